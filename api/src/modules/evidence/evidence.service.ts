import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ApiError, notFound, validation } from '../../errors.js';
import type { EventBus } from '../../events/event-bus.js';
import { touchCompaniesForSearch } from '../company/index.js';
import { findCompanyDocument, markDocumentAsEvidence, recordDocumentAccess } from '../document/index.js';
import { notify, publishNotified } from '../notification/index.js';
import { users } from '../user/index.js';
import type { EvidenceActor } from './evidence.actors.js';
import { companyClaimFlags, type EvidenceRow, findEvidence } from './evidence.repository.js';
import { claimEvidence, type ProfileClaim } from './evidence.table.js';

export const CLAIM_NOT_MADE_MESSAGE = 'Turn on this claim in your profile before adding evidence.';
export const EVIDENCE_PENDING_MESSAGE = 'Evidence for this claim is already waiting for review.';
export const NOT_PENDING_MESSAGE = 'This evidence is no longer waiting for review. Refresh the list.';
export const DOCUMENT_NOT_FOUND_MESSAGE = "This document does not exist or is not one of your company's.";

/** The claims' words in notifications (the web has its own labels). */
const CLAIM_WORDS: Record<ProfileClaim, string> = {
  AUDITED_BY_FDA: 'audited by the FDA',
  MINORITY_OWNED: 'minority-owned',
  WOMEN_OWNED: 'women-owned',
  DISABILITY_OWNED: 'disability-owned',
};

const evidencePending = () =>
  new ApiError(409, 'EvidencePending', EVIDENCE_PENDING_MESSAGE, [
    { field: 'claim', message: EVIDENCE_PENDING_MESSAGE },
  ]);
const notPending = () => new ApiError(409, 'EvidenceNotPending', NOT_PENDING_MESSAGE);

export interface SubmitInput {
  companyId: number;
  claim: ProfileClaim;
  documentId: string;
}

/** A company admin submits one of the company's ready documents as evidence of a claim it makes. */
export async function submitEvidence(db: Db, actor: EvidenceActor, input: SubmitInput, at: Date): Promise<EvidenceRow> {
  const document = await findCompanyDocument(db, input.companyId, input.documentId);
  if (!document)
    throw new ApiError(404, 404, DOCUMENT_NOT_FOUND_MESSAGE, [
      { field: 'documentId', message: DOCUMENT_NOT_FOUND_MESSAGE },
    ]);
  const flags = await companyClaimFlags(db, input.companyId);
  if (!flags?.[input.claim]) throw validation('claim', CLAIM_NOT_MADE_MESSAGE);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(claimEvidence)
        .values({
          companyId: input.companyId,
          claim: input.claim,
          documentId: document.id,
          submittedBy: actor.userId,
          submittedAt: at,
        })
        .returning({ id: claimEvidence.id });
      if (!row) throw new Error('claim_evidence insert returned nothing');
      await markDocumentAsEvidence(tx, document.id, at);
      await recordDocumentAccess(tx, {
        companyId: input.companyId,
        documentId: document.id,
        documentName: document.name,
        action: 'EVIDENCE_SUBMITTED',
        ...actor,
        at,
      });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw evidencePending();
    throw error;
  }
  return (await findEvidence(db, id)) as EvidenceRow;
}

/** A company admin takes back a pending submission of their company (its document stays readable by the admin group only while other evidence uses it). */
export async function withdrawEvidence(db: Db, companyId: number, id: number): Promise<EvidenceRow> {
  const evidence = await findEvidence(db, id);
  if (evidence?.companyId !== companyId) throw notFound();
  if (evidence.status !== 'PENDING') throw notPending();
  await db.transaction(async (tx) => {
    await tx.delete(claimEvidence).where(and(eq(claimEvidence.id, id), eq(claimEvidence.status, 'PENDING')));
    if (evidence.documentId) {
      const [other] = await tx
        .select({ id: claimEvidence.id })
        .from(claimEvidence)
        .where(eq(claimEvidence.documentId, evidence.documentId))
        .limit(1);
      if (!other) await markDocumentAsEvidence(tx, evidence.documentId, null);
    }
  });
  return evidence;
}

export interface Decision {
  status: 'VERIFIED' | 'REJECTED';
  note: string | null;
}

/**
 * The admin group verifies or rejects pending evidence: the decision, its access-log entry in the
 * owner's log, the search index told, and the company's admins notified, in one transaction.
 */
export async function decideEvidence(
  db: Db,
  events: EventBus,
  actor: EvidenceActor,
  id: number,
  decision: Decision,
  at: Date,
): Promise<EvidenceRow> {
  const evidence = await findEvidence(db, id);
  if (!evidence) throw notFound();
  if (evidence.status !== 'PENDING') throw notPending();
  const notified = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(claimEvidence)
      .set({ status: decision.status, reviewedAt: at, reviewedBy: actor.userId, reviewNote: decision.note })
      .where(and(eq(claimEvidence.id, id), eq(claimEvidence.status, 'PENDING')))
      .returning({ id: claimEvidence.id });
    if (!updated) throw notPending();
    await recordDocumentAccess(tx, {
      companyId: evidence.companyId,
      documentId: evidence.documentId,
      documentName: evidence.documentName ?? 'Deleted document',
      action: decision.status === 'VERIFIED' ? 'EVIDENCE_VERIFIED' : 'EVIDENCE_REJECTED',
      ...actor,
      at,
    });
    await touchCompaniesForSearch(tx, [evidence.companyId]);
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, evidence.companyId), eq(users.role, 'COMPANY_ADMIN')));
    const word = decision.status === 'VERIFIED' ? 'verified' : 'rejected';
    return notify(
      tx,
      admins.map((admin) => ({
        userId: admin.id,
        kind: 'EVIDENCE_DECIDED',
        title: `Your evidence for "${CLAIM_WORDS[evidence.claim]}" was ${word}`,
        body: decision.note,
        link: '/dashboard',
        subjectKind: 'CLAIM_EVIDENCE',
        subjectId: evidence.id,
      })),
      at,
    );
  });
  publishNotified(events, notified);
  return (await findEvidence(db, id)) as EvidenceRow;
}
