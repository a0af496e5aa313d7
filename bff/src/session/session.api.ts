import type { RestClient } from '../rest/rest.client.js';
import type { RequestBody } from '../rest/rest.contract.js';

type RenewReason = NonNullable<RequestBody<'post', '/sessions/current/renew'>>['reason'];

/** The api's server-side sessions (the record every cookie session names; see api session module). */
export function createSessionApi(rest: RestClient) {
  return {
    /** Starts the record for tokens just obtained (call with `restAs` those tokens). */
    start: (rememberMe: boolean) => rest.post('/sessions', { operation: 'startSession', body: { rememberMe } }),
    /** Answers only while the session named by the request's credentials is open (else SessionEnded). */
    current: () => rest.get('/sessions/current', { operation: 'getSession' }),
    end: () => rest.delete('/sessions/current', { operation: 'endSession' }),
    /** Ends every session of the identity, copies of this one included, and starts this browser's next one. */
    renew: (reason: RenewReason) =>
      rest.post('/sessions/current/renew', { operation: 'renewSession', body: { reason } }),
  };
}
