/**
 * What other modules may use of the messaging module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { monthStartUtc, subscriptionRequired } from './messaging.limits.js';
export { activeMemberIds } from './messaging.people.js';
export { NamedPage } from './messaging.schemas.js';
export { insertSeedThreads, type SeedPerson, type SeedThread } from './seed/seed-threads.js';
export { lockAuthorAndCheckFlood, publishSent, requiredText, writeMessage } from './messaging.service.js';
export { messageThreads } from './messaging.table.js';

// For other modules' tests only (fixtures and tables they check).
export { EXPLORER_MONTHLY_REACH_OUTS } from './messaging.limits.js';
export { messages, threadParticipants, threadUserStates } from './messaging.table.js';
