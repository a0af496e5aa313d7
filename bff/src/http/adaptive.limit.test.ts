import { describe, expect, it } from 'vitest';
import { adaptiveLimit, fixedLimit, type AdaptiveLimitOptions } from './adaptive.limit.js';

const OPTIONS: AdaptiveLimitOptions = {
  minLimit: 2,
  maxLimit: 50,
  initialLimit: 10,
  targetMs: 500,
  windowMs: 100,
  minSamples: 5,
};

/**
 * Feeds whole windows of samples: `count` requests, each `latencyMs` long, ending one after the
 * other across the window, with `inflight` served at once. Returns a time well after the window (later requests were admitted after any change it made).
 */
function feedWindow(
  policy: ReturnType<typeof adaptiveLimit>,
  start: number,
  { latencyMs, inflight, count = 10 }: { latencyMs: number; inflight: number; count?: number },
): number {
  const step = OPTIONS.windowMs / (count - 1);
  for (let i = 0; i < count; i++) {
    const endedAt = start + i * step;
    policy.sample(endedAt - latencyMs, endedAt, inflight);
  }
  return start + OPTIONS.windowMs + 20_000;
}

describe('adaptive limit', () => {
  it('grows by one a window when latency is under the target and the limit is in use', () => {
    const policy = adaptiveLimit(OPTIONS);
    let now = 100_000;
    for (let i = 0; i < 5; i++) now = feedWindow(policy, now, { latencyMs: 50, inflight: policy.limit });
    expect(policy.limit).toBe(15);
  });

  it('stays put when latency is low but nobody uses the whole limit', () => {
    const policy = adaptiveLimit(OPTIONS);
    let now = 100_000;
    for (let i = 0; i < 5; i++) now = feedWindow(policy, now, { latencyMs: 50, inflight: 3 });
    expect(policy.limit).toBe(10);
  });

  it('shrinks in proportion when latency rises over the target', () => {
    const policy = adaptiveLimit(OPTIONS);
    feedWindow(policy, 100_000, { latencyMs: 625, inflight: 10 });
    // 10 × 500 / 625
    expect(policy.limit).toBe(8);
  });

  it('does not cut when latency is high but the limit is not in use', () => {
    const policy = adaptiveLimit(OPTIONS);
    feedWindow(policy, 100_000, { latencyMs: 5_000, inflight: 3 });
    expect(policy.limit).toBe(10);
  });

  it('cuts at most by half in one window, and never under the floor', () => {
    const policy = adaptiveLimit(OPTIONS);
    let now = 100_000;
    now = feedWindow(policy, now, { latencyMs: 10_000, inflight: 10 });
    expect(policy.limit).toBe(5);
    for (let i = 0; i < 5; i++) now = feedWindow(policy, now, { latencyMs: 10_000, inflight: 5 });
    expect(policy.limit).toBe(OPTIONS.minLimit);
  });

  it('never grows past the ceiling', () => {
    const policy = adaptiveLimit({ ...OPTIONS, initialLimit: 49 });
    let now = 100_000;
    for (let i = 0; i < 5; i++) now = feedWindow(policy, now, { latencyMs: 1, inflight: 50 });
    expect(policy.limit).toBe(50);
  });

  it('waits for a whole window with enough samples before it moves', () => {
    const policy = adaptiveLimit(OPTIONS);
    policy.sample(9_000, 10_000, 10);
    policy.sample(9_000, 10_200, 10); // a window's time, but two samples only
    expect(policy.limit).toBe(10);
  });

  it('leaves out requests admitted before its last change', () => {
    const policy = adaptiveLimit(OPTIONS);
    feedWindow(policy, 100_000, { latencyMs: 1_000, inflight: 10 });
    expect(policy.limit).toBe(5);
    // Slow requests admitted under the old limit end after the cut: they do not cut again.
    for (let i = 0; i < 20; i++) policy.sample(99_500, 100_200 + i * 10, 10);
    expect(policy.limit).toBe(5);
  });

  it('keeps a fixed limit whatever the latency', () => {
    const policy = fixedLimit(7);
    policy.sample(0, 60_000, 7);
    expect(policy.limit).toBe(7);
  });
});
