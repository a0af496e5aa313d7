/** What other modules may use of the evidence module: they import nothing else of it. */
export { claimEvidence, type EvidenceStatus, type ProfileClaim } from './evidence.table.js';
