import { AppError, type ErrorCode } from '../../errors/error.codes.js';
import { userErrorsFrom, type UserErrorDto } from '../../errors/user.errors.js';

/** The subscription failures a user can act on: refused purchases, cards, conflicts, duplicates. */
const PAYLOAD_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'SUBSCRIPTION_ADMIN_ONLY',
  'SUBSCRIPTION_COMPANY_TYPE',
  'CARD_NOT_ADDED',
  'CARD_NOT_VALID',
  'USER_ALREADY_ADDED',
  'CONFLICT',
]);

/** Card failures: the client shows 'failed to subscribe' with 'update payment method'. */
export const isCardFailure = (error: unknown): boolean =>
  error instanceof AppError && (error.code === 'CARD_NOT_ADDED' || error.code === 'CARD_NOT_VALID');

/**
 * Payload errors for an expected failure (validation naming fields, spec §8's subscription
 * codes, a stale or missing item as `notFoundField` says); anything else is rethrown to become
 * a top-level GraphQL error.
 */
export function subscriptionUserErrors(
  error: unknown,
  options: { fields?: Record<string, string>; notFoundField?: string; notFoundMessage?: string } = {},
): UserErrorDto[] {
  if (error instanceof AppError && PAYLOAD_CODES.has(error.code))
    return [{ code: error.code, field: null, message: error.message }];
  if (error instanceof AppError && error.code === 'NOT_FOUND' && options.notFoundField) {
    return [{ code: 'NOT_FOUND', field: options.notFoundField, message: options.notFoundMessage ?? error.message }];
  }
  return userErrorsFrom(error, { fields: options.fields });
}
