import type { ChallengeInput, ChallengeListInput, Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom, type UserErrorDto } from '../../errors/user.errors.js';
import { apiIds, parseId } from '../../rest/rest.ids.js';
import type { ChallengeDto, ChallengeFilter } from './challenge.api.js';

/** Where an id names nothing the viewer may change: the same answer as a missing one. */
export const CHALLENGE_NOT_FOUND = 'This challenge or request does not exist or is not yours to change.';

/** An id argument as the api's integer (unchecked: the api answers 404 to one that is none). */
const idArg = (value: string): number => apiIds([value])[0] ?? Number.NaN;

/** A change of a challenge, answered with the challenge after it, or the refusal in the payload. */
async function change(
  run: () => Promise<ChallengeDto>,
): Promise<{ challenge: ChallengeDto | null; errors: UserErrorDto[] }> {
  try {
    return { challenge: await run(), errors: [] };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      return { challenge: null, errors: [userError('NOT_FOUND', CHALLENGE_NOT_FOUND, 'id')] };
    return {
      challenge: null,
      errors: userErrorsFrom(error, {
        codeFields: { CHALLENGE_NOT_INNOVATION: 'requestId', CHALLENGE_EXISTS: 'requestId' },
      }),
    };
  }
}

const body = (input: ChallengeInput) => ({
  headline: input.headline,
  problemSummary: input.problemSummary,
  prize: input.prize,
  deadline: input.deadline,
  howToApply: input.howToApply,
});

function listArgs(input: ChallengeListInput) {
  const query: ChallengeFilter = { state: input.state };
  const area = input.therapeuticAreaId ? apiIds([input.therapeuticAreaId])[0] : undefined;
  if (area !== undefined) query.therapeuticAreaId = area;
  const paging = {
    page: Math.max(0, Math.trunc(input.page ?? 0)),
    size: Math.min(50, Math.max(1, Math.trunc(input.size ?? 12))),
    sort: input.deadline ? [{ field: 'deadline', direction: input.deadline }] : null,
  };
  return { query, paging };
}

/** Challenges: thin reads and changes over the api, which decides who sees and changes what. */
export const challengeResolvers: Resolvers = {
  Query: {
    challenges: (_parent, { input }, ctx) => {
      const { query, paging } = listArgs(input);
      return ctx.api.challenge.list(query, paging);
    },
    challenge: async (_parent, { id }, ctx) => {
      const numeric = parseId(id);
      if (numeric === null) return null;
      try {
        return await ctx.api.challenge.get(numeric);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    requestChallenge: async (_parent, { requestId }, ctx) => {
      const numeric = parseId(requestId);
      if (numeric === null) return null;
      try {
        return await ctx.api.challenge.ofRequest(numeric);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  },
  Mutation: {
    createChallenge: (_parent, { requestId, input, publish }, ctx) =>
      change(() => ctx.api.challenge.create(idArg(requestId), { ...body(input), publish })),
    updateChallenge: (_parent, { id, input }, ctx) => change(() => ctx.api.challenge.update(idArg(id), body(input))),
    publishChallenge: (_parent, { id }, ctx) => change(() => ctx.api.challenge.publish(idArg(id))),
    closeChallenge: (_parent, { id }, ctx) => change(() => ctx.api.challenge.close(idArg(id))),
  },
  Challenge: {
    id: (c) => String(c.id),
    requestId: (c) => String(c.requestId),
    sponsor: (c) => (c.sponsor ? { ...c.sponsor, id: String(c.sponsor.id) } : null),
    therapeuticAreas: (c) => c.therapeuticAreas.map((a) => ({ id: String(a.id), name: a.name })),
  },
  ChallengePage: {
    items: (page) => page.content,
  },
};
