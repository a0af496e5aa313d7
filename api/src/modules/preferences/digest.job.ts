import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db, Executor } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import { createUnsubscribeToken } from '../account/index.js';
import { users } from '../user/index.js';
import { type DigestNotification, findDueNotifications } from './digest-notifications.query.js';
import { digestMail } from './digest.email.js';
import { type DigestThread, type DigestWindow, digestWindow, findDueDigests } from './digest.query.js';
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
  notifications: DigestNotification[];
  previous: { digestSentUpTo: Date | null; digestSentAt: Date | null; notificationsSentUpTo: Date | null };
}

/**
 * The "message-digests" job: one email per user listing the threads with messages they have not
 * read 15 minutes after they arrived, and their other unread notifications of that age ("Also
 * for you"). Safe to run twice or on two processes at once: each user is claimed under a row lock
 * that re-reads what is due and advances the watermarks before the mail leaves, so a second run
 * finds nothing. Answers how many emails were sent.
 */
export async function sendMessageDigests(deps: DigestDeps): Promise<number> {
  const now = deps.clock.now();
  const window = digestWindow(now);
  const [threads, notices] = await Promise.all([
    findDueDigests(deps.db, window),
    findDueNotifications(deps.db, window),
  ]);
  const userIds = [...new Set([...threads, ...notices].map((due) => due.userId))];
  let sent = 0;
  for (const userId of userIds) {
    const claim = await claimDigest(deps.db, userId, window, now);
    if (!claim) continue;
    try {
      await deps.mailer.send(await digestMail(claim.to, mailProps(deps, userId, claim)));
      sent += 1;
    } catch (error) {
      await giveBack(deps.db, userId, window, claim);
      throw error;
    }
  }
  return sent;
}

async function claimDigest(db: Db, userId: number, window: DigestWindow, now: Date): Promise<Claim | null> {
  return db.transaction(async (tx) => {
    await tx.insert(emailPreferences).values({ userId }).onConflictDoNothing();
    const [locked] = await tx
      .select({
        digestSentUpTo: emailPreferences.digestSentUpTo,
        digestSentAt: emailPreferences.digestSentAt,
        notificationsSentUpTo: emailPreferences.notificationsSentUpTo,
        to: users.email,
        firstName: users.firstName,
      })
      .from(emailPreferences)
      .innerJoin(users, eq(users.id, emailPreferences.userId))
      .where(eq(emailPreferences.userId, userId))
      .for('update', { of: emailPreferences });
    if (!locked) return null;
    // Re-read under the lock: a concurrent run may have sent this digest a moment ago.
    const threads = await findDueDigests(tx, window, userId);
    const notifications = await findDueNotifications(tx, window, userId);
    if (threads.length === 0 && notifications.length === 0) return null;
    // Each watermark moves only with what is mailed: a DAILY user's messages keep waiting for
    // their daily digest when an email carries notifications alone.
    await tx
      .update(emailPreferences)
      .set({
        ...(threads.length > 0 ? { digestSentUpTo: window.cutoff, digestSentAt: now } : {}),
        ...(notifications.length > 0 ? { notificationsSentUpTo: window.cutoff } : {}),
      })
      .where(eq(emailPreferences.userId, userId));
    const { to, firstName, ...previous } = locked;
    return { to, firstName, threads, notifications, previous };
  });
}

/** A mail that failed: give back what it claimed, so the next run retries; unless a run moved on. */
async function giveBack(db: Executor, userId: number, window: DigestWindow, claim: Claim): Promise<void> {
  const { digestSentUpTo, digestSentAt, notificationsSentUpTo } = claim.previous;
  if (claim.threads.length > 0) {
    await db
      .update(emailPreferences)
      .set({ digestSentUpTo, digestSentAt })
      .where(and(eq(emailPreferences.userId, userId), eq(emailPreferences.digestSentUpTo, window.cutoff)));
  }
  if (claim.notifications.length > 0) {
    await db
      .update(emailPreferences)
      .set({ notificationsSentUpTo })
      .where(and(eq(emailPreferences.userId, userId), eq(emailPreferences.notificationsSentUpTo, window.cutoff)));
  }
}

/** Only the platform's own paths become links: a notification's link is joined to the public URL. */
const isAppPath = (link: string | null): link is string => link !== null && /^\/(?![/\\])/.test(link);

function mailProps(deps: DigestDeps, userId: number, claim: Claim) {
  const base = deps.publicUrl.replace(/\/+$/, '');
  const token = createUnsubscribeToken(userId, deps.apiSecret);
  return {
    firstName: claim.firstName,
    threads: claim.threads.map((thread) => ({ ...thread, url: `${base}/dashboard/inbox/${thread.threadId}` })),
    notifications: claim.notifications.map((notice) => ({
      title: notice.title,
      body: notice.body,
      url: `${base}${isAppPath(notice.link) ? notice.link : '/dashboard'}`,
    })),
    inboxUrl: `${base}/dashboard/inbox`,
    preferencesUrl: `${base}/my-account?tab=emails`,
    unsubscribeUrl: `${base}/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}
