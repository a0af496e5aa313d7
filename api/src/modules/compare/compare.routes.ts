import { Type } from 'typebox';
import { requireUser } from '../../auth/auth.hooks.js';
import { validation } from '../../errors.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps, planInForce } from '../subscription/index.js';
import { findCompanyById } from '../company/index.js';
import type { UserRow } from '../user/index.js';
import { compareCapacity, EXPLORER_LIMIT_MESSAGE, explorerLimit } from './compare.limits.js';
import {
  addToCompareList,
  clearCompareList,
  compareListFull,
  findCompareList,
  removeFromCompareList,
} from './compare.repository.js';

const CompareListDto = Type.Object(
  {
    companyIds: Type.Array(Type.Integer(), {
      description: 'In the order they were added; load them with GET /v1/companies/by-ids.',
    }),
    capacity: Type.Integer({
      description: "How many companies the list holds at most: 4, or 2 while the caller's company is on Explorer.",
    }),
  },
  { title: 'CompareListDto', description: "The caller's compare list (spec §3: companies held by id)." },
);
const response = { 200: CompareListDto };

export async function compareRoutes(app: ApiInstance): Promise<void> {
  const deps = billingDeps(app);
  // The list's capacity follows the plan the user's company has in force (Explorer holds fewer).
  const capacityOf = async (user: UserRow) => compareCapacity(await planInForce(deps, user));

  app.get(
    '/v1/users/compare-list',
    { config: { auth: 'user' }, schema: { tags: ['user'], summary: "The caller's compare list", response } },
    async (request) => {
      const { user } = requireUser(request);
      return findCompareList(app.deps.db, user.id, await capacityOf(user));
    },
  );

  app.post(
    '/v1/users/compare-list',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: 'Add a company to the compare list (already there: unchanged; full: 400 naming companyId)',
        description: `A full list on Explorer answers 403 ExplorerLimit: "${EXPLORER_LIMIT_MESSAGE}"`,
        body: Type.Object({ companyId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
        response,
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const company = await findCompanyById(app.deps.db, request.body.companyId);
      if (!company?.active) throw validation('companyId', 'companyId does not exist');
      const plan = await planInForce(deps, user);
      const capacity = compareCapacity(plan);
      const outcome = await addToCompareList(app.deps.db, user.id, company.id, app.deps.clock.now(), capacity);
      if (outcome === 'full') throw plan === 'EXPLORER' ? explorerLimit() : compareListFull(capacity);
      return findCompareList(app.deps.db, user.id, capacity);
    },
  );

  app.delete(
    '/v1/users/compare-list/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: 'Remove a company from the compare list (absent: unchanged)',
        params: IdParams,
        response,
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      await removeFromCompareList(app.deps.db, user.id, request.params.id);
      return findCompareList(app.deps.db, user.id, await capacityOf(user));
    },
  );

  app.delete(
    '/v1/users/compare-list',
    { config: { auth: 'user' }, schema: { tags: ['user'], summary: 'Empty the compare list', response } },
    async (request) => {
      const { user } = requireUser(request);
      await clearCompareList(app.deps.db, user.id);
      return findCompareList(app.deps.db, user.id, await capacityOf(user));
    },
  );
}
