import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { parseId } from '../../rest/rest.ids.js';
import { clampPage, idArg, orNullWhenMissing, threadQuery, toPage, viewerCompanyId } from './messaging.convert.js';
import { messagingMutations } from './messaging.mutations.js';

/** Inboxes, threads and folders (docs/messaging.md): the api decides who reads what; this maps. */
export const messagingResolvers: Resolvers = {
  Query: {
    inboxThreads: async (_p, { input }, ctx) => {
      const { filter, paging } = threadQuery('PERSONAL', input);
      return toPage(await ctx.api.messaging.threads(filter, paging));
    },
    companyInboxThreads: async (_p, { input }, ctx) => {
      const { filter, paging } = threadQuery('COMPANY', input);
      return toPage(await ctx.api.messaging.threads(filter, paging));
    },
    messageThread: async (_p, { id }, ctx) => {
      const threadId = parseId(id);
      // Not an id: nothing to find, answered like a missing thread.
      if (threadId === null) return null;
      return orNullWhenMissing(() => ctx.api.messaging.thread(threadId));
    },
    messageFolders: (_p, _a, ctx) => ctx.api.messaging.folders(),
    unreadMessageCounts: (_p, _a, ctx) => ctx.api.messaging.unreadCounts(),
    contactAvailability: (_p, { companyId }, ctx) =>
      ctx.api.messaging.contactAvailability(idArg(companyId, 'companyId')),
    companyInboxSettings: async (_p, _a, ctx) => ctx.api.messaging.inboxSettings(await viewerCompanyId(ctx)),
  },
  Mutation: messagingMutations,
  MessageThread: {
    messages: async (thread, { page, size }, ctx) => {
      return toPage(await ctx.api.messaging.messages(thread.id, clampPage(page, size, 50)));
    },
  },
};
