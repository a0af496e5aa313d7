import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiInstance } from './types.js';
import { overloadLimits, registerOverloadGuard, type OverloadLimits } from './overload.guard.js';

/** A promise the test settles by hand. */
function openable() {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const ONE_AT_A_TIME: OverloadLimits = {
  ...overloadLimits({}),
  limiter: 'fixed',
  maxConcurrent: 1,
  maxQueued: 0,
  retryAfterSeconds: 2,
};

describe('api overload guard', () => {
  let app: ApiInstance;
  afterEach(() => app.close());

  /** An app whose `/v1/gated` holds its slot until the gate opens; `started` settles once it runs. */
  async function start(limits: OverloadLimits) {
    const gate = openable();
    const started = openable();
    app = Fastify() as unknown as ApiInstance;
    registerOverloadGuard(app, limits);
    app.get('/v1/gated', async () => {
      started.open();
      await gate.promise;
      return { ok: true };
    });
    app.get('/healthz', async () => ({ status: 'ok' }));
    await app.ready();
    return { gate, started };
  }

  it('answers 503 with Retry-After and the api error shape when every slot is taken', async () => {
    const { gate, started } = await start(ONE_AT_A_TIME);
    const holding = app.inject({ method: 'GET', url: '/v1/gated' });
    await started.promise;

    const refused = await app.inject({ method: 'GET', url: '/v1/gated' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({
      code: 'ServerBusy',
      message: 'The service is busy. Please try again in a moment.',
    });

    gate.open();
    expect((await holding).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/v1/gated' })).statusCode).toBe(200);
  });

  it('lets health checks through when every slot is taken', async () => {
    const { gate, started } = await start(ONE_AT_A_TIME);
    const holding = app.inject({ method: 'GET', url: '/v1/gated' });
    await started.promise;
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    gate.open();
    await holding;
  });

  it('guards nothing when it is off', async () => {
    const { gate, started } = await start({ ...ONE_AT_A_TIME, limiter: 'off' });
    const holding = app.inject({ method: 'GET', url: '/v1/gated' });
    await started.promise;
    const second = app.inject({ method: 'GET', url: '/v1/gated' });
    gate.open();
    expect((await second).statusCode).toBe(200);
    await holding;
  });
});

describe('api overload limits', () => {
  it('applies the documented defaults when nothing is set', () => {
    expect(overloadLimits({})).toEqual({
      limiter: 'adaptive',
      maxConcurrent: 128,
      minConcurrent: 32,
      latencyTargetMs: 1_000,
      maxQueued: 128,
      maxWaitMs: 300,
      retryAfterSeconds: 1,
    });
  });

  it('refuses a limiter it does not know when one is named', () => {
    expect(() => overloadLimits({ API_CONCURRENCY: 'gradient' })).toThrow(/API_CONCURRENCY/);
  });
});
