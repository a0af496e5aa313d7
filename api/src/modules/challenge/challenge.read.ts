import type { FastifyRequest } from 'fastify';
import { dayOf } from '../../clock.js';
import { notFound } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps, planInForce } from '../subscription/index.js';
import { optionalCaller } from '../user/index.js';
import { challengeDtos, type ChallengeReader, findReadableChallenge } from './challenge.repository.js';

/** Who reads (visitor, member with or without a plan) and one challenge as they may see it. */
export function challengeReads(app: ApiInstance) {
  const { db } = app.deps;
  const today = () => dayOf(app.deps.clock.now());
  async function readerOf(request: FastifyRequest): Promise<ChallengeReader> {
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

  async function answer(request: FastifyRequest, id: number) {
    const reader = await readerOf(request);
    const row = await findReadableChallenge(db, reader, id);
    const [dto] = row ? await challengeDtos(db, reader, [row], today()) : [];
    if (!dto) throw notFound();
    return dto;
  }
  return { readerOf, answer };
}
