import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { CODE_LENGTH } from './reward.rules.js';
import { referralCodes } from './reward.table.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A random URL-safe code: each character one of 64, from 6 random bits (no bias). */
export function newCode(): string {
  return [...randomBytes(CODE_LENGTH)].map((byte) => ALPHABET[byte & 63]).join('');
}

/** The user's referral code, made on first use and the same ever after (concurrent first reads agree). */
export async function codeOf(db: Executor, userId: number, now: Date): Promise<string> {
  const read = async () =>
    (await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId)))[0]
      ?.code;
  const found = await read();
  if (found) return found;
  // A clash on the code (60 random bits: practically never) tries another; one on the user reads the winner's.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [inserted] = await db
      .insert(referralCodes)
      .values({ userId, code: newCode(), createdAt: now })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (inserted) return inserted.code;
    const winner = await read();
    if (winner) return winner;
  }
  throw new Error(`could not make a referral code for user ${userId}`);
}

/** The invite link of a code: the register page keeps it and the new company claims it after sign-in. */
export const inviteLink = (publicUrl: string, code: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/register?ref=${encodeURIComponent(code)}`;
