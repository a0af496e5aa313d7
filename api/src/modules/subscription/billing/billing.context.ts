import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/database.js';
import { ApiError } from '../../../errors.js';
import type { Mailer } from '../../../mail/mailer.js';
import type { ApiInstance } from '../../../http/types.js';
import type { JobData } from '../../../jobs/job.js';
import { sendJob } from '../../../jobs/send-job.js';
import type { ChargeCredits } from '../subscription.credits.js';
import { createLocalGateway } from './local/local.gateway.js';
import type { PaymentGateway } from './payment.gateway.js';
import { acquireCompanyLock, releaseCompanyLock } from './billing.repository.js';

/** What the subscription domain needs; built once per app from its deps. */
export interface BillingDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  mailer: Mailer;
  publicUrl: string;
  apiSecret: string;
  /** Where invoice requests are mailed (BILLING_EMAIL). */
  billingEmail: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Other modules' one-time discounts on the charges the platform computes (subscription.credits.ts). */
  credits: readonly ChargeCredits[];
  /** Sends a job announcing a committed change (PAYMENT_SUCCEEDED_JOB, SUBSCRIPTION_CANCELED_JOB); never throws. */
  announce: (name: string, data: JobData) => Promise<void>;
}

const DEFAULT_BILLING_EMAIL = 'billing@trialbridge.example';
const instances = new WeakMap<ApiInstance['deps'], BillingDeps>();

/**
 * The subscription domain's dependencies, from the app's (the LOCAL gateway unless one is given):
 * one per api instance, shared by the subscription, billing and team routes and the sweep.
 */
export function billingDeps(app: ApiInstance): BillingDeps {
  let deps = instances.get(app.deps);
  if (!deps) {
    const { db, clock, mailer, publicUrl, apiSecret, payments } = app.deps;
    deps = {
      db,
      clock,
      mailer,
      publicUrl,
      apiSecret,
      gateway: payments?.gateway ?? createLocalGateway({ db, clock, publicUrl }),
      billingEmail: payments?.billingEmail ?? DEFAULT_BILLING_EMAIL,
      log: app.log,
      credits: app.modules.flatMap((module) => (module.chargeCredits ? [module.chargeCredits] : [])),
      announce: (name, data) => sendJob(app, name, data),
    };
    instances.set(app.deps, deps);
  }
  return deps;
}

/** A lock older than this belongs to a process that died mid-change. */
const STALE_LOCK_MS = 120_000;

export const busy = (): ApiError =>
  new ApiError(
    409,
    'SubscriptionBusy',
    'Another change to this subscription is in progress. Please try again in a moment.',
  );

/**
 * Runs `work` holding the company's subscription lock, so two requests (or replicas) never charge
 * twice; answers 409 while someone else holds it.
 */
export async function withCompanyLock<T>(deps: BillingDeps, companyId: number, work: () => Promise<T>): Promise<T> {
  const result = await tryCompanyLock(deps, companyId, work);
  if (!result.locked) throw busy();
  return result.value;
}

/** Like withCompanyLock, but answers `{ locked: false }` instead of failing when the lock is taken. */
export async function tryCompanyLock<T>(
  deps: BillingDeps,
  companyId: number,
  work: () => Promise<T>,
): Promise<{ locked: true; value: T } | { locked: false }> {
  const lockedAt = deps.clock.now();
  if (!(await acquireCompanyLock(deps.db, companyId, lockedAt, STALE_LOCK_MS))) return { locked: false };
  try {
    return { locked: true, value: await work() };
  } finally {
    await releaseCompanyLock(deps.db, companyId, lockedAt);
  }
}
