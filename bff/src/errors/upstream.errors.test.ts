import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './error.catalogue.js';
import { ERROR_CODES } from './error.codes.js';
import { mapUpstreamError, upstreamUnavailable } from './upstream.errors.js';

const STATE_CHANGED = 'The current state has been changed. Please refresh this page.';

// [status, body, expected code, expected message, expected upstreamCode (none for transport failures)]
const table: [number, unknown, string, string, string | number | undefined][] = [
  [500, { code: 0 }, 'SOMETHING_WENT_WRONG', 'Something went wrong.', 0],
  [401, { code: 110 }, 'INCORRECT_CREDENTIALS', 'Incorrect username or password.', 110],
  [403, { code: 112, message: 'User is disabled.' }, 'USER_INACTIVE', 'User is disabled.', 112],
  [429, { code: 115 }, 'ATTEMPT_LIMIT_EXCEEDED', 'Attempt limit exceeded, please try again after 60 minutes.', 115],
  [
    400,
    { code: 181 },
    'CONTACT_FORM_DISABLED',
    'The Contact Us Form is disabled and your request cannot be sent currently.',
    181,
  ],
  [409, { code: 192 }, 'PARTNER_NOTE_EXISTS', 'Your note has already existed on this partner company.', 192],
  [401, { code: 401 }, 'UNAUTHENTICATED', STATE_CHANGED, 401],
  [401, { code: 'ApiKeyInvalid', message: 'Key words.' }, 'UNAUTHENTICATED', 'Key words.', 'ApiKeyInvalid'],
  [
    401,
    { code: 'ApiKeyOwnerUnusable', message: 'Owner words.' },
    'UNAUTHENTICATED',
    'Owner words.',
    'ApiKeyOwnerUnusable',
  ],
  [
    403,
    { code: 'ApiKeyReadOnly' },
    'FORBIDDEN',
    'This API key is read-only: it cannot change anything.',
    'ApiKeyReadOnly',
  ],
  [409, { code: 'ApiKeyLimit', message: 'Limit words.' }, 'CONFLICT', 'Limit words.', 'ApiKeyLimit'],
  [409, { code: 409, message: 'row version 3 != 4' }, 'CONFLICT', STATE_CHANGED, 409],
  [413, { code: 504 }, 'FILE_TOO_LARGE', 'File is too large.', 504],
  [
    400,
    { code: 'UsernameExistsException' },
    'USERNAME_EXISTS',
    'User with such email exists.',
    'UsernameExistsException',
  ],
  [
    400,
    { code: 'NotAuthorizedException' },
    'INCORRECT_CREDENTIALS',
    'Incorrect username or password.',
    'NotAuthorizedException',
  ],
  [
    400,
    { code: 'Subscription_400' },
    'SUBSCRIPTION_COMPANY_TYPE',
    "Your company type can't purchase this subscription.",
    'Subscription_400',
  ],
  [
    403,
    { code: 'Subscription_351' },
    'SUBSCRIPTION_ADMIN_ONLY',
    'Only your company administrator can purchase subscription.',
    'Subscription_351',
  ],
  [
    500,
    { code: 501, message: 'NullPointerException at Foo.java:12' },
    'SERVER_ERROR',
    'The server could not complete your request. Please try again later.',
    501,
  ],
  [400, { code: 357 }, 'CARD_NOT_ADDED', 'Your card could not be added. Please check the details and try again.', 357],
  [400, { code: 405 }, 'CARD_NOT_VALID', 'Your card is not valid. Please use another card.', 405],
  [409, { code: 371 }, 'USER_ALREADY_ADDED', 'This user has already been added.', 371],
  [400, { code: 400, message: 'Email is not valid.' }, 'BAD_USER_INPUT', 'Email is not valid.', 400],
  [400, { code: 400 }, 'BAD_USER_INPUT', 'Some of the information you entered is not valid.', 400],
  [
    403,
    { code: 403, message: 'role check failed in guard X' },
    'FORBIDDEN',
    "You don't have permissions to do this.",
    403,
  ],
  [404, { code: 404, message: 'no row in table users' }, 'NOT_FOUND', 'The requested item was not found.', 404],
  [
    401,
    { code: 'SessionEnded', message: 'internal: row revoked' },
    'UNAUTHENTICATED',
    'Your session has ended. Please sign in again.',
    'SessionEnded',
  ],
  [
    403,
    { code: 'CompanyInactive', message: 'Company deactivated by support.' },
    'COMPANY_INACTIVE',
    'Company deactivated by support.',
    'CompanyInactive',
  ],
  [
    403,
    { code: 'CompanyInactive' },
    'COMPANY_INACTIVE',
    "Your company's account is inactive. Please contact support to reactivate it.",
    'CompanyInactive',
  ],
  [
    403,
    { code: 'MembershipPending', message: 'Waiting for your company admin.' },
    'MEMBERSHIP_PENDING',
    'Waiting for your company admin.',
    'MembershipPending',
  ],
  [
    400,
    { code: 'NotBusinessEmail', message: 'Use your work email.' },
    'NOT_BUSINESS_EMAIL',
    'Use your work email.',
    'NotBusinessEmail',
  ],
  [
    400,
    { code: 'InvalidVerificationCode' },
    'INVALID_VERIFICATION_CODE',
    'The verification code is invalid or has expired.',
    'InvalidVerificationCode',
  ],
  [
    400,
    { code: 'CompanyDomainMismatch', message: 'Use your own domain.' },
    'COMPANY_DOMAIN_MISMATCH',
    'Use your own domain.',
    'CompanyDomainMismatch',
  ],
  [409, { code: 'AlreadySubscribed' }, 'CONFLICT', 'Your company already has this subscription.', 'AlreadySubscribed'],
  [
    409,
    { code: 'InnovatorActive', message: 'Cancel the Innovator plan first.' },
    'CONFLICT',
    'Cancel the Innovator plan first.',
    'InnovatorActive',
  ],
  [
    409,
    { code: 'SubscriptionBusy' },
    'CONFLICT',
    'Another change to this subscription is in progress. Please try again in a moment.',
    'SubscriptionBusy',
  ],
  [
    403,
    { code: 'ExplorerLimit', message: 'Explorer compares up to 2 companies at a time.' },
    'EXPLORER_LIMIT',
    'Explorer compares up to 2 companies at a time.',
    'ExplorerLimit',
  ],
  [
    403,
    { code: 'ExplorerLimit' },
    'EXPLORER_LIMIT',
    'Explorer does not include this. Upgrade to Innovator.',
    'ExplorerLimit',
  ],
  // Messaging: the api's own words, or the catalogue's when it sends none.
  [
    429,
    { code: 'MessageFlood' },
    'MESSAGE_FLOOD',
    'You are sending messages too quickly. Wait a minute, then send again.',
    'MessageFlood',
  ],
  [
    409,
    { code: 'NotContactable', message: 'Nobody at Orion has claimed this profile yet.' },
    'NOT_CONTACTABLE',
    'Nobody at Orion has claimed this profile yet.',
    'NotContactable',
  ],
  [403, { code: 'ReplyNotAllowed' }, 'REPLY_NOT_ALLOWED', 'You cannot reply in this conversation.', 'ReplyNotAllowed'],
  [
    403,
    { code: 'SubscriptionRequired' },
    'PLAN_REQUIRED',
    'Starting a conversation needs a subscription. Choose a plan to contact companies.',
    'SubscriptionRequired',
  ],
  // Requests' responses and questions (proposals): conflicts the api words.
  [
    409,
    { code: 'AlreadyResponded' },
    'CONFLICT',
    'Your company has already responded to this request.',
    'AlreadyResponded',
  ],
  [
    409,
    { code: 'NotAcceptingResponses', message: 'This request no longer accepts questions.' },
    'CONFLICT',
    'This request no longer accepts questions.',
    'NotAcceptingResponses',
  ],
  [409, { code: 'OwnRequest' }, 'CONFLICT', 'This is your company’s own request.', 'OwnRequest'],
  [409, { code: 'AlreadyAnswered' }, 'CONFLICT', 'This question has already been answered.', 'AlreadyAnswered'],
  [409, { code: 'AwardNotAllowed' }, 'CONFLICT', 'Only an open or closed request can be awarded.', 'AwardNotAllowed'],
  [409, { code: 'ResponseLocked' }, 'CONFLICT', 'This response can no longer change.', 'ResponseLocked'],
  // Unknown codes and code-less bodies.
  [418, { code: 'Teapot', message: 'internal detail' }, 'SOMETHING_WENT_WRONG', 'Something went wrong.', 'Teapot'],
  [400, { code: 'constructor' }, 'SOMETHING_WENT_WRONG', 'Something went wrong.', 'constructor'],
  [404, '<html>not found</html>', 'NOT_FOUND', 'The requested item was not found.', 404],
  [500, 'stack trace here', 'SOMETHING_WENT_WRONG', 'Something went wrong.', 0],
  [
    503,
    undefined,
    'UPSTREAM_UNAVAILABLE',
    'The service is temporarily unavailable. Please try again in a moment.',
    undefined,
  ],
  [
    504,
    { error: 'gateway' },
    'UPSTREAM_UNAVAILABLE',
    'The service is temporarily unavailable. Please try again in a moment.',
    undefined,
  ],
];

describe('mapUpstreamError', () => {
  it.each(table)(
    'maps status %i body %j to %s when the api answers it',
    (status, body, code, message, upstreamCode) => {
      const error = mapUpstreamError({ status, body });
      expect(error.message).toBe(message);
      expect(error.extensions.code).toBe(code);
      expect(error.extensions.upstreamCode).toBe(upstreamCode);
    },
  );

  it('covers every catalogue entry when the table is complete', () => {
    const tested = new Set(
      table.map(([, body]) => (typeof body === 'object' && body && 'code' in body ? String(body.code) : '')),
    );
    expect(Object.keys(CATALOGUE).filter((key) => !tested.has(key))).toEqual([]);
    for (const entry of Object.values(CATALOGUE)) expect(ERROR_CODES).toContain(entry.code);
  });
});

describe('upstreamUnavailable', () => {
  it('keeps the transport code for the logs but never in what the client receives', () => {
    const error = upstreamUnavailable('ECONNREFUSED');
    expect(error.detail).toBe('ECONNREFUSED');
    expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(JSON.stringify(error.toJSON())).not.toContain('ECONNREFUSED');
  });

  it('keeps a gateway status out of the extensions when the api answers 502 without a body', () => {
    const error = mapUpstreamError({ status: 502, body: undefined });
    expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(error.detail).toBe(502);
  });
});
