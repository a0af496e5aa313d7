import { createHash, timingSafeEqual } from 'node:crypto';
import type { GraphQLContext } from '../../context.js';
import { catalogueEntry } from '../../errors/error.catalogue.js';
import { createLockout, type Lockout, lockoutKey, type LockoutStore } from '../../identity/lockout.js';
import { safely } from '../auth/index.js';
import { userError, type UserErrorDto } from '../../errors/user.errors.js';

export const MAINTENANCE_MAX_FAILURES = 10;
export const MAINTENANCE_WINDOW_MS = 15 * 60_000;
export const INCORRECT_MAINTENANCE_PASSWORD = 'The password is incorrect.';

/** Wrong maintenance passwords counted per client IP, in their own key space of the lockout store. */
export function createMaintenanceLockout(store: LockoutStore, now: () => number): Lockout {
  return createLockout(store, now, {
    maxFailures: MAINTENANCE_MAX_FAILURES,
    windowMs: MAINTENANCE_WINDOW_MS,
    keyOf: (ip) => `maintenance:${lockoutKey(ip)}`,
  });
}

/** Equal-length digests compared in constant time: neither content nor length leaks through timing. */
function samePassword(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export interface UnlockResult {
  unlocked: boolean;
  errors: UserErrorDto[];
}

/**
 * Checks the maintenance password (MAINTENANCE_PASSWORD). Without maintenance there is nothing
 * to unlock. A client IP gets 10 wrong tries per 15 minutes, then code 115's answer.
 */
export async function unlockMaintenance(ctx: GraphQLContext, password: string): Promise<UnlockResult> {
  const expected = ctx.config.app.maintenancePassword;
  if (expected === undefined) return { unlocked: true, errors: [] };
  const lockout = ctx.services.features.maintenanceLockout;
  const ip = ctx.request.ip;
  if (await safely(ctx, false, () => lockout.isLocked(ip))) {
    return { unlocked: false, errors: [userError('ATTEMPT_LIMIT_EXCEEDED', catalogueEntry(115).message)] };
  }
  if (samePassword(password.trim(), expected)) {
    await safely(ctx, undefined, () => lockout.reset(ip));
    return { unlocked: true, errors: [] };
  }
  await safely(ctx, null, () => lockout.recordFailure(ip));
  ctx.request.log.info('wrong maintenance password');
  return {
    unlocked: false,
    errors: [userError('INCORRECT_MAINTENANCE_PASSWORD', INCORRECT_MAINTENANCE_PASSWORD, 'password')],
  };
}
