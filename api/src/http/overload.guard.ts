import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import { adaptiveLimit, fixedLimit, type LimitPolicy } from './adaptive.limit.js';
import { createConcurrencyLimiter, type LimiterTimers, type Refusal, type Release } from './concurrency.limiter.js';
import type { ApiInstance } from './types.js';

export const BUSY_MESSAGE = 'The service is busy. Please try again in a moment.';

/** The api's answer under overload; the bff answers it as its own SERVER_BUSY. */
export const serverBusy = (): ApiError => new ApiError(503, 'ServerBusy', BUSY_MESSAGE);

/**
 * Routes the guard lets through: health probes must answer however busy the api is, and the
 * event stream would hold its slot for the connection's whole life.
 */
const UNGUARDED = new Set(['/healthz', '/readyz', '/v1/events/stream']);

/** How often, at most, the refusals are logged: an overload must not also flood the logs. */
const LOG_EVERY_MS = 5_000;

export interface OverloadLimits {
  /** `adaptive` (the limit follows the requests' latency), `fixed` (always maxConcurrent) or `off`. */
  limiter: 'adaptive' | 'fixed' | 'off';
  maxConcurrent: number;
  minConcurrent: number;
  /** The adaptive limit is cut while the 90th percentile of requests takes longer than this. */
  latencyTargetMs: number;
  maxQueued: number;
  maxWaitMs: number;
  retryAfterSeconds: number;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, not ${raw}`);
  return value;
}

/**
 * API_CONCURRENCY and its companions (docs/configuration.md). The api is the backstop behind the
 * bff's own guard, so it aims looser (1 s against the bff's 300 ms) and goes higher (128: one bff
 * operation may make several calls). Two limiters in series with the same target fought: the api
 * refused calls of operations the bff had already admitted, wasting their work (in one run the
 * inbox on PGlite served a third of what the old limits served, and refusals came after 1 s).
 */
export function overloadLimits(env: Env = process.env): OverloadLimits {
  // Adaptive unless told otherwise, as the bff's limit (docs/graphql-limits.md).
  const limiter = env.API_CONCURRENCY?.trim() || 'adaptive';
  if (limiter !== 'adaptive' && limiter !== 'fixed' && limiter !== 'off') {
    throw new Error(`API_CONCURRENCY must be adaptive, fixed or off, not ${limiter}`);
  }
  return {
    limiter,
    maxConcurrent: integer(env, 'API_MAX_CONCURRENT', 128, 1),
    minConcurrent: integer(env, 'API_MIN_CONCURRENT', 32, 1),
    latencyTargetMs: integer(env, 'API_LATENCY_TARGET_MS', 1_000, 1),
    maxQueued: integer(env, 'API_MAX_QUEUED', 128, 0),
    maxWaitMs: integer(env, 'API_MAX_WAIT_MS', 300, 0),
    retryAfterSeconds: integer(env, 'API_RETRY_AFTER_SECONDS', 1, 1),
  };
}

function policyOf(limits: OverloadLimits): LimitPolicy {
  if (limits.limiter === 'fixed') return fixedLimit(limits.maxConcurrent);
  // Windows of 250 ms: enough requests at the rates one api serves (tens to hundreds a second);
  // from the floor up, as the bff (a high first limit answers a burst on a cold process late).
  return adaptiveLimit({
    minLimit: limits.minConcurrent,
    maxLimit: limits.maxConcurrent,
    initialLimit: limits.minConcurrent,
    targetMs: limits.latencyTargetMs,
    windowMs: 250,
    minSamples: 10,
  });
}

/**
 * The api protects itself as the bff does (bff/src/http/graphql.overload.ts): an onRequest hook,
 * before authentication or the body, takes a slot of a limiter whose limit follows the requests'
 * latency, or answers 503 + Retry-After in the api's error shape once the short queue is full or
 * the wait is over. A slot is freed when the response is sent, or when the connection closes first.
 */
export function registerOverloadGuard(app: ApiInstance, limits: OverloadLimits, timers?: LimiterTimers): void {
  if (limits.limiter === 'off') return;
  const limiter = createConcurrencyLimiter({
    limit: policyOf(limits),
    maxQueued: limits.maxQueued,
    maxWaitMs: limits.maxWaitMs,
    timers,
  });
  const slots = new WeakMap<FastifyRequest, Release>();
  const refused: Record<Refusal, number> = { 'queue-full': 0, 'wait-expired': 0, cancelled: 0 };
  let loggedAt = -Infinity;

  function noteRefusal(request: FastifyRequest, reason: Refusal): void {
    refused[reason]++;
    const now = Date.now();
    if (now - loggedAt < LOG_EVERY_MS) return;
    loggedAt = now;
    const state = { active: limiter.active, queued: limiter.queued, limit: limiter.limit };
    request.log.warn({ refused: { ...refused }, ...state }, 'overloaded: refusing');
    for (const key of Object.keys(refused) as Refusal[]) refused[key] = 0;
  }

  app.addHook('onRequest', async (request, reply) => {
    if (UNGUARDED.has(request.routeOptions.url ?? '')) return;
    const gone = new AbortController();
    const onClose = (): void => gone.abort();
    reply.raw.once('close', onClose);
    const admission = await limiter.acquire(gone.signal);
    reply.raw.removeListener('close', onClose);
    if (!admission.admitted) {
      noteRefusal(request, admission.reason);
      return reply.code(503).header('retry-after', String(limits.retryAfterSeconds)).send(serverBusy().toBody());
    }
    slots.set(request, admission.release);
    // A client that leaves (a timed-out call) frees its slot then: its answer no longer matters.
    reply.raw.once('close', admission.release);
  });
  app.addHook('onResponse', async (request) => {
    slots.get(request)?.();
  });
}
