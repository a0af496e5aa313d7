import type { RequestResponseSort } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom, type UserErrorDto } from '../../errors/user.errors.js';
import type { Paging, SortDirection } from '../../rest/rest.query.js';
import { idArg } from '../messaging/index.js';

export const REQUEST_NOT_FOUND = 'This request does not exist or is not open to you.';

/** Spec §7's sort key of each grid order. */
const SORTS: Record<RequestResponseSort, { field: string; direction: SortDirection }> = {
  CREATED_AT_ASC: { field: 'createdAt', direction: 'ASC' },
  CREATED_AT_DESC: { field: 'createdAt', direction: 'DESC' },
  PRICE_ASC: { field: 'price', direction: 'ASC' },
  PRICE_DESC: { field: 'price', direction: 'DESC' },
  RATING_DESC: { field: 'rating', direction: 'DESC' },
  RATING_ASC: { field: 'rating', direction: 'ASC' },
};

/** The grid's page as the api's paging: page ≥ 0, size 1 to 100. */
export function gridPaging(page: number, size: number, sort: RequestResponseSort): Paging {
  return {
    page: Math.max(0, Math.trunc(page)),
    size: Math.min(100, Math.max(1, Math.trunc(size))),
    sort: [SORTS[sort]],
  };
}

/** A request id and a response id, checked. */
export const responseIds = (requestId: string, responseId: string) => ({
  id: idArg(requestId, 'requestId'),
  responseId: idArg(responseId, 'responseId'),
});

/**
 * The payload errors of a change: the user's fixable refusals (conflicts at `conflictField`, limits,
 * invalid fields), a missing plan (the client offers one), and a missing or foreign request.
 */
export function proposalErrors(error: unknown, conflictField: string | null = null): UserErrorDto[] {
  if (error instanceof AppError && error.code === 'PLAN_REQUIRED') return [userError('PLAN_REQUIRED', error.message)];
  if (error instanceof AppError && error.code === 'NOT_FOUND') return [userError('NOT_FOUND', REQUEST_NOT_FOUND)];
  return userErrorsFrom(error, conflictField ? { codeFields: { CONFLICT: conflictField } } : {});
}
