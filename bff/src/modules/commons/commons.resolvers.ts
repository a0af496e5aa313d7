import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom, type UserErrorDto } from '../../errors/user.errors.js';
import { parseId } from '../../rest/rest.ids.js';
import { clampPaging } from '../../rest/rest.query.js';
import type { CommonsCreateBody, CommonsPageDto } from './commons.api.js';

type PageType = CommonsCreateBody['type'];
/** The api decides which types exist (an unknown one is its 400 at `type`). */
const asType = (value: string): PageType => value as PageType;
const words = (value: string | null | undefined): string | undefined => value?.trim() || undefined;
const paging = (page: number, size: number) => clampPaging({ page, size: Math.min(size, 50) });

function idOf(value: string, field: string): number {
  const id = parseId(value);
  if (id === null)
    throw new AppError('BAD_USER_INPUT', `${field} is not a valid id.`, {
      details: [{ field, message: `${field} is not a valid id.` }],
    });
  return id;
}

/** A read that answers null for a page the viewer may not see (or a malformed address). */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')) return null;
    throw error;
  }
}

/** A change of a page, answered with the page after it, or the refusal in the payload. */
async function change(
  run: () => Promise<CommonsPageDto>,
): Promise<{ page: CommonsPageDto | null; errors: UserErrorDto[] }> {
  try {
    return { page: await run(), errors: [] };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      return { page: null, errors: [userError('NOT_FOUND', 'This page does not exist or is not yours.', 'id')] };
    if (error instanceof AppError && error.code === 'FORBIDDEN')
      return {
        page: null,
        errors: [userError('FORBIDDEN', "Only the page's author or an admin of your company can change it.", 'id')],
      };
    return { page: null, errors: userErrorsFrom(error) };
  }
}

export const commonsResolvers: Resolvers = {
  Query: {
    commonsTypes: async (_parent, _args, ctx) => (await ctx.api.commons.types()).types,
    commonsPages: (_parent, { type, search, page, size }, ctx) =>
      ctx.api.commons.pages({ type: type ? asType(type) : undefined, q: words(search) }, paging(page, size)),
    commonsPage: (_parent, { type, slug }, ctx) => orNull(() => ctx.api.commons.page(asType(type), slug)),
    commonsExperts: (_parent, { kind, search, page, size }, ctx) =>
      ctx.api.commons.experts({ kind: words(kind), q: words(search) }, paging(page, size)),
    ownCommonsPages: (_parent, { search, page, size }, ctx) =>
      ctx.api.commons.ownPages(words(search), paging(page, size)),
    ownCommonsPage: (_parent, { id }, ctx) => {
      const pageId = parseId(id);
      return pageId === null ? null : orNull(() => ctx.api.commons.ownPage(pageId));
    },
    viewerExpertListing: async (_parent, _args, ctx) => (await ctx.api.commons.ownExpert()).expert,
  },
  Mutation: {
    createCommonsPage: (_parent, { input }, ctx) =>
      change(() =>
        ctx.api.commons.create({
          type: asType(input.type),
          title: input.title,
          summary: input.summary,
          body: input.body,
          publish: input.publish,
        }),
      ),
    updateCommonsPage: (_parent, { id, input }, ctx) =>
      change(() =>
        ctx.api.commons.update(idOf(id, 'id'), {
          ...(input.title != null ? { title: input.title } : {}),
          ...(input.summary != null ? { summary: input.summary } : {}),
          ...(input.body != null ? { body: input.body } : {}),
          ...(input.publish != null ? { publish: input.publish } : {}),
        }),
      ),
    saveExpertListing: async (_parent, { input }, ctx) => {
      try {
        return { expert: await ctx.api.commons.saveExpert({ ...input, kinds: [...input.kinds] }), errors: [] };
      } catch (error) {
        return { expert: null, errors: userErrorsFrom(error) };
      }
    },
    messageExperts: async (_parent, { input }, ctx) => {
      try {
        const ids = input.expertIds.map((id) => idOf(id, 'expertIds'));
        const { threadIds } = await ctx.api.commons.message(ids, input.body);
        return { threadIds: threadIds.map(String), errors: [] };
      } catch (error) {
        return { threadIds: [], errors: userErrorsFrom(error) };
      }
    },
  },
  CommonsPageList: { items: (list) => list.content },
  CommonsExpertList: { items: (list) => list.content },
  CommonsPageSummary: { id: (p) => String(p.id), company: (p) => ({ ...p.company, id: String(p.company.id) }) },
  CommonsPage: { id: (p) => String(p.id), company: (p) => ({ ...p.company, id: String(p.company.id) }) },
  CommonsExpert: { userId: (e) => String(e.userId), company: (e) => ({ ...e.company, id: String(e.company.id) }) },
};
