import type { GraphQLContext } from '../../context.js';
import { AppError, forbidden } from '../../errors/error.codes.js';
import { userError, userErrorsFrom, type UserErrorDto } from '../../errors/user.errors.js';
import { parseId } from '../../rest/rest.ids.js';
import type { ThreadFilter } from './messaging.api.js';

/** Where a thread id names nothing the viewer may read: the same answer as a missing one. */
export const THREAD_NOT_FOUND = 'This conversation does not exist or is not yours to read.';

/** An id argument as the api's integer, or a field-named input error. */
export function idArg(value: string, field: string): number {
  const id = parseId(value);
  if (id === null) throw new AppError('BAD_USER_INPUT', `${field} is not a valid id.`, { field });
  return id;
}

/** Null for a missing or foreign thread (the api answers 404 for both). */
export async function orNullWhenMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * The payload errors of a messaging change: the sender's fixable refusals (limits, flood, policy,
 * invalid fields), a missing plan (the client offers one), and a missing or foreign thread.
 */
export function messagingUserErrors(error: unknown, fields: Readonly<Record<string, string>> = {}): UserErrorDto[] {
  if (error instanceof AppError && error.code === 'PLAN_REQUIRED') return [userError('PLAN_REQUIRED', error.message)];
  if (error instanceof AppError && error.code === 'NOT_FOUND') return [userError('NOT_FOUND', THREAD_NOT_FOUND)];
  return userErrorsFrom(error, { fields });
}

/** `ThreadListInput` (its defaults are the schema's, applied when a client leaves a field out). */
export interface ThreadListArgs {
  location?: 'INBOX' | 'ARCHIVE' | 'FOLDER' | null;
  folderId?: string | null;
  search?: string | null;
  unreadOnly?: boolean | null;
  page?: number | null;
  size?: number | null;
}

/** GraphQL paging as the api's: page ≥ 0, size 1 to 100. */
export const clampPage = (page: number | null | undefined, size: number | null | undefined, fallbackSize: number) => ({
  page: Math.max(0, Math.trunc(page ?? 0)),
  size: Math.min(100, Math.max(1, Math.trunc(size ?? fallbackSize))),
});

/** GraphQL list arguments as the api's filter and paging: trimmed search, clamped page. */
export function threadQuery(box: ThreadFilter['box'], input: ThreadListArgs) {
  const q = input.search?.trim().slice(0, 200);
  const location = input.location ?? 'INBOX';
  const filter: ThreadFilter = { box, location, unreadOnly: input.unreadOnly ?? false };
  if (q) filter.q = q;
  if (location === 'FOLDER') {
    if (!input.folderId) throw new AppError('BAD_USER_INPUT', 'Choose a folder.', { field: 'folderId' });
    filter.folderId = idArg(input.folderId, 'folderId');
  }
  return { filter, paging: clampPage(input.page, input.size, 20) };
}

/** A spec §7 page as the schema's page type. */
export const toPage = <T>(page: {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}) => ({
  items: page.content,
  page: page.page,
  size: page.size,
  totalElements: page.totalElements,
  totalPages: page.totalPages,
});

/** The viewer's company id: the company inbox and its settings are that company's. */
export async function viewerCompanyId(ctx: GraphQLContext): Promise<number> {
  const user = await ctx.loaders.actingUser();
  if (!user?.companyId) throw forbidden();
  return user.companyId;
}
