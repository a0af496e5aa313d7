import { eq, sql } from 'drizzle-orm';
import { invalidVerificationCode } from './registration.errors.js';
import type { AppDeps } from '../../http/types.js';
import { verificationCodeMail } from '../../mail/templates.js';
import { normalizeEmail } from './signup.service.js';
import { findUserByEmail, type UserRow, users } from '../user/index.js';
import {
  CODE_TTL_MS,
  codeMatches,
  generateCode,
  hashCode,
  MAX_CODE_ATTEMPTS,
  RESEND_INTERVAL_MS,
} from './verification-code.js';

/**
 * A fresh code for a signup still in progress (no identity yet). Unknown and finished accounts,
 * and requests within a minute of the last code, end silently: the answer never tells which.
 */
export async function resendCode(deps: AppDeps, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.cognitoSub !== null) return;
  const now = deps.clock.now();
  if (user.verificationCodeSentAt && now.getTime() - user.verificationCodeSentAt.getTime() < RESEND_INTERVAL_MS) return;
  const code = generateCode();
  await deps.db
    .update(users)
    .set({
      verificationCodeHash: hashCode(deps.apiSecret, email, code),
      verificationCodeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
      verificationCodeSentAt: now,
      verificationAttempts: 0,
    })
    .where(eq(users.id, user.id));
  await deps.mailer.send(verificationCodeMail(email, user.firstName, code));
}

/** The signup the code belongs to; a wrong or expired code counts an attempt and is refused. */
export async function checkCode(deps: AppDeps, rawEmail: string, code: string): Promise<UserRow> {
  const email = normalizeEmail(rawEmail);
  const user = await findUserByEmail(deps.db, email);
  const now = deps.clock.now();
  const live =
    user && user.cognitoSub === null && user.verificationCodeExpiresAt !== null && user.verificationCodeExpiresAt > now;
  if (user && live && codeMatches(deps.apiSecret, email, code.trim(), user.verificationCodeHash)) return user;
  if (user?.verificationCodeHash) {
    // Too many wrong guesses kill the code: 6 digits must not be brute-forced.
    await deps.db
      .update(users)
      .set({
        verificationAttempts: sql`${users.verificationAttempts} + 1`,
        verificationCodeHash: sql`CASE WHEN ${users.verificationAttempts} + 1 >= ${MAX_CODE_ATTEMPTS} THEN NULL ELSE ${users.verificationCodeHash} END`,
      })
      .where(eq(users.id, user.id));
  }
  throw invalidVerificationCode();
}

export async function verifyEmail(deps: AppDeps, email: string, code: string): Promise<void> {
  const user = await checkCode(deps, email, code);
  // The code stays valid: set-password checks it again.
  if (!user.emailVerifiedAt)
    await deps.db.update(users).set({ emailVerifiedAt: deps.clock.now() }).where(eq(users.id, user.id));
}
