import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps, planInForce } from '../subscription/index.js';
import { optionalCaller } from '../user/index.js';
import type { RequestReader } from './requests.repository.js';

/** The reader of a public route: a visitor, or a signed-in user with or without a plan in force. */
export async function requestReaderOf(app: ApiInstance, request: FastifyRequest): Promise<RequestReader> {
  const caller = await optionalCaller(app, request);
  const user = caller?.user ?? null;
  if (!user) return { userId: null, companyId: null, limited: true, impersonating: false };
  const plan = await planInForce(billingDeps(app), user);
  return {
    userId: user.id,
    companyId: user.companyId,
    limited: plan === 'NONE',
    impersonating: caller?.impersonating ?? false,
  };
}
