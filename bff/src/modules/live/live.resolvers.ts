import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { LiveUpdateMapper } from './live.mappers.js';
import { openLiveEvents } from './live.subscribe.js';

const id = (value: number | undefined): string | null => (value === undefined ? null : String(value));

export const liveResolvers: Resolvers = {
  Subscription: {
    liveUpdates: {
      // Each event is the LiveUpdate itself; its counts are resolved per event (messaging/notification).
      subscribe: async (_root, _args, ctx) => openLiveEvents(ctx),
      resolve: (event: LiveUpdateMapper) => event,
    },
  },
  LiveUpdate: {
    kind: (update) => update.kind,
    threadId: (update) => id(update.threadId),
    messageId: (update) => id(update.messageId),
    notificationId: (update) => id(update.notificationId),
    // Read through the api with the socket's session for each event: a revoked session or a
    // deactivated user is refused here, which ends the subscription.
    unreadMessages: (_update, _args, ctx) => ctx.api.messaging.unreadCounts(),
    unreadNotifications: async (_update, _args, ctx) => (await ctx.api.notification.unreadCount()).count,
  },
};
