// What other features may import of the evidence feature (docs/evidence.md).
export { EVIDENCE_REVIEW_PATH } from './evidenceUrls';
export { ClaimFacts, VerifiedClaimsFragment } from './components/VerifiedClaimMark';
export type { ClaimFactsProps } from './components/VerifiedClaimMark';
export { VerifiedClaimsCard } from './components/VerifiedClaimsCard';
