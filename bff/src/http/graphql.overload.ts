import type { FastifyBaseLogger, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { GraphqlLimits } from '../config.js';
import { MESSAGES } from '../errors/error.codes.js';
import { adaptiveLimit, fixedLimit, type LimitPolicy } from './adaptive.limit.js';
import { createConcurrencyLimiter, type LimiterTimers, type Refusal, type Release } from './concurrency.limiter.js';

/** How often, at most, the refusals are logged: an overload must not also flood the logs. */
const LOG_EVERY_MS = 5_000;

/**
 * How /graphql's limit moves: it measures whole operations (every api call of one, and the bff's
 * own work), so a window of 250 ms holds enough of them at the rates this product serves (25 to
 * 300 a second) without waiting long to react. It starts at the floor and climbs, as TCP's slow
 * start does: a burst of clients on a cold process at a high limit was answered in 3 s.
 */
function graphqlLimit(limits: GraphqlLimits): LimitPolicy {
  if (limits.limiter === 'fixed') return fixedLimit(limits.maxConcurrent);
  return adaptiveLimit({
    minLimit: limits.minConcurrent,
    maxLimit: limits.maxConcurrent,
    initialLimit: limits.minConcurrent,
    targetMs: limits.latencyTargetMs,
    windowMs: 250,
    minSamples: 10,
  });
}

interface Slot {
  release: Release;
  handling: boolean;
}

/**
 * The /graphql overload guard: `admit` (an onRequest hook) takes a slot of the limiter before the
 * body is read, or answers 503 + Retry-After in GraphQL's shape; `wrap` frees the slot when the
 * handler is done. A request that never reaches the handler (refused body, client gone) frees it
 * when its response closes.
 */
export function createOverloadGuard(limits: GraphqlLimits, log: FastifyBaseLogger, timers?: LimiterTimers) {
  const limiter = createConcurrencyLimiter({
    limit: graphqlLimit(limits),
    maxQueued: limits.maxQueued,
    maxWaitMs: limits.maxWaitMs,
    timers,
  });
  const slots = new WeakMap<FastifyRequest, Slot>();
  const refused: Record<Refusal, number> = { 'queue-full': 0, 'wait-expired': 0, cancelled: 0 };
  let loggedAt = -Infinity;

  function noteRefusal(reason: Refusal): void {
    refused[reason]++;
    const now = Date.now();
    if (now - loggedAt < LOG_EVERY_MS) return;
    loggedAt = now;
    log.warn(
      { refused: { ...refused }, active: limiter.active, queued: limiter.queued, limit: limiter.limit },
      'overloaded: refusing',
    );
    for (const key of Object.keys(refused) as Refusal[]) refused[key] = 0;
  }

  async function admit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const gone = new AbortController();
    const onClose = (): void => gone.abort();
    reply.raw.once('close', onClose);
    const admission = await limiter.acquire(gone.signal);
    if (!admission.admitted) {
      reply.raw.removeListener('close', onClose);
      noteRefusal(admission.reason);
      await reply
        .code(503)
        .header('retry-after', String(limits.retryAfterSeconds))
        .type('application/json; charset=utf-8')
        .send({ errors: [{ message: MESSAGES.serverBusy, extensions: { code: 'SERVER_BUSY' } }] });
      return;
    }
    const slot: Slot = { release: admission.release, handling: false };
    slots.set(request, slot);
    reply.raw.removeListener('close', onClose);
    // A handler still at work keeps its slot though its client has gone: the work is still running.
    reply.raw.once('close', () => {
      if (!slot.handling) slot.release();
    });
  }

  function wrap(handler: RouteHandlerMethod): RouteHandlerMethod {
    return async function limited(this: unknown, request, reply) {
      const slot = slots.get(request);
      if (slot) slot.handling = true;
      try {
        return await (handler as (...args: unknown[]) => unknown).call(this, request, reply);
      } finally {
        slot?.release();
      }
    } as RouteHandlerMethod;
  }

  return { admit, wrap, limiter };
}
