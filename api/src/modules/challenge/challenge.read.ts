import type { FastifyRequest } from 'fastify';
import { dayOf } from '../../clock.js';
import { notFound } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { requestReaderOf } from '../requests/index.js';
import { challengeDtos, type ChallengeReader, findReadableChallenge } from './challenge.repository.js';

/** Who reads (visitor, member with or without a plan) and one challenge as they may see it. */
export function challengeReads(app: ApiInstance) {
  const { db } = app.deps;
  const today = () => dayOf(app.deps.clock.now());
  // Who may see the poster is the requests' own rule, so its reader is theirs too.
  const readerOf = (request: FastifyRequest): Promise<ChallengeReader> => requestReaderOf(app, request);

  async function answer(request: FastifyRequest, id: number) {
    const reader = await readerOf(request);
    const row = await findReadableChallenge(db, reader, id);
    const [dto] = row ? await challengeDtos(db, reader, [row], today()) : [];
    if (!dto) throw notFound();
    return dto;
  }
  return { readerOf, answer };
}
