import { GraphQLError } from 'graphql';

/**
 * Every `extensions.code` the bff answers with: the platform's codes, then one per entry of the
 * spec's error catalogue (§8). The web client switches on these, never on messages.
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PLAN_REQUIRED',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
  'USER_INACTIVE',
  'COMPANY_INACTIVE',
  'MEMBERSHIP_PENDING',
  'IMPERSONATION_REQUIRED',
  // /graphql's own limits (http/graphql.limits.ts): 413 and 503 answers.
  'REQUEST_TOO_LARGE',
  'SERVER_BUSY',
  // A client's budget of operations or query cost for the minute is spent (bff/src/limits): 429.
  'RATE_LIMITED',
  // Production answers introspection only to signed-in and bearer callers (http/schema.gate.ts);
  // Apollo's own code for a refused introspection, so GraphQL tools recognise it.
  'INTROSPECTION_DISABLED',
  // Production: a browser session runs only the web app's own operations (http/trusted.documents.ts).
  'PERSISTED_QUERY_REQUIRED',
  // The catalogue (spec §8) and the api's named codes.
  'SOMETHING_WENT_WRONG',
  'INCORRECT_CREDENTIALS',
  'ATTEMPT_LIMIT_EXCEEDED',
  'CONTACT_FORM_DISABLED',
  'PARTNER_NOTE_EXISTS',
  'FILE_TOO_LARGE',
  'USERNAME_EXISTS',
  'SUBSCRIPTION_COMPANY_TYPE',
  'SUBSCRIPTION_ADMIN_ONLY',
  'SERVER_ERROR',
  'CARD_NOT_ADDED',
  'CARD_NOT_VALID',
  'USER_ALREADY_ADDED',
  'NOT_BUSINESS_EMAIL',
  'INVALID_VERIFICATION_CODE',
  'COMPANY_DOMAIN_MISMATCH',
  // Explorer met one of its limits (spec §1: freemium, limited): clients offer the upgrade (spec §4).
  'EXPLORER_LIMIT',
  // Messaging (docs/messaging.md): refusals the sender can act on; their words come from the api.
  'MESSAGE_FLOOD',
  'NOT_CONTACTABLE',
  'REPLY_NOT_ALLOWED',
  // Registration and the app shell.
  'ERROR_CREATING_ACCOUNT',
  'SIGN_IN_REQUIRED',
  'INCORRECT_MAINTENANCE_PASSWORD',
  // The identity service's failures (sign-in, MFA and password flows).
  'AUTHENTICATION_ERROR',
  'CODE_MISMATCH',
  'EXPIRED_CODE',
  'INVALID_PASSWORD',
  'PASSWORD_RESET_REQUIRED',
  'USER_NOT_CONFIRMED',
  'CHALLENGE_EXPIRED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Where an error came from, kept in `extensions.upstreamCode` (the api's or identity's code). */
export type UpstreamCode = string | number;

/**
 * An error the bff raised on purpose: its message is safe to show. Anything else reaching
 * `formatError` is masked.
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  /**
   * What went wrong underneath (e.g. `ECONNREFUSED`), for the logs only: it is no extension, and
   * GraphQLError's JSON form (message, locations, path, extensions) never carries it to a client.
   */
  detail: string | number | undefined;

  constructor(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { ...extensions, code } });
    this.code = code;
    this.name = 'AppError';
  }
}

export const GENERIC_MESSAGE = 'Something went wrong.';

export const MESSAGES = {
  unauthenticated: 'You need to sign in to do this.',
  forbidden: "You don't have permissions to do this.",
  notFound: 'The requested item was not found.',
  impersonationRequired: 'Choose a user to act as before continuing.',
  upstreamUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  planRequired: 'Your subscription plan does not include this.',
  // Worded as the api words its CompanyInactive error, so both paths read the same.
  companyInactive: "Your company's account is inactive. Please contact support to reactivate it.",
  membershipPending: 'Your company membership is waiting for approval.',
} as const;

export const unauthenticated = (): AppError => new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
export const forbidden = (): AppError => new AppError('FORBIDDEN', MESSAGES.forbidden);
export const impersonationRequired = (): AppError =>
  new AppError('IMPERSONATION_REQUIRED', MESSAGES.impersonationRequired);
