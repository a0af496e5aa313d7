import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../user/index.js';
import { emailPreferences, type MessageEmailFrequency } from './preferences.table.js';

export interface EmailPreferences {
  messages: MessageEmailFrequency;
  notifications: boolean;
  /** Matching requests and capability alerts (matchmaking) in the notification centre. */
  matches: boolean;
  /** Changes to watched companies in the notification centre. */
  watchedCompanies: boolean;
  /** When the user stopped every email through a link in a mail; null while subscribed. */
  unsubscribedAt: Date | null;
}

export type EmailPreferencesUpdate = Omit<EmailPreferences, 'unsubscribedAt' | 'matches' | 'watchedCompanies'> & {
  matches?: boolean;
  watchedCompanies?: boolean;
};

export const DEFAULT_EMAIL_PREFERENCES: Omit<EmailPreferences, 'unsubscribedAt'> = {
  messages: 'DIGEST_15_MIN',
  notifications: true,
  matches: true,
  watchedCompanies: true,
};

export async function loadEmailPreferences(db: Executor, userId: number): Promise<EmailPreferences> {
  const [row] = await db
    .select({
      messages: emailPreferences.messages,
      notifications: emailPreferences.notifications,
      matches: emailPreferences.matches,
      watchedCompanies: emailPreferences.watchedCompanies,
      unsubscribedAt: users.emailUnsubscribedAt,
    })
    .from(users)
    .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return {
    messages: row?.messages ?? DEFAULT_EMAIL_PREFERENCES.messages,
    notifications: row?.notifications ?? DEFAULT_EMAIL_PREFERENCES.notifications,
    matches: row?.matches ?? DEFAULT_EMAIL_PREFERENCES.matches,
    watchedCompanies: row?.watchedCompanies ?? DEFAULT_EMAIL_PREFERENCES.watchedCompanies,
    unsubscribedAt: row?.unsubscribedAt ?? null,
  };
}

/**
 * Saves the settings and lifts an earlier unsubscribe: choosing which emails to get is an
 * explicit opt-in again (the page says so before saving).
 */
export async function saveEmailPreferences(
  db: Executor,
  userId: number,
  update: EmailPreferencesUpdate,
  now: Date,
): Promise<void> {
  // `matches` or `watchedCompanies` left out (undefined) keeps the saved value; drizzle skips undefined fields.
  await db.transaction(async (tx) => {
    await tx
      .insert(emailPreferences)
      .values({ userId, ...update, updatedAt: now })
      .onConflictDoUpdate({ target: emailPreferences.userId, set: { ...update, updatedAt: now } });
    await tx.update(users).set({ emailUnsubscribedAt: null }).where(eq(users.id, userId));
  });
}
