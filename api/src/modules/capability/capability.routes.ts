import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/auth.hooks.js';
import { dayOf } from '../../clock.js';
import { forbidden, notFound } from '../../errors.js';
import { PageQuery, pageWindow, toPage } from '../../http/paging.js';
import { IdParams, NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps, planInForce } from '../subscription/index.js';
import { optionalCaller, type UserRow } from '../user/index.js';
import { announceAlertPublished } from './capability.jobs.js';
import { subscriptionRequired } from '../messaging/index.js';
import { type AlertViewer, findVisibleAlert, listCompanyAlerts, listCurrentAlerts } from './capability.repository.js';
import {
  ALERT_LIMITS,
  CapabilityAlertBody,
  CapabilityAlertDto,
  CapabilityAlertListQuery,
  CapabilityAlertPageDto,
  CreateCapabilityAlertBody,
  NoBody,
} from './capability.schemas.js';
import {
  ALERTS_NOT_OFFERED_MESSAGE,
  createAlert,
  deleteAlert,
  publishAlert,
  updateAlert,
  withdrawAlert,
} from './capability.service.js';

const tags = ['capability'];
const fieldMessages = {
  title: `Keep the title to ${ALERT_LIMITS.title} characters.`,
  description: `Keep the description to ${ALERT_LIMITS.description} characters.`,
  validUntil: 'Enter a date.',
  serviceIds: `Choose up to ${ALERT_LIMITS.referenceIds} services.`,
  therapeuticAreaIds: `Choose up to ${ALERT_LIMITS.referenceIds} therapeutic areas.`,
  regionIds: `Choose up to ${ALERT_LIMITS.referenceIds} regions.`,
};
const refusals = `Refusals: 403 ("${ALERTS_NOT_OFFERED_MESSAGE}"), 403 SubscriptionRequired, 400 naming the field, 404 for another company's alert.`;
const DEFAULT_SIZE = 20;

/** Capability alerts: the public list of current ones and the company's management of its own. */
export async function capabilityRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;
  const billing = () => billingDeps(app);

  async function viewerOf(user: UserRow | null | undefined): Promise<AlertViewer> {
    if (!user) return { companyId: null, seesDetails: false };
    return { companyId: user.companyId, seesDetails: (await planInForce(billing(), user)) !== 'NONE' };
  }

  /** The caller's company, when it may manage alerts: a plan in force (Explorer and up). */
  async function managing(request: FastifyRequest) {
    const { user, impersonating } = requireUser(request);
    void impersonating; // Spec §6: managing alerts is not blocked while impersonating.
    if (user.companyId === null) throw forbidden();
    if ((await planInForce(billing(), user)) === 'NONE') throw subscriptionRequired();
    return {
      user: { id: user.id, companyId: user.companyId },
      viewer: { companyId: user.companyId, seesDetails: true },
    };
  }

  async function answer(viewer: AlertViewer, id: number): Promise<CapabilityAlertDto> {
    const dto = await findVisibleAlert(db, id, viewer, dayOf(clock.now()));
    if (!dto) throw notFound();
    return dto;
  }

  app.get(
    '/v1/capability-alerts',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Current capability alerts of active companies, newest first (filters match any)',
        description:
          'Visitors and companies without a plan get the title, company and valid-until date only (detailsHidden).',
        querystring: CapabilityAlertListQuery,
        response: { 200: CapabilityAlertPageDto },
      },
    },
    async (request) => {
      const { page, size, offset } = pageWindow({ ...request.query, size: request.query.size ?? DEFAULT_SIZE });
      const caller = await optionalCaller(app, request);
      const q = request.query;
      const words = (q.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
      const { items, total } = await listCurrentAlerts(
        db,
        { referenceIds: [q.serviceIds ?? [], q.therapeuticAreaIds ?? [], q.regionIds ?? []], words },
        await viewerOf(caller?.user),
        dayOf(clock.now()),
        { size, offset },
      );
      return toPage(items, total, page, size);
    },
  );

  app.get(
    '/v1/capability-alerts/mine',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The caller's company's alerts in every state, newest first",
        querystring: PageQuery,
        response: { 200: CapabilityAlertPageDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      if (user.companyId === null) throw forbidden();
      const { page, size, offset } = pageWindow({ ...request.query, size: request.query.size ?? DEFAULT_SIZE });
      const viewer = { companyId: user.companyId, seesDetails: true };
      const { items, total } = await listCompanyAlerts(db, user.companyId, viewer, dayOf(clock.now()), {
        size,
        offset,
      });
      return toPage(items, total, page, size);
    },
  );

  app.get(
    '/v1/capability-alerts/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "A current alert, or any of the caller's company's own (else 404)",
        params: IdParams,
        response: { 200: CapabilityAlertDto },
      },
    },
    async (request) => answer(await viewerOf((await optionalCaller(app, request))?.user), request.params.id),
  );

  app.post(
    '/v1/capability-alerts',
    {
      config: { auth: 'user', fieldMessages },
      schema: {
        tags,
        summary: 'Create an alert: a draft, or published at once (vendors and sites)',
        description: refusals,
        body: CreateCapabilityAlertBody,
        response: { 201: CapabilityAlertDto },
      },
    },
    async (request, reply) => {
      const { user, viewer } = await managing(request);
      const id = await createAlert(db, user, request.body, clock.now());
      if (request.body.publish) await announceAlertPublished(app, id);
      return reply.status(201).send(await answer(viewer, id));
    },
  );

  app.put(
    '/v1/capability-alerts/:id',
    {
      config: { auth: 'user', fieldMessages },
      schema: {
        tags,
        summary: 'Edit an alert (its state stays)',
        description: refusals,
        params: IdParams,
        body: CapabilityAlertBody,
        response: { 200: CapabilityAlertDto },
      },
    },
    async (request) => {
      const { user, viewer } = await managing(request);
      await updateAlert(db, user.companyId, request.params.id, request.body, clock.now());
      return answer(viewer, request.params.id);
    },
  );

  // The two state changes: publishing (a new publication queues matchmaking after commit) and withdrawing.
  const transitions = [
    {
      action: 'publish',
      summary: 'Publish a draft or withdrawn alert (a current one stays as it is)',
      run: async (companyId: number, id: number) => {
        if (await publishAlert(db, companyId, id, clock.now())) await announceAlertPublished(app, id);
      },
    },
    {
      action: 'withdraw',
      summary: 'Withdraw a published alert (409 for a draft)',
      run: (companyId: number, id: number) => withdrawAlert(db, companyId, id, clock.now()),
    },
  ];
  for (const { action, summary, run } of transitions) {
    app.post(
      `/v1/capability-alerts/:id/${action}`,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary,
          description: refusals,
          params: IdParams,
          body: NoBody,
          response: { 200: CapabilityAlertDto },
        },
      },
      async (request) => {
        const { user, viewer } = await managing(request);
        await run(user.companyId, request.params.id);
        return answer(viewer, request.params.id);
      },
    );
  }

  app.delete(
    '/v1/capability-alerts/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Delete a draft (409 for a published alert)',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { user } = await managing(request);
      await deleteAlert(db, user.companyId, request.params.id, clock.now());
      return reply.status(204).send(null);
    },
  );
}
