/** The admin group's queue of evidence waiting for review (docs/evidence.md). */
export const EVIDENCE_REVIEW_PATH = '/admin/evidence';
