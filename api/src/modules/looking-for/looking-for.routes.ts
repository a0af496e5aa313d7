import type { FastifyRequest } from 'fastify';
import { announceLookingForPublished } from './looking-for.jobs.js';
import { requireUser } from '../../auth/auth.hooks.js';
import { forbidden, notFound } from '../../errors.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps, planInForce } from '../subscription/index.js';
import { optionalCaller } from '../user/index.js';
import { subscriptionRequired } from '../messaging/index.js';
import { findLookingForCompany, listLookingForItems } from './looking-for.repository.js';
import {
  AddLookingForItemBody,
  AliasParams,
  CompanyLookingForDto,
  LOOKING_FOR_LIMITS,
  UpdateLookingForItemBody,
} from './looking-for.schemas.js';
import { addLookingForItem, removeLookingForItem, updateLookingForItem } from './looking-for.service.js';

const tags = ['looking-for'];
const fieldMessages = { text: `Keep it to ${LOOKING_FOR_LIMITS.text} characters.` };
const response = { 200: CompanyLookingForDto };

/** Spec §3's looking-for lists: published items for everyone, the full list for the company's members. */
export async function lookingForRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;

  async function listOf(companyId: number, full: boolean): Promise<CompanyLookingForDto> {
    const company = await findLookingForCompany(db, { id: companyId });
    if (!company) throw notFound();
    const items = await listLookingForItems(db, companyId, full);
    return { companyId, companyName: company.name, alias: company.alias, own: full, items };
  }

  /** The caller's company, once its plan allows managing the list (Explorer and up). */
  async function managingCompany(request: FastifyRequest): Promise<number> {
    const { user } = requireUser(request);
    if (user.companyId === null) throw forbidden();
    if ((await planInForce(billingDeps(app), user)) === 'NONE') throw subscriptionRequired();
    return user.companyId;
  }

  app.get(
    '/v1/companies/by-alias/:alias/looking-for',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "A company's looking-for list: published items for everyone, every item for its members",
        params: AliasParams,
        response,
      },
    },
    async (request) => {
      const company = await findLookingForCompany(db, { alias: request.params.alias });
      if (!company) throw notFound();
      const caller = await optionalCaller(app, request);
      return listOf(company.id, caller?.user?.companyId === company.id);
    },
  );

  app.get(
    '/v1/looking-for',
    { config: { auth: 'user' }, schema: { tags, summary: "The caller's company's full looking-for list", response } },
    async (request) => {
      const { user } = requireUser(request);
      if (user.companyId === null) throw forbidden();
      return listOf(user.companyId, true);
    },
  );

  app.post(
    '/v1/looking-for/items',
    {
      config: { auth: 'user', fieldMessages },
      schema: {
        tags,
        summary: 'Add a reference value or free text to the list (answers the full list)',
        description: `Refusals: 409 (code 400, naming the field) when already on the list, 400 past ${LOOKING_FOR_LIMITS.items} items, 403 SubscriptionRequired.`,
        body: AddLookingForItemBody,
        response,
      },
    },
    async (request) => {
      const companyId = await managingCompany(request);
      await addLookingForItem(db, companyId, request.body, clock.now());
      if (request.body.published) await announceLookingForPublished(app, companyId);
      return listOf(companyId, true);
    },
  );

  app.put(
    '/v1/looking-for/items/:id',
    {
      config: { auth: 'user', fieldMessages },
      schema: {
        tags,
        summary: 'Publish or unpublish an item, or reword free text (answers the full list)',
        params: IdParams,
        body: UpdateLookingForItemBody,
        response,
      },
    },
    async (request) => {
      const companyId = await managingCompany(request);
      await updateLookingForItem(db, companyId, request.params.id, request.body, clock.now());
      if (request.body.published) await announceLookingForPublished(app, companyId);
      return listOf(companyId, true);
    },
  );

  app.delete(
    '/v1/looking-for/items/:id',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Remove an item (answers the full list)', params: IdParams, response },
    },
    async (request) => {
      const companyId = await managingCompany(request);
      await removeLookingForItem(db, companyId, request.params.id);
      return listOf(companyId, true);
    },
  );
}
