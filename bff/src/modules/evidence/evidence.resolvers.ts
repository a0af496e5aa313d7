import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom, type UserErrorDto } from '../../errors/user.errors.js';
import { parseId } from '../../rest/rest.ids.js';
import { clampPaging } from '../../rest/rest.query.js';
import type { ClaimEvidenceDto } from './evidence.api.js';

export const DOCUMENT_NOT_FOUND = "This document does not exist or is not one of your company's.";
export const EVIDENCE_NOT_FOUND = 'This evidence does not exist or was withdrawn.';

/** A refusal the user can act on, in the payload: a missing document or evidence at its field. */
function refusal(error: unknown, notFoundField: 'documentId' | 'id'): UserErrorDto[] {
  if (error instanceof AppError && error.code === 'NOT_FOUND') {
    const message = notFoundField === 'documentId' ? DOCUMENT_NOT_FOUND : EVIDENCE_NOT_FOUND;
    return [userError('NOT_FOUND', message, notFoundField)];
  }
  return userErrorsFrom(error, { codeFields: { EVIDENCE_PENDING: 'claim' } });
}

async function change(
  run: () => Promise<ClaimEvidenceDto>,
  notFoundField: 'documentId' | 'id',
): Promise<{ evidence: ClaimEvidenceDto | null; errors: UserErrorDto[] }> {
  try {
    return { evidence: await run(), errors: [] };
  } catch (error) {
    return { evidence: null, errors: refusal(error, notFoundField) };
  }
}

/** An evidence id argument: a malformed one is simply not found. */
const evidenceId = (id: string): number => {
  const parsed = parseId(id);
  if (parsed === null) throw new AppError('NOT_FOUND', EVIDENCE_NOT_FOUND);
  return parsed;
};

export const evidenceResolvers: Resolvers = {
  Query: {
    companyEvidence: async (_parent, _args, ctx) => (await ctx.api.evidence.companyEvidence()).claims,
    pendingEvidence: (_parent, { page }, ctx) =>
      ctx.api.evidence.pending(clampPaging({ page: page?.page, size: page?.size })),
  },
  Mutation: {
    submitClaimEvidence: (_parent, { claim, documentId }, ctx) =>
      change(() => ctx.api.evidence.submit(claim, documentId), 'documentId'),
    withdrawClaimEvidence: (_parent, { id }, ctx) => change(() => ctx.api.evidence.withdraw(evidenceId(id)), 'id'),
    verifyClaimEvidence: (_parent, { id }, ctx) => change(() => ctx.api.evidence.verify(evidenceId(id)), 'id'),
    rejectClaimEvidence: (_parent, { id, note }, ctx) =>
      change(() => ctx.api.evidence.reject(evidenceId(id), note), 'id'),
  },
  Company: {
    verifiedClaims: (company, _args, ctx) => ctx.loaders.verifiedClaims.load(company.id),
  },
  ClaimEvidence: {
    id: (evidence) => String(evidence.id),
    companyId: (evidence) => String(evidence.companyId),
    downloadPath: (evidence) =>
      evidence.documentId ? `/documents/${encodeURIComponent(evidence.documentId)}/download` : null,
  },
  ClaimEvidencePage: {
    items: (page) => page.content,
  },
};
