/** What other modules may use of the challenge module: they import nothing else of it. */
export { challenges, type ChallengeRow, type ChallengeStatus } from './challenge.table.js';
