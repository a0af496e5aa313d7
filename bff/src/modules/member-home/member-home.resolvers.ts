import type { MemberHomeSection, Permission, Resolvers } from '../../__generated__/resolvers-types.js';
import { requireMember } from '../../directives/access.js';
import type { MemberHomeMapper } from './member-home.mappers.js';

/** The permission each section needs (spec §6): the inbox's, requests', the watch list's, my account's. */
const SECTION_PERMISSION: Readonly<Record<MemberHomeSection, Permission>> = {
  WAITING_THREADS: 'INBOX',
  DEADLINES: 'REQUESTS',
  NOTIFICATIONS: 'INBOX',
  WATCHED: 'WATCHLIST',
  COMPLETENESS: 'MY_ACCOUNT',
};
const SECTIONS = Object.keys(SECTION_PERMISSION) as MemberHomeSection[];

/** A list's size as asked, kept to 1-20 (the api's range). */
const listSize = (size: number) => Math.min(20, Math.max(1, Math.trunc(size)));

/** Null, not FORBIDDEN, for a section the viewer may not see now: the page says why (`blockedSections`). */
const holds = (home: MemberHomeMapper, section: MemberHomeSection) => home.held.includes(SECTION_PERMISSION[section]);

/**
 * The member's home: the root answers who may see what; each section is its own field, read
 * only when asked and when held, so one that fails leaves the others (docs/member-home.md).
 */
export const memberHomeResolvers: Resolvers = {
  Query: {
    memberHome: async (_parent, _args, ctx) => {
      const { caller, user } = await requireMember(ctx);
      const held = ctx.services.features.permissions.heldBy(user, {
        impersonating: caller.impersonatedUserId !== null,
        apiKey: caller.apiKey !== null,
      });
      return { held };
    },
  },
  MemberHome: {
    blockedSections: (home) => SECTIONS.filter((section) => !holds(home, section)),
    waitingThreads: (home, { size }, ctx) =>
      holds(home, 'WAITING_THREADS') ? ctx.api.memberHome.threads(listSize(size)) : null,
    deadlines: (home, { size }, ctx) =>
      holds(home, 'DEADLINES') ? ctx.api.memberHome.deadlines(listSize(size)) : null,
    unreadNotifications: async (home, { size }, ctx) => {
      if (!holds(home, 'NOTIFICATIONS')) return null;
      const result = await ctx.api.notification.list(true, { page: 0, size: listSize(size) });
      return { ...result, items: result.content };
    },
    watched: (home, { size }, ctx) => (holds(home, 'WATCHED') ? ctx.api.memberHome.watched(listSize(size)) : null),
    completeness: (home, _args, ctx) => (holds(home, 'COMPLETENESS') ? ctx.api.memberHome.completeness() : null),
  },
  WaitingThread: { id: (thread) => String(thread.threadId) },
  MemberHomeRequest: { id: (request) => String(request.requestId) },
  MemberHomeResponse: {
    id: (response) => String(response.responseId),
    requestId: (response) => String(response.requestId),
  },
  WatchedCompanyChange: { id: (change) => String(change.notificationId) },
  MemberHomeCompany: { id: (company) => String(company.id) },
};
