/**
 * What other modules may use of the messaging module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { EXPLORER_MONTHLY_REACH_OUTS, monthStartUtc, subscriptionRequired } from './messaging.limits.js';
export { activeMemberIds } from './messaging.people.js';
export { NamedPage } from './messaging.schemas.js';
export { insertSeedThreads, type SeedPerson, type SeedThread } from './seed/seed-threads.js';
export { lockAuthorAndCheckFlood, publishSent, requiredText, writeMessage } from './messaging.service.js';
export { messageThreads } from './messaging.table.js';
export { startPersonThreads } from './person-threads.js';

// For other modules' tests only (fixtures and tables they check).
export { messages, threadParticipants, threadUserStates } from './messaging.table.js';
