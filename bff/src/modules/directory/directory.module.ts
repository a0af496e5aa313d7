import type { BffModule } from '../../module.js';
import { createDirectoryApi, type DirectoryApi } from './directory.api.js';
import { directoryResolvers } from './directory.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    directory: DirectoryApi;
  }
}

/** The directory's public figures (the home page's numbers). */
export const directoryModule: BffModule = {
  name: 'directory',
  resolvers: directoryResolvers,
  api: (rest) => ({ directory: createDirectoryApi(rest) }),
};
