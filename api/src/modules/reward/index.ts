/**
 * What other modules may use of the reward module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { referralCodes, referralRewards, referrals } from './reward.table.js';
