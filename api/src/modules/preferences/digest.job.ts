import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import { createUnsubscribeToken } from '../account/unsubscribe-token.js';
import { users } from '../user/user.table.js';
import { digestMail } from './digest.email.js';
import { type DigestThread, digestWindow, findDueDigests } from './digest.query.js';
import { emailPreferences } from './preferences.table.js';

export interface DigestDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  apiSecret: string;
  publicUrl: string;
}

interface Claim {
  to: string;
  firstName: string;
  threads: DigestThread[];
  previousUpTo: Date | null;
}

/**
 * The "message-digests" job: one email per user listing the threads with messages they have not
 * read 15 minutes after they arrived. Safe to run twice or on two processes at once: each user
 * is claimed under a row lock that re-reads what is due and advances `digest_sent_up_to` before
 * the mail leaves, so a second run finds nothing. Answers how many digests were sent.
 */
export async function sendMessageDigests(deps: DigestDeps): Promise<number> {
  const now = deps.clock.now();
  const window = digestWindow(now);
  const userIds = [...new Set((await findDueDigests(deps.db, window)).map((thread) => thread.userId))];
  let sent = 0;
  for (const userId of userIds) {
    const claim = await claimDigest(deps.db, userId, window, now);
    if (!claim) continue;
    try {
      await deps.mailer.send(await digestMail(claim.to, mailProps(deps, userId, claim)));
      sent += 1;
    } catch (error) {
      // Give the messages back, so the next run mails them; unless another run moved on already.
      await deps.db
        .update(emailPreferences)
        .set({ digestSentUpTo: claim.previousUpTo })
        .where(and(eq(emailPreferences.userId, userId), eq(emailPreferences.digestSentUpTo, window.cutoff)));
      throw error;
    }
  }
  return sent;
}

async function claimDigest(
  db: Db,
  userId: number,
  window: ReturnType<typeof digestWindow>,
  now: Date,
): Promise<Claim | null> {
  return db.transaction(async (tx) => {
    await tx.insert(emailPreferences).values({ userId }).onConflictDoNothing();
    const [locked] = await tx
      .select({ upTo: emailPreferences.digestSentUpTo, to: users.email, firstName: users.firstName })
      .from(emailPreferences)
      .innerJoin(users, eq(users.id, emailPreferences.userId))
      .where(eq(emailPreferences.userId, userId))
      .for('update', { of: emailPreferences });
    if (!locked) return null;
    // Re-read under the lock: a concurrent run may have sent this digest a moment ago.
    const threads = await findDueDigests(tx, window, userId);
    if (threads.length === 0) return null;
    await tx
      .update(emailPreferences)
      .set({ digestSentUpTo: window.cutoff, digestSentAt: now })
      .where(eq(emailPreferences.userId, userId));
    return { to: locked.to, firstName: locked.firstName, threads, previousUpTo: locked.upTo };
  });
}

function mailProps(deps: DigestDeps, userId: number, claim: Claim) {
  const base = deps.publicUrl.replace(/\/+$/, '');
  const token = createUnsubscribeToken(userId, deps.apiSecret);
  return {
    firstName: claim.firstName,
    threads: claim.threads.map((thread) => ({ ...thread, url: `${base}/dashboard/inbox/${thread.threadId}` })),
    inboxUrl: `${base}/dashboard/inbox`,
    preferencesUrl: `${base}/my-account?tab=emails`,
    unsubscribeUrl: `${base}/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}
