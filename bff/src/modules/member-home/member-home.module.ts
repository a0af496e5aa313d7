import type { BffModule } from '../../module.js';
import { createMemberHomeApi, type MemberHomeApi } from './member-home.api.js';
import { memberHomeResolvers } from './member-home.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    memberHome: MemberHomeApi;
  }
}

/** The member's home at /dashboard/member (docs/member-home.md): one query, each section on its own. */
export const memberHomeModule: BffModule = {
  name: 'member-home',
  resolvers: memberHomeResolvers,
  api: (rest) => ({ memberHome: createMemberHomeApi(rest) }),
};
