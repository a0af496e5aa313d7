// bff/src/http and api/src/http hold identical copies of this file: the workspaces share no package,
// and api/src/http/limiter.copies.test.ts fails when the copies differ.
/**
 * How many requests may be served at once, moved by the latency the served ones measure: the
 * limiter asks `limit` before it admits one and reports each served request to `sample`.
 */
export interface LimitPolicy {
  readonly limit: number;
  /** A served request: when it was admitted, when it ended (ms), and how many were served at once then. */
  sample(admittedAt: number, endedAt: number, inflight: number): void;
}

/** The old behaviour: always the same limit, whatever the latency. */
export function fixedLimit(limit: number): LimitPolicy {
  return { limit, sample: () => undefined };
}

export interface AdaptiveLimitOptions {
  minLimit: number;
  maxLimit: number;
  /** Where the limit starts (clamped to min and max). */
  initialLimit: number;
  /** The latency the window's 90th percentile is held under. */
  targetMs: number;
  /** How long samples are gathered before the limit moves. */
  windowMs: number;
  /** Samples a window needs before the limit moves: a few slow ones say little. */
  minSamples: number;
}

const PERCENTILE = 0.9;
/** The most one window may cut: latency spikes of one window must not drop the limit to its floor. */
const MAX_CUT = 0.5;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/**
 * AIMD on a latency target. Each window in which the whole limit was in use, the 90th percentile
 * latency of the requests served in it is compared with the target: above it, the limit is cut in
 * proportion (target / latency, at most halved), since on a saturated upstream latency grows with
 * what runs at once (Little's law); at or under it, the limit grows by one. A window that never
 * reached the limit moves nothing: its latency does not come from running too much at once (slow
 * operations, a slow machine), and fewer slots would refuse work without making anything faster.
 * Requests admitted before the last change are left out of the next decision: they ran under the
 * old limit, and counting them would cut twice for one excess.
 */
export function adaptiveLimit(options: AdaptiveLimitOptions): LimitPolicy {
  const { minLimit, maxLimit, targetMs, windowMs, minSamples } = options;
  const clamp = (value: number): number => Math.min(maxLimit, Math.max(minLimit, value));
  let limit = clamp(options.initialLimit);
  let changedAt = -Infinity;
  let windowStart: number | undefined;
  let latencies: number[] = [];
  let peakInflight = 0;

  function decide(now: number): void {
    const observed = percentile(latencies, PERCENTILE);
    const before = limit;
    const inUse = peakInflight >= Math.floor(limit);
    if (inUse && observed > targetMs) limit = clamp(limit * Math.max(MAX_CUT, targetMs / observed));
    else if (inUse) limit = clamp(limit + 1);
    if (Math.floor(limit) !== Math.floor(before)) changedAt = now;
    windowStart = undefined;
    latencies = [];
    peakInflight = 0;
  }

  return {
    get limit() {
      return Math.floor(limit);
    },
    sample(admittedAt, endedAt, inflight) {
      if (admittedAt < changedAt) return;
      windowStart ??= endedAt;
      latencies.push(endedAt - admittedAt);
      peakInflight = Math.max(peakInflight, inflight);
      if (endedAt - windowStart >= windowMs && latencies.length >= minSamples) decide(endedAt);
    },
  };
}
