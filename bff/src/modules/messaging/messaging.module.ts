import type { BffModule } from '../../module.js';
import { createMessagingApi, type MessagingApi } from './messaging.api.js';
import { messagingResolvers } from './messaging.resolvers.js';
import { messagingErrors } from './messaging.errors.js';

declare module '../../context.js' {
  interface Apis {
    messaging: MessagingApi;
  }
}

/** Threads, inboxes, folders and reach-out (docs/messaging.md). */
export const messagingModule: BffModule = {
  name: 'messaging',
  resolvers: messagingResolvers,
  errors: messagingErrors,
  api: (rest) => ({ messaging: createMessagingApi(rest) }),
};
