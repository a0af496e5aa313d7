import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { notFound, validation } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { NoContent } from '../../http/schemas.js';
import type { BillingDeps } from './billing/billing.context.js';
import { NoBody } from './billing/billing.schemas.js';
import { countSubsidiaries, findCompanySubscription, findSubscriptionById } from './subscription.repository.js';
import { findBillingCompany } from './billing/billing.repository.js';
import { subscriptionSubsidiaries } from './subscription.table.js';

/** Spec §9: a parent's subscription covers up to three subsidiary profiles. */
export const MAX_SUBSIDIARIES = 3;

const Params = Type.Object({ subscriptionId: Type.Integer({ minimum: 1 }), companyId: Type.Integer({ minimum: 1 }) });

/** The platform's staff (admin group) link subsidiaries to a parent's subscription. */
export async function subsidiaryRoutes(app: ApiInstance, deps: BillingDeps): Promise<void> {
  app.put(
    '/v1/subscriptions/:subscriptionId/subsidiaries/:companyId',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Cover a company as a subsidiary of this subscription (at most three)',
        params: Params,
        body: NoBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { subscriptionId, companyId } = request.params;
      const subscription = await findSubscriptionById(deps.db, subscriptionId);
      if (!subscription || !(await findBillingCompany(deps.db, companyId))) throw notFound();
      if (subscription.companyId === companyId)
        throw validation('companyId', 'A company cannot be its own subsidiary.');
      if (await findCompanySubscription(deps.db, companyId))
        throw validation('companyId', 'This company has a subscription of its own.');
      const [linked] = await deps.db
        .select()
        .from(subscriptionSubsidiaries)
        .where(eq(subscriptionSubsidiaries.companyId, companyId))
        .limit(1);
      if (linked?.subscriptionId === subscriptionId) return reply.code(204).send(null);
      if (linked) throw validation('companyId', 'This company is already a subsidiary of another subscription.');
      if ((await countSubsidiaries(deps.db, subscriptionId)) >= MAX_SUBSIDIARIES)
        throw validation('companyId', `A subscription covers at most ${MAX_SUBSIDIARIES} subsidiaries.`);
      await deps.db.insert(subscriptionSubsidiaries).values({ subscriptionId, companyId, createdAt: deps.clock.now() });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/v1/subscriptions/:subscriptionId/subsidiaries/:companyId',
    {
      config: { auth: 'admin' },
      schema: { tags: ['admin'], summary: 'Stop covering a subsidiary', params: Params, response: { 204: NoContent } },
    },
    async (request, reply) => {
      await deps.db
        .delete(subscriptionSubsidiaries)
        .where(eq(subscriptionSubsidiaries.companyId, request.params.companyId));
      return reply.code(204).send(null);
    },
  );
}
