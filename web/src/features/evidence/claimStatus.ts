import type { EvidenceStatus } from '../../__generated__/graphql';
import { formatDate } from '../../shared/format/dates';

export interface ClaimRowState {
  made: boolean;
  verifiedAt?: string | null;
  latest?: { status: EvidenceStatus; reviewedAt?: string | null; reviewNote?: string | null } | null;
}

/** Where a claim stands, in words: Not submitted / Waiting for review / Verified on … / Rejected: note. */
export function claimStatusText({ made, verifiedAt, latest }: ClaimRowState): string {
  if (latest?.status === 'PENDING')
    return verifiedAt ? `Waiting for review (verified on ${formatDate(verifiedAt)} until then)` : 'Waiting for review';
  if (verifiedAt) return `Verified on ${formatDate(verifiedAt)}`;
  if (latest?.status === 'VERIFIED')
    return `Verified on ${formatDate(latest.reviewedAt)}, not shown while the claim is off in your profile`;
  if (latest?.status === 'REJECTED') return `Rejected: ${latest.reviewNote ?? 'no reason given'}`;
  return made ? 'Not submitted' : 'Not claimed in your profile';
}

/** Evidence can be added for a claim the profile makes, unless some already waits for review. */
export const canAddEvidence = ({ made, latest }: ClaimRowState): boolean => made && latest?.status !== 'PENDING';
