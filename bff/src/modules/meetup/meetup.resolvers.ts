import type { MeetupInput, Resolvers } from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom } from '../../errors/user.errors.js';
import { clampPaging } from '../../rest/rest.query.js';
import type { MeetupBody } from './meetup.api.js';

/** What the api accepts as a code (meetup.rules.ts): anything else is unknown without asking. */
const CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_CODE = 50;
const isCode = (code: string): boolean => code.length <= MAX_CODE && CODE.test(code);
const unknown = () => [
  userError('MEETUP_NOT_FOUND', 'This meetup does not exist. Check the link you were given.', 'code'),
];
const isNotFound = (error: unknown) =>
  error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'MEETUP_NOT_FOUND');

const body = (input: MeetupInput): MeetupBody => ({
  code: input.code.trim(),
  title: input.title,
  description: input.description,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  timeZone: input.timeZone,
  venue: input.venue ?? null,
  onlineUrl: input.onlineUrl ?? null,
  capacity: input.capacity,
});

const codeFields = {
  MEETUP_CODE_TAKEN: 'code',
  MEETUP_NOT_FOUND: 'code',
  MEETUP_ALREADY_REGISTERED: 'code',
  MEETUP_NOT_REGISTERED: 'code',
  MEETUP_PAST: 'code',
};

/** The meetup as it stands after a change, with the viewer's registration known already. */
async function after(
  ctx: GraphQLContext,
  code: string,
  registration: Awaited<ReturnType<GraphQLContext['api']['meetup']['register']>> | null,
) {
  ctx.loaders.myMeetupRegistration.clear(code).prime(code, registration);
  return ctx.api.meetup.get(code);
}

export const meetupResolvers: Resolvers = {
  Query: {
    meetups: (_parent, { when, page, size }, ctx) =>
      ctx.api.meetup.list(when ?? 'UPCOMING', clampPaging({ page, size: Math.min(size ?? 10, 50) })),
    meetup: async (_parent, { code }, ctx) => {
      const trimmed = code.trim();
      if (!isCode(trimmed)) return null;
      try {
        return await ctx.api.meetup.get(trimmed);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  },
  Mutation: {
    registerForMeetup: async (_parent, { code }, ctx) => {
      const trimmed = code.trim();
      if (!isCode(trimmed)) return { meetup: null, registration: null, errors: unknown() };
      try {
        const registration = await ctx.api.meetup.register(trimmed);
        return { meetup: await after(ctx, trimmed, registration), registration, errors: [] };
      } catch (error) {
        return { meetup: null, registration: null, errors: userErrorsFrom(error, { codeFields }) };
      }
    },
    cancelMeetupRegistration: async (_parent, { code }, ctx) => {
      const trimmed = code.trim();
      if (!isCode(trimmed)) return { meetup: null, registration: null, errors: unknown() };
      try {
        await ctx.api.meetup.cancel(trimmed);
        return { meetup: await after(ctx, trimmed, null), registration: null, errors: [] };
      } catch (error) {
        return { meetup: null, registration: null, errors: userErrorsFrom(error, { codeFields }) };
      }
    },
    createMeetup: async (_parent, { input }, ctx) => {
      try {
        return { meetup: await ctx.api.meetup.create(body(input)), errors: [] };
      } catch (error) {
        return { meetup: null, errors: userErrorsFrom(error, { codeFields }) };
      }
    },
    updateMeetup: async (_parent, { code, input }, ctx) => {
      const trimmed = code.trim();
      if (!isCode(trimmed)) return { meetup: null, errors: unknown() };
      try {
        return { meetup: await ctx.api.meetup.update(trimmed, body(input)), errors: [] };
      } catch (error) {
        return { meetup: null, errors: userErrorsFrom(error, { codeFields }) };
      }
    },
  },
  MeetupPage: {
    items: (page) => page.content,
  },
  Meetup: {
    id: (meetup) => String(meetup.id),
    myRegistration: (meetup, _args, ctx) => ctx.loaders.myMeetupRegistration.load(meetup.code),
  },
  MeetupRegistration: {
    registeredAt: (registration) => registration.createdAt,
  },
};
