import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** True when `error` carries a GraphQL error with one of `codes` (its `extensions.code`). */
export function hasErrorCode(error: unknown, ...codes: string[]): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  return error.errors.some((item) => codes.includes(String(item.extensions?.['code'])));
}
