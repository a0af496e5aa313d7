import { describe, expect, it } from 'vitest';
import { itMapsEveryRow, type UpstreamRow } from '../testing/catalogue.rows.js';
import { CATALOGUE } from './error.catalogue.js';
import { ERROR_CODES } from './error.codes.js';
import { platformErrors } from './platform.errors.js';
import { mapUpstreamError, upstreamUnavailable } from './upstream.errors.js';

const STATE_CHANGED = 'The current state has been changed. Please refresh this page.';

// Spec §8's and the platform's entries (each feature tests its own in <feature>.errors.test.ts), and
// codes no one declares.
const table: UpstreamRow[] = [
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
  // A feature needs a plan: the catalogue's words when the api sends none.
  [
    403,
    { code: 'SubscriptionRequired' },
    'PLAN_REQUIRED',
    'Starting a conversation needs a subscription. Choose a plan to contact companies.',
    'SubscriptionRequired',
  ],
  // Idempotent writes: the first is still running; the key was used for another request.
  [
    409,
    { code: 'IdempotencyInProgress', message: 'internal' },
    'OPERATION_IN_PROGRESS',
    'This action is still being processed. Please try again in a moment.',
    'IdempotencyInProgress',
  ],
  [
    422,
    { code: 'IdempotencyKeyReused' },
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different request.',
    'IdempotencyKeyReused',
  ],
  // The api refused for overload: the bff's own busy answer, not an outage.
  [
    503,
    { code: 'ServerBusy', message: 'busy' },
    'SERVER_BUSY',
    'The service is busy. Please try again in a moment.',
    'ServerBusy',
  ],
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
  itMapsEveryRow(platformErrors, table);

  it('answers only codes the error table holds', () => {
    for (const entry of Object.values(CATALOGUE)) expect(ERROR_CODES).toContain(entry.code);
  });
});

describe('the api refusing for overload', () => {
  it('answers 503 with the Retry-After of the api when the api answers ServerBusy', () => {
    const error = mapUpstreamError({ status: 503, body: { code: 'ServerBusy' }, retryAfter: '3' });
    const http = error.extensions.http as { status: number; headers: Map<string, string> };
    expect(http.status).toBe(503);
    expect([...http.headers]).toEqual([['retry-after', '3']]);
  });

  it('answers Retry-After 1 when the api sent none', () => {
    const error = mapUpstreamError({ status: 503, body: { code: 'ServerBusy' } });
    expect((error.extensions.http as { headers: Map<string, string> }).headers.get('retry-after')).toBe('1');
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
