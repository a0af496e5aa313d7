import { GENERIC_MESSAGE, MESSAGES, type ErrorCode } from './error.codes.js';

export interface CatalogueEntry {
  code: ErrorCode;
  message: string;
  /**
   * Use the api's own message when it sends one: these are user-facing texts the api words
   * (validation details, company state); `message` is the fallback.
   */
  upstreamMessage?: true;
}

const STATE_CHANGED = 'The current state has been changed. Please refresh this page.';

/**
 * The one table from upstream codes (the api's `{ code }` bodies and the identity service's
 * exception names) to what the client sees. Spec §8's messages are exact; 501, 357, 405 and 371
 * are left unworded by the spec and worded here.
 */
export const CATALOGUE: Readonly<Record<string, CatalogueEntry>> = {
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
  // Partner API keys (docs/api-keys.md): the api words why a key is refused.
  ApiKeyInvalid: {
    code: 'UNAUTHENTICATED',
    message: 'This API key is not valid: it was revoked, it expired, or it was never issued.',
    upstreamMessage: true,
  },
  ApiKeyOwnerUnusable: {
    code: 'UNAUTHENTICATED',
    message: "This API key's owner can no longer use it. Ask a company admin for a new key.",
    upstreamMessage: true,
  },
  ApiKeyReadOnly: { code: 'FORBIDDEN', message: 'This API key is read-only: it cannot change anything.' },
  ApiKeyLimit: {
    code: 'CONFLICT',
    message: 'Your company has as many active API keys as it may. Revoke one it no longer uses first.',
    upstreamMessage: true,
  },
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
  '357': { code: 'CARD_NOT_ADDED', message: 'Your card could not be added. Please check the details and try again.' },
  '405': { code: 'CARD_NOT_VALID', message: 'Your card is not valid. Please use another card.' },
  '371': { code: 'USER_ALREADY_ADDED', message: 'This user has already been added.' },
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
  NotBusinessEmail: {
    code: 'NOT_BUSINESS_EMAIL',
    message: 'Please use your business email address.',
    upstreamMessage: true,
  },
  InvalidVerificationCode: {
    code: 'INVALID_VERIFICATION_CODE',
    message: 'The verification code is invalid or has expired.',
    upstreamMessage: true,
  },
  // The subscription domain's conflicts: the api words them.
  AlreadySubscribed: {
    code: 'CONFLICT',
    message: 'Your company already has this subscription.',
    upstreamMessage: true,
  },
  InnovatorActive: {
    code: 'CONFLICT',
    message: 'Your company already has an active Innovator subscription. Cancel it first.',
    upstreamMessage: true,
  },
  SubscriptionBusy: {
    code: 'CONFLICT',
    message: 'Another change to this subscription is in progress. Please try again in a moment.',
    upstreamMessage: true,
  },
  // Explorer met one of its limits: the api words which one (e.g. the compare list's size).
  ExplorerLimit: {
    code: 'EXPLORER_LIMIT',
    message: 'Explorer does not include this. Upgrade to Innovator.',
    upstreamMessage: true,
  },
  // Messaging: the api words each refusal for the sender (docs/messaging.md).
  MessageFlood: {
    code: 'MESSAGE_FLOOD',
    message: 'You are sending messages too quickly. Wait a minute, then send again.',
    upstreamMessage: true,
  },
  NotContactable: {
    code: 'NOT_CONTACTABLE',
    message: 'This company cannot be contacted on Trialbridge right now.',
    upstreamMessage: true,
  },
  ReplyNotAllowed: {
    code: 'REPLY_NOT_ALLOWED',
    message: 'You cannot reply in this conversation.',
    upstreamMessage: true,
  },
  SubscriptionRequired: {
    code: 'PLAN_REQUIRED',
    message: 'Starting a conversation needs a subscription. Choose a plan to contact companies.',
    upstreamMessage: true,
  },
  // Requests' responses and questions: the api words each conflict for the user (proposals feature).
  AlreadyResponded: {
    code: 'CONFLICT',
    message: 'Your company has already responded to this request.',
    upstreamMessage: true,
  },
  NotAcceptingResponses: {
    code: 'CONFLICT',
    message: 'This request no longer accepts responses.',
    upstreamMessage: true,
  },
  OwnRequest: { code: 'CONFLICT', message: 'This is your company’s own request.', upstreamMessage: true },
  AlreadyAnswered: { code: 'CONFLICT', message: 'This question has already been answered.', upstreamMessage: true },
  AwardNotAllowed: {
    code: 'CONFLICT',
    message: 'Only an open or closed request can be awarded.',
    upstreamMessage: true,
  },
  ResponseLocked: { code: 'CONFLICT', message: 'This response can no longer change.', upstreamMessage: true },
  CompanyDomainMismatch: {
    code: 'COMPANY_DOMAIN_MISMATCH',
    message: 'To claim this company, use an email address at its own domain.',
    upstreamMessage: true,
  },
};

/** The entry for an upstream code; unknown codes get code 0's entry. */
export function catalogueEntry(upstreamCode: string | number | undefined): CatalogueEntry {
  const key = upstreamCode === undefined ? '0' : String(upstreamCode);
  // hasOwn: codes come from the network, so never read inherited keys such as 'constructor'.
  return (Object.hasOwn(CATALOGUE, key) ? CATALOGUE[key] : CATALOGUE['0']) as CatalogueEntry;
}
