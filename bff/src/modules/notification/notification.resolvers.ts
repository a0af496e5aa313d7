import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { userError } from '../../errors/user.errors.js';
import { parseId } from '../../rest/rest.ids.js';

const NOT_FOUND = 'This notification does not exist.';

/** The viewer's notifications (spec §1): the api writes each kind's words; this maps. */
export const notificationResolvers: Resolvers = {
  Query: {
    notifications: async (_p, { page, size, unreadOnly }, ctx) => {
      const paging = { page: Math.max(0, Math.trunc(page)), size: Math.min(50, Math.max(1, Math.trunc(size))) };
      const result = await ctx.api.notification.list(unreadOnly, paging);
      return { ...result, items: result.content };
    },
    unreadNotificationCount: async (_p, _a, ctx) => (await ctx.api.notification.unreadCount()).count,
  },
  Mutation: {
    markNotificationRead: async (_p, { id, read }, ctx) => {
      const notificationId = parseId(id);
      try {
        if (notificationId === null) throw new AppError('NOT_FOUND', NOT_FOUND);
        return { ...(await ctx.api.notification.markRead(notificationId, read)), errors: [] };
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
        const { count } = await ctx.api.notification.unreadCount();
        return { notification: null, unreadCount: count, errors: [userError('NOT_FOUND', NOT_FOUND, 'id')] };
      }
    },
    markAllNotificationsRead: async (_p, _a, ctx) => ({
      notification: null,
      ...(await ctx.api.notification.markAllRead()),
      errors: [],
    }),
  },
};
