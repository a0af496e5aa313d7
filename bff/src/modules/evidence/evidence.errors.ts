import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Evidence refusals the user can act on (docs/evidence.md): their words come from the api. */
export const evidenceErrors = {
  codes: ['EVIDENCE_PENDING', 'EVIDENCE_NOT_PENDING'],
  // Wait for the review (or withdraw it); refresh the list.
  userFixable: ['EVIDENCE_PENDING', 'EVIDENCE_NOT_PENDING'],
  catalogue: {
    EvidencePending: {
      code: 'EVIDENCE_PENDING',
      message: 'Evidence for this claim is already waiting for review.',
      upstreamMessage: true,
    },
    EvidenceNotPending: {
      code: 'EVIDENCE_NOT_PENDING',
      message: 'This evidence is no longer waiting for review. Refresh the list.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
