import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { adminGroupActor, companyAdminActor } from './evidence.actors.js';
import { companyEvidence, evidenceDto } from './evidence.dto.js';
import { pendingEvidence, verifiedClaims } from './evidence.repository.js';
import {
  ClaimEvidenceDto,
  CompanyEvidenceDto,
  EVIDENCE_TEXT_LIMITS,
  PendingEvidenceQuery,
  RejectEvidenceBody,
  SubmitEvidenceBody,
  VerifiedClaimsDto,
  VerifiedQuery,
  VerifyEvidenceBody,
} from './evidence.schemas.js';
import { decideEvidence, submitEvidence, withdrawEvidence } from './evidence.service.js';
import { Page } from '../../http/paging.js';
import { requiredText } from '../../errors.js';

const tags = ['evidence'];
const user = { auth: 'user' as const };
const admin = {
  auth: 'admin' as const,
  fieldMessages: { note: `note must be 1 to ${EVIDENCE_TEXT_LIMITS.reviewNote} characters` },
};

/** Evidence of profile claims (docs/evidence.md): company admins submit, the admin group decides, anyone reads the verified claims. */
export async function evidenceRoutes(app: ApiInstance): Promise<void> {
  const { db, clock, events } = app.deps;

  app.get(
    '/v1/evidence',
    {
      config: user,
      schema: {
        tags,
        summary: "The caller's company's four claims with their latest evidence (company admins)",
        response: { 200: CompanyEvidenceDto },
      },
    },
    async (request) => companyEvidence(db, (await companyAdminActor(db, request)).companyId),
  );

  app.post(
    '/v1/evidence',
    {
      config: user,
      schema: {
        tags,
        summary: 'Submit one of the company documents as evidence of a claim the company makes (company admins)',
        description:
          "404 when the document is not one of the company's ready documents; 400 when the claim's flag is off; 409 EvidencePending when one waits for review already.",
        body: SubmitEvidenceBody,
        response: { 201: ClaimEvidenceDto },
      },
    },
    async (request, reply) => {
      const { companyId, ...actor } = await companyAdminActor(db, request);
      const row = await submitEvidence(db, actor, { companyId, ...request.body }, clock.now());
      return reply.code(201).send(evidenceDto(row));
    },
  );

  app.delete(
    '/v1/evidence/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Withdraw a pending submission of the company (company admins); 409 EvidenceNotPending once decided',
        description: 'Answers the evidence as it was before it was removed.',
        params: IdParams,
        response: { 200: ClaimEvidenceDto },
      },
    },
    async (request) => {
      const { companyId } = await companyAdminActor(db, request);
      return evidenceDto(await withdrawEvidence(db, companyId, request.params.id));
    },
  );

  app.get(
    '/v1/evidence/verified',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The verified claims of these companies, with their dates (public, like the flags)',
        querystring: VerifiedQuery,
        response: { 200: VerifiedClaimsDto },
      },
    },
    async (request) => {
      const verified = await verifiedClaims(db, request.query.companyIds);
      return {
        companies: request.query.companyIds.map((companyId) => ({
          companyId,
          claims: (verified.get(companyId) ?? []).map((c) => ({
            claim: c.claim,
            verifiedAt: c.verifiedAt.toISOString(),
          })),
        })),
      };
    },
  );

  app.get(
    '/v1/admin/evidence',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Evidence waiting for review, of every company, oldest first (admin group)',
        querystring: PendingEvidenceQuery,
        response: { 200: Page(ClaimEvidenceDto, 'A page of pending evidence.') },
      },
    },
    async (request) => {
      const page = await pendingEvidence(db, request.query.page ?? 0, request.query.size ?? 10);
      return { ...page, content: page.content.map(evidenceDto) };
    },
  );

  app.post(
    '/v1/admin/evidence/:id/verify',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Verify pending evidence (admin group); 409 EvidenceNotPending once decided',
        params: IdParams,
        body: VerifyEvidenceBody,
        response: { 200: ClaimEvidenceDto },
      },
    },
    async (request) => {
      const actor = await adminGroupActor(db, request);
      const row = await decideEvidence(
        db,
        events,
        actor,
        request.params.id,
        { status: 'VERIFIED', note: null },
        clock.now(),
      );
      return evidenceDto(row);
    },
  );

  app.post(
    '/v1/admin/evidence/:id/reject',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary:
          'Reject pending evidence with a note for the company (admin group); 409 EvidenceNotPending once decided',
        params: IdParams,
        body: RejectEvidenceBody,
        response: { 200: ClaimEvidenceDto },
      },
    },
    async (request) => {
      const note = requiredText('note', request.body.note);
      const actor = await adminGroupActor(db, request);
      const row = await decideEvidence(db, events, actor, request.params.id, { status: 'REJECTED', note }, clock.now());
      return evidenceDto(row);
    },
  );
}
