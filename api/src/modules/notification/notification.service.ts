import type { Executor } from '../../db/database.js';
import type { EventBus } from '../../events/event-bus.js';
import { notifications } from './notification.table.js';

/** One notification to write; the api words title, body and link so any client can show it. */
export interface NotificationInput {
  userId: number;
  kind: string;
  title: string;
  body?: string | null;
  link?: string | null;
  subjectKind?: string | null;
  subjectId?: number | null;
}

export interface Notified {
  id: number;
  userId: number;
}

/**
 * Writes notifications inside the caller's transaction (they exist exactly when the change does).
 * Publish them with publishNotified once the transaction has committed.
 */
export async function notify(tx: Executor, items: NotificationInput[], at: Date): Promise<Notified[]> {
  if (items.length === 0) return [];
  return tx
    .insert(notifications)
    .values(
      items.map((n) => ({
        userId: n.userId,
        kind: n.kind,
        title: n.title,
        body: n.body ?? null,
        link: n.link ?? null,
        subjectKind: n.subjectKind ?? null,
        subjectId: n.subjectId ?? null,
        createdAt: at,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
}

/** NOTIFICATION_CREATED to each notified user, after commit. */
export function publishNotified(events: EventBus, notified: Notified[]): void {
  for (const n of notified) events.publish({ kind: 'NOTIFICATION_CREATED', userIds: [n.userId], notificationId: n.id });
}

/** Shortens a text for a notification's body, on a character (code point) boundary. */
export function excerpt(text: string, max = 160): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}
