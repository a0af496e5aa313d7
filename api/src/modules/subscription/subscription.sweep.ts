import type { BillingDeps } from './billing/billing.context.js';
import { sweep } from './subscription.renewal.js';

/** SUBSCRIPTION_SWEEP_INTERVAL_SECONDS (default 600, at least 10): how often ended trials and periods are settled. */
export function sweepIntervalMs(env: Record<string, string | undefined>): number {
  const raw = env.SUBSCRIPTION_SWEEP_INTERVAL_SECONDS?.trim();
  if (!raw) return 600_000;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 10)
    throw new Error(`SUBSCRIPTION_SWEEP_INTERVAL_SECONDS must be an integer of at least 10, got '${raw}'`);
  return seconds * 1000;
}

/**
 * Settles subscriptions whose trial or period ended even when nobody reads them (reads settle
 * lazily too): renewals are charged, trials end, grace periods run out. Answers a stop function.
 */
export function startSubscriptionSweep(deps: BillingDeps, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = (): void => {
    running = sweep(deps)
      .then((settled) => {
        if (settled > 0) deps.log.info({ settled }, 'subscriptions settled');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'subscription sweep failed'));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
