import type { ContentDraftInput, Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom, type UserErrorDto } from '../../errors/user.errors.js';
import { clampPaging } from '../../rest/rest.query.js';
import type { ContentDraftDto, ContentDraftFields } from './content.api.js';

export const ENTRY_NOT_FOUND = 'This entry or version does not exist.';

/** The api's draft fields from the GraphQL input (null and left out both mean "none"). */
function fields(input: ContentDraftInput): ContentDraftFields {
  return {
    title: input.title,
    body: input.body,
    ...(input.description == null ? {} : { description: input.description }),
    linkLabel: input.linkLabel ?? null,
    linkPath: input.linkPath ?? null,
    ...(input.position == null ? {} : { position: input.position }),
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
  };
}

/** The refusal the admin can act on, at its field. */
function refusal(error: unknown): UserErrorDto[] {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return [userError('NOT_FOUND', ENTRY_NOT_FOUND, 'key')];
  return userErrorsFrom(error, { codeFields: { CONTENT_KEY_TAKEN: 'key' } });
}

/** A change's payload: the draft, or the refusal. */
async function change(
  run: () => Promise<ContentDraftDto>,
): Promise<{ draft: ContentDraftDto | null; errors: UserErrorDto[] }> {
  try {
    return { draft: await run(), errors: [] };
  } catch (error) {
    return { draft: null, errors: refusal(error) };
  }
}

/** An answer, or null when the api has no such entry (or the key is malformed). */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')) return null;
    throw error;
  }
}

const pageOf = (page: { page?: number; size?: number } | null | undefined) =>
  clampPaging({ page: page?.page, size: page?.size });

export const contentResolvers: Resolvers = {
  Query: {
    cmsEntry: (_parent, { key }, ctx) => orNull(ctx.api.content.entry(key)),
    cmsBanners: (_parent, _args, ctx) => ctx.api.content.banners(),
    cmsRoles: (_parent, _args, ctx) => ctx.api.content.roles(),
    contentEntries: (_parent, { kind, page }, ctx) => ctx.api.content.entries(kind ?? undefined, pageOf(page)),
    contentDraft: (_parent, { key }, ctx) => orNull(ctx.api.content.draft(key)),
    contentHistory: (_parent, { key, page }, ctx) => ctx.api.content.history(key, pageOf(page)),
  },
  Mutation: {
    createContentEntry: (_parent, { key, kind, input }, ctx) =>
      change(async () => {
        if (kind === 'PAGE')
          throw new AppError('BAD_USER_INPUT', 'Pages are a fixed list: create a banner or a role.', {
            details: [{ field: 'kind', message: 'Pages are a fixed list: create a banner or a role.' }],
          });
        return ctx.api.content.create(key, kind, fields(input));
      }),
    saveContentDraft: (_parent, { key, version, input }, ctx) =>
      change(() => ctx.api.content.save(key, version, fields(input))),
    publishContent: (_parent, { key, version }, ctx) => change(() => ctx.api.content.publish(key, version)),
    deleteContentEntry: async (_parent, { key, version }, ctx) => {
      try {
        await ctx.api.content.remove(key, version);
        return { deletedKey: key, errors: [] };
      } catch (error) {
        return { deletedKey: null, errors: refusal(error) };
      }
    },
    restoreContentVersion: (_parent, { key, number, version }, ctx) =>
      change(() => ctx.api.content.restore(key, number, version)),
  },
  ContentEntryPage: { items: (page) => page.content },
  ContentVersionPage: { items: (page) => page.content },
};
