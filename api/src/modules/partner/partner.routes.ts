import type { FastifyRequest } from 'fastify';
import { allQueries } from '../../db/all-queries.js';
import { requireUser } from '../../auth/auth.hooks.js';
import { forbidden } from '../../errors.js';
import { IdParams, NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { partnerPage } from './partner.queries.js';
import {
  AddPartnerBody,
  AddPartnerDto,
  ContractedPartnerDetailsDto,
  ContractedPartnerPage,
  LabelsBody,
  NoteBody,
  NoteUpdateBody,
  PARTNER_TEXT_LIMITS,
  PartnerLabelsDto,
  PartnerListQuery,
  PartnerNoteDto,
  PartnerParams,
  RatingBody,
} from './partner.schemas.js';
import {
  addPartner,
  createNote,
  deleteNote,
  notesOf,
  ownLabels,
  rate,
  ratingsOf,
  referenceLabels,
  removePartner,
  requirePartner,
  setLabels,
  updateNote,
} from './partner.service.js';
import type { PartnerCaller } from './partner.types.js';
import { Type } from 'typebox';

const tags = ['contracted-partners'];
const stars = 'must be a whole number of stars from 1 to 5';
const config = {
  auth: 'user' as const,
  fieldMessages: {
    body: `body must be 1 to ${PARTNER_TEXT_LIMITS.note} characters`,
    kind: 'kind must be one of GENERAL, CONTRACT, PERFORMANCE, COMPLIANCE',
    quality: `quality ${stars}`,
    timeliness: `timeliness ${stars}`,
    communication: `communication ${stars}`,
    value: `value ${stars}`,
    labels: 'labels must be at most 10 labels of 1 to 40 characters',
    q: `q must be at most ${PARTNER_TEXT_LIMITS.search} characters`,
  },
};

/** The caller as the partner rules need them; a user without a company has no partners (403). */
function partnerCaller(request: FastifyRequest): PartnerCaller {
  const { user } = requireUser(request);
  if (user.companyId === null) throw forbidden();
  return { userId: user.id, companyId: user.companyId, companyAdmin: user.role === 'COMPANY_ADMIN' };
}

const base = '/v1/contracted-partners';

/** Contracted partners of the caller's company (docs/contracted-partners.md): all scoped to it, by id too. */
export async function partnerRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;
  const details = async (caller: PartnerCaller, partnerId: number) => {
    const partner = await requirePartner(db, caller, partnerId);
    const [notes, ratings] = await allQueries(db, [
      () => notesOf(db, caller, partnerId),
      () => ratingsOf(db, caller, partnerId),
    ]);
    return { partner, notes, ratings, myRating: ratings.find((r) => r.user.userId === caller.userId) ?? null };
  };
  const detailsResponse = { 200: ContractedPartnerDetailsDto };

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "A page of the caller company's partners (sort name, addedAt or rating; name by default)",
        querystring: PartnerListQuery,
        response: { 200: ContractedPartnerPage },
      },
    },
    async (request) => partnerPage(db, partnerCaller(request).companyId, request.query),
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Record a company as a contracted partner (idempotent: created says whether it is new)',
        description: 'The caller company itself: 400 at partnerCompanyId. An unknown or inactive company: 404.',
        body: AddPartnerBody,
        response: { 200: AddPartnerDto },
      },
    },
    async (request) => addPartner(db, partnerCaller(request), request.body.partnerCompanyId, clock.now()),
  );

  app.get(
    `${base}/labels`,
    {
      config,
      schema: {
        tags,
        summary: "The labels a partner may take: COMPANY_LABELS names and the company's own in use",
        response: { 200: PartnerLabelsDto },
      },
    },
    async (request) => {
      const caller = partnerCaller(request);
      return { reference: await referenceLabels(db), own: await ownLabels(db, caller.companyId) };
    },
  );

  app.get(
    `${base}/:companyId`,
    {
      config,
      schema: {
        tags,
        summary: 'A partner with its notes and ratings (404 when it is not a partner of the caller company)',
        params: PartnerParams,
        response: detailsResponse,
      },
    },
    async (request) => details(partnerCaller(request), request.params.companyId),
  );

  app.delete(
    `${base}/:companyId`,
    {
      config,
      schema: {
        tags,
        summary: 'Remove a partner with its labels, notes and ratings',
        params: PartnerParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await removePartner(db, partnerCaller(request), request.params.companyId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    `${base}/:companyId/labels`,
    {
      config,
      schema: {
        tags,
        summary: "Set a partner's labels (at most 10; reference names or own words of 1 to 40 characters)",
        params: PartnerParams,
        body: LabelsBody,
        response: detailsResponse,
      },
    },
    async (request) => {
      const caller = partnerCaller(request);
      await setLabels(db, caller, request.params.companyId, request.body.labels);
      return details(caller, request.params.companyId);
    },
  );

  app.put(
    `${base}/:companyId/rating`,
    {
      config,
      schema: {
        tags,
        summary: "Set the caller's rating of a partner: four criteria of 1 to 5 stars",
        params: PartnerParams,
        body: RatingBody,
        response: detailsResponse,
      },
    },
    async (request) => {
      const caller = partnerCaller(request);
      await rate(db, caller, request.params.companyId, request.body, clock.now());
      return details(caller, request.params.companyId);
    },
  );

  app.get(
    `${base}/:companyId/notes`,
    {
      config,
      schema: {
        tags,
        summary: "A partner's notes, newest first",
        params: PartnerParams,
        response: { 200: Type.Array(PartnerNoteDto) },
      },
    },
    async (request) => {
      const caller = partnerCaller(request);
      await requirePartner(db, caller, request.params.companyId);
      return notesOf(db, caller, request.params.companyId);
    },
  );

  app.post(
    `${base}/:companyId/notes`,
    {
      config,
      schema: {
        tags,
        summary: 'Write a note on a partner (one per author and kind: a second answers 409, code 192)',
        params: PartnerParams,
        body: NoteBody,
        response: { 200: PartnerNoteDto },
      },
    },
    async (request) => createNote(db, partnerCaller(request), request.params.companyId, request.body, clock.now()),
  );

  app.patch(
    `${base}/notes/:id`,
    {
      config,
      schema: {
        tags,
        summary: "Edit the caller's own note",
        params: IdParams,
        body: NoteUpdateBody,
        response: { 200: PartnerNoteDto },
      },
    },
    async (request) => updateNote(db, partnerCaller(request), request.params.id, request.body.body, clock.now()),
  );

  app.delete(
    `${base}/notes/:id`,
    {
      config,
      schema: {
        tags,
        summary: "Delete a note: the caller's own, or any of the company's for a company admin",
        description: 'Answers the note as it was (its partnerCompanyId names the partner to read again).',
        params: IdParams,
        response: { 200: PartnerNoteDto },
      },
    },
    async (request) => deleteNote(db, partnerCaller(request), request.params.id),
  );
}
