import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { idArg, messagingUserErrors, viewerCompanyId } from './messaging.convert.js';

/** Sends, read state, locations, folders and the company's reply policy. */
export const messagingMutations: MutationResolvers = {
  startThread: async (_p, { input }, ctx) => {
    try {
      const thread = await ctx.api.messaging.start({
        toCompanyId: idArg(input.toCompanyId, 'toCompanyId'),
        subject: input.subject.trim(),
        body: input.body.trim(),
      });
      return { thread, errors: [] };
    } catch (error) {
      return { thread: null, errors: messagingUserErrors(error) };
    }
  },
  replyToThread: async (_p, { input }, ctx) => {
    try {
      const threadId = idArg(input.threadId, 'threadId');
      const message = await ctx.api.messaging.reply(threadId, input.body.trim());
      return { message, thread: await ctx.api.messaging.thread(threadId), errors: [] };
    } catch (error) {
      return { message: null, thread: null, errors: messagingUserErrors(error) };
    }
  },
  markThreadRead: async (_p, { threadId, read }, ctx) => {
    try {
      return { thread: await ctx.api.messaging.markRead(idArg(threadId, 'threadId'), read), errors: [] };
    } catch (error) {
      return { thread: null, errors: messagingUserErrors(error) };
    }
  },
  moveThread: async (_p, { threadId, location, folderId }, ctx) => {
    try {
      const body = folderId ? { location, folderId: idArg(folderId, 'folderId') } : { location };
      return { thread: await ctx.api.messaging.move(idArg(threadId, 'threadId'), body), errors: [] };
    } catch (error) {
      return { thread: null, errors: messagingUserErrors(error) };
    }
  },
  createMessageFolder: async (_p, { name }, ctx) => {
    try {
      return { folders: await ctx.api.messaging.createFolder(name.trim()), errors: [] };
    } catch (error) {
      return { folders: await ctx.api.messaging.folders(), errors: messagingUserErrors(error) };
    }
  },
  renameMessageFolder: async (_p, { id, name }, ctx) => {
    try {
      return { folders: await ctx.api.messaging.renameFolder(idArg(id, 'id'), name.trim()), errors: [] };
    } catch (error) {
      return { folders: await ctx.api.messaging.folders(), errors: messagingUserErrors(error) };
    }
  },
  deleteMessageFolder: async (_p, { id }, ctx) => {
    try {
      return { folders: await ctx.api.messaging.deleteFolder(idArg(id, 'id')), errors: [] };
    } catch (error) {
      return { folders: await ctx.api.messaging.folders(), errors: messagingUserErrors(error) };
    }
  },
  updateCompanyInboxSettings: async (_p, { input }, ctx) => {
    try {
      const body = {
        replyPolicy: input.replyPolicy,
        replierUserIds: (input.replierUserIds ?? []).map((id) => idArg(id, 'replierUserIds')),
      };
      return { settings: await ctx.api.messaging.updateInboxSettings(await viewerCompanyId(ctx), body), errors: [] };
    } catch (error) {
      return { settings: null, errors: messagingUserErrors(error) };
    }
  },
};
