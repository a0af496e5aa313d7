/** What other modules (and tests) may use of the idempotency module. */
export { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './idempotency.hooks.js';
