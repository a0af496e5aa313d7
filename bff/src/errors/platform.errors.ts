import type { ErrorDeclarations } from './error.types.js';

export const GENERIC_MESSAGE = 'Something went wrong.';

export const MESSAGES = {
  unauthenticated: 'You need to sign in to do this.',
  forbidden: "You don't have permissions to do this.",
  notFound: 'The requested item was not found.',
  impersonationRequired: 'Choose a user to act as before continuing.',
  upstreamUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  outcomeUnknown: 'We could not confirm that your change was saved. Please try again: it will not be saved twice.',
  // Under overload, from the bff's own guard (http/graphql.overload.ts) or the api's, in the same words.
  serverBusy: 'The service is busy. Please try again in a moment.',
  planRequired: 'Your subscription plan does not include this.',
  // Worded as the api words its CompanyInactive error, so both paths read the same.
  companyInactive: "Your company's account is inactive. Please contact support to reactivate it.",
  membershipPending: 'Your company membership is waiting for approval.',
} as const;

const STATE_CHANGED = 'The current state has been changed. Please refresh this page.';

/**
 * The platform's codes and spec §8's catalogue; a feature declares its own in its
 * `<feature>.errors.ts`, and codegen merges them all (src/__generated__/errors.ts). Spec §8's
 * messages are exact; 501, 357, 405 and 371 are left unworded by the spec and worded here.
 */
export const platformErrors = {
  codes: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'PLAN_REQUIRED',
    'NOT_FOUND',
    'BAD_USER_INPUT',
    'CONFLICT',
    'UPSTREAM_UNAVAILABLE',
    // Idempotent writes (docs/idempotency.md): sent without an answer, still running, key reused.
    'OUTCOME_UNKNOWN',
    'OPERATION_IN_PROGRESS',
    'IDEMPOTENCY_KEY_REUSED',
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
    // Explorer met one of its limits (spec §1: freemium, limited): clients offer the upgrade (spec §4).
    'EXPLORER_LIMIT',
    // The identity service's failures (errors/identity.errors.ts: sign-in, MFA and password flows).
    'AUTHENTICATION_ERROR',
    'CODE_MISMATCH',
    'EXPIRED_CODE',
    'INVALID_PASSWORD',
    'PASSWORD_RESET_REQUIRED',
    'USER_NOT_CONFIRMED',
  ],
  userFixable: [
    'BAD_USER_INPUT',
    'USERNAME_EXISTS',
    'FILE_TOO_LARGE',
    'CONFLICT',
    // Fixed by upgrading: the client opens spec §4's Explorer modal with the api's words.
    'EXPLORER_LIMIT',
  ],
  catalogue: {
    '0': { code: 'SOMETHING_WENT_WRONG', message: GENERIC_MESSAGE },
    '110': { code: 'INCORRECT_CREDENTIALS', message: 'Incorrect username or password.' },
    '112': { code: 'USER_INACTIVE', message: 'User is disabled.' },
    '115': { code: 'ATTEMPT_LIMIT_EXCEEDED', message: 'Attempt limit exceeded, please try again after 60 minutes.' },
    '181': {
      code: 'CONTACT_FORM_DISABLED',
      message: 'The Contact Us Form is disabled and your request cannot be sent currently.',
    },
    '192': { code: 'PARTNER_NOTE_EXISTS', message: 'Your note has already existed on this partner company.' },
    '401': { code: 'UNAUTHENTICATED', message: STATE_CHANGED },
    SessionEnded: { code: 'UNAUTHENTICATED', message: 'Your session has ended. Please sign in again.' },
    '409': { code: 'CONFLICT', message: STATE_CHANGED },
    '504': { code: 'FILE_TOO_LARGE', message: 'File is too large.' },
    UsernameExistsException: { code: 'USERNAME_EXISTS', message: 'User with such email exists.' },
    NotAuthorizedException: { code: 'INCORRECT_CREDENTIALS', message: 'Incorrect username or password.' },
    Subscription_400: {
      code: 'SUBSCRIPTION_COMPANY_TYPE',
      message: "Your company type can't purchase this subscription.",
    },
    Subscription_351: {
      code: 'SUBSCRIPTION_ADMIN_ONLY',
      message: 'Only your company administrator can purchase subscription.',
    },
    '501': { code: 'SERVER_ERROR', message: 'The server could not complete your request. Please try again later.' },
    '357': {
      code: 'CARD_NOT_ADDED',
      message: 'Your card could not be added. Please check the details and try again.',
    },
    '405': { code: 'CARD_NOT_VALID', message: 'Your card is not valid. Please use another card.' },
    // The api words which case it is (e.g. the members feature: a member, or an open invitation).
    '371': { code: 'USER_ALREADY_ADDED', message: 'This user has already been added.', upstreamMessage: true },
    // The api's platform codes.
    '400': {
      code: 'BAD_USER_INPUT',
      message: 'Some of the information you entered is not valid.',
      upstreamMessage: true,
    },
    '403': { code: 'FORBIDDEN', message: MESSAGES.forbidden },
    '404': { code: 'NOT_FOUND', message: MESSAGES.notFound },
    CompanyInactive: { code: 'COMPANY_INACTIVE', message: MESSAGES.companyInactive, upstreamMessage: true },
    MembershipPending: { code: 'MEMBERSHIP_PENDING', message: MESSAGES.membershipPending, upstreamMessage: true },
    // Explorer met one of its limits: the api words which one (e.g. the compare list's size).
    ExplorerLimit: {
      code: 'EXPLORER_LIMIT',
      message: 'Explorer does not include this. Upgrade to Innovator.',
      upstreamMessage: true,
    },
    // The api's idempotent writes (api/src/modules/idempotency).
    IdempotencyInProgress: {
      code: 'OPERATION_IN_PROGRESS',
      message: 'This action is still being processed. Please try again in a moment.',
    },
    IdempotencyKeyReused: {
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request.',
    },
    // The api refused for overload (503 + Retry-After): answered as the bff's own SERVER_BUSY.
    ServerBusy: { code: 'SERVER_BUSY', message: MESSAGES.serverBusy },
    // A feature needs a plan (messaging, requests, responses): the api words which.
    SubscriptionRequired: {
      code: 'PLAN_REQUIRED',
      message: 'Starting a conversation needs a subscription. Choose a plan to contact companies.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
