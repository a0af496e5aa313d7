import type { BffModule } from '../../module.js';
import { type ContentApi, createContentApi } from './content.api.js';
import { contentErrors } from './content.errors.js';
import { contentResolvers } from './content.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    content: ContentApi;
  }
}

/** Spec §7's CMS: published pages, banners and audiences, and the admin group's editor (docs/content.md). */
export const contentModule: BffModule = {
  name: 'content',
  resolvers: contentResolvers,
  errors: contentErrors,
  api: (rest) => ({ content: createContentApi(rest) }),
};
