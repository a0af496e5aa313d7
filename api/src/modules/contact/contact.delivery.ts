import type { ApiInstance } from '../../http/types.js';
import { DEFAULT_CONTACT_DEPS, type ContactDeps } from './contact.deps.js';
import { CONTACT_DELIVERY } from './contact.limits.js';
import { acknowledgementMail, supportMail } from './contact.mail.js';
import { countFailure, findContactMessage, markMailed, undelivered } from './contact.repository.js';

export const contactSettings = (app: ApiInstance): ContactDeps => app.deps.contact ?? DEFAULT_CONTACT_DEPS;

/**
 * Mails a stored message to support (reply-to the sender), then the sender's acknowledgement,
 * stamping each so a retry sends only what is missing. A failure is counted and thrown (the
 * queue retries the job; the sweep takes over after).
 */
export async function deliverContactMessage(app: ApiInstance, id: number): Promise<void> {
  const { db, mailer, clock } = app.deps;
  const row = await findContactMessage(db, id);
  if (!row || row.trappedReason !== null) return;
  const { supportEmail } = contactSettings(app);
  try {
    if (row.supportMailedAt === null) {
      await mailer.send(supportMail(supportEmail, row));
      await markMailed(db, id, 'supportMailedAt', clock.now());
    }
    if (row.acknowledgedAt === null) {
      await mailer.send(acknowledgementMail(row, supportEmail));
      await markMailed(db, id, 'acknowledgedAt', clock.now());
    }
  } catch (error) {
    await countFailure(db, id);
    app.log.error({ err: error, contactMessageId: id }, 'contact message mail failed: will be retried');
    throw error;
  }
}

/** What lost jobs or a long mailer outage left: each message retried, one failure not stopping the rest. */
export async function sweepContactMessages(app: ApiInstance): Promise<number> {
  const now = app.deps.clock.now().getTime();
  const ids = await undelivered(
    app.deps.db,
    new Date(now - CONTACT_DELIVERY.sweepWithinMs),
    new Date(now - CONTACT_DELIVERY.sweepAfterMs),
    CONTACT_DELIVERY.maxAttempts,
  );
  let delivered = 0;
  for (const id of ids) {
    try {
      await deliverContactMessage(app, id);
      delivered += 1;
    } catch {
      // Logged and counted by deliverContactMessage.
    }
  }
  return delivered;
}
