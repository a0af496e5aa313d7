import type { Static } from 'typebox';
import { validation, validationMany, type FieldError } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { sendJob } from '../../jobs/send-job.js';
import {
  CONTACT_DELIVERY,
  CONTACT_MESSAGES,
  CONTACT_RULES,
  ContactLimitError,
  contactDisabled,
  MIN_CONTACT_MESSAGE,
} from './contact.limits.js';
import { countSince, insertContactMessage } from './contact.repository.js';
import type { ContactMessageBody } from './contact.schemas.js';
import { contactFormOpen } from './contact.switch.js';
import { formTokenIssuedAt } from './contact.token.js';

type Body = Static<typeof ContactMessageBody>;

const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/** The fields as stored, or a 400 naming each refused one (CR/LF in a one-line field: header injection). */
function clean(body: Body): { name: string; email: string; company: string | null; message: string } {
  const errors: FieldError[] = [];
  const name = body.name.trim();
  const email = body.email.trim().toLowerCase();
  const company = body.company?.trim() ?? '';
  const message = body.message.trim();
  if (name === '') errors.push({ field: 'name', message: CONTACT_MESSAGES.nameRequired });
  else if (LINE_BREAK.test(name)) errors.push({ field: 'name', message: CONTACT_MESSAGES.oneLine('name') });
  if (LINE_BREAK.test(email) || !EMAIL.test(email)) errors.push({ field: 'email', message: CONTACT_MESSAGES.email });
  if (LINE_BREAK.test(company)) errors.push({ field: 'company', message: CONTACT_MESSAGES.oneLine('company') });
  if ([...message].length < MIN_CONTACT_MESSAGE) errors.push({ field: 'message', message: CONTACT_MESSAGES.message });
  if (errors.length > 0) throw validationMany(errors);
  return { name, email, company: company === '' ? null : company, message };
}

const minutesUntil = (oldest: Date | null, now: Date): number => {
  const ms =
    (oldest ? oldest.getTime() + CONTACT_RULES.windowMs : now.getTime() + CONTACT_RULES.windowMs) - now.getTime();
  return Math.max(1, Math.ceil(ms / 60_000));
};

/** Refuses with 429 when the address, or everyone together, sent their hour's share. */
async function checkLimits(app: ApiInstance, email: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - CONTACT_RULES.windowMs);
  const mine = await countSince(app.deps.db, since, email);
  if (mine.count >= CONTACT_RULES.perEmailPerHour) {
    const minutes = minutesUntil(mine.oldest, now);
    throw new ContactLimitError(CONTACT_MESSAGES.perEmail(minutes), minutes * 60);
  }
  const all = await countSince(app.deps.db, since);
  if (all.count >= CONTACT_RULES.allPerHour) {
    const minutes = minutesUntil(all.oldest, now);
    app.log.warn({ count: all.count }, 'contact form: hourly cap for all senders reached');
    throw new ContactLimitError(CONTACT_MESSAGES.busy(minutes), minutes * 60);
  }
}

/** Why a message is kept but never mailed (answered as sent), or null. */
function trapOf(body: Body, issuedAt: Date, now: Date): 'honeypot' | 'too-fast' | null {
  if ((body.website ?? '').trim() !== '') return 'honeypot';
  if (now.getTime() - issuedAt.getTime() < CONTACT_RULES.minFillMs) return 'too-fast';
  return null;
}

/**
 * Stores a Contact Us message, then queues its delivery (docs/contact.md): the answer never waits
 * for the mailer, and a mailer failure loses nothing (the job retries, then the sweep).
 */
export async function receiveContactMessage(app: ApiInstance, body: Body, userId: number | null): Promise<void> {
  if (!(await contactFormOpen(app))) throw contactDisabled();
  const now = app.deps.clock.now();
  const issuedAt = formTokenIssuedAt(app.deps.apiSecret, body.formToken);
  if (!issuedAt || now.getTime() - issuedAt.getTime() > CONTACT_RULES.maxFormAgeMs)
    throw validation('formToken', CONTACT_MESSAGES.formExpired);
  const fields = clean(body);
  await checkLimits(app, fields.email, now);
  const trappedReason = trapOf(body, issuedAt, now);
  const row = await insertContactMessage(app.deps.db, {
    ...fields,
    topic: body.topic,
    userId,
    trappedReason,
    createdAt: now,
  });
  if (trappedReason) {
    app.log.info({ contactMessageId: row.id, trappedReason }, 'contact message trapped: kept, not mailed');
    return;
  }
  await sendJob(app, CONTACT_DELIVERY.job, { contactMessageId: row.id });
}
