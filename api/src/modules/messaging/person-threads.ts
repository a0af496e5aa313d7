import type { Executor } from '../../db/database.js';
import type { ApiError } from '../../errors.js';
import type { UserRow } from '../user/index.js';
import { EXPLORER_MONTHLY_REACH_OUTS, monthStartUtc } from './messaging.limits.js';
import { countThreadsStartedSince } from './messaging.repository.js';
import { lockAuthorAndCheckFlood, type SentMessage, writeMessage } from './messaging.service.js';
import { messageThreads, threadParticipants } from './messaging.table.js';

export interface PersonThreads {
  author: UserRow & { companyId: number };
  /** Whether the author's plan counts new conversations against Explorer's monthly allowance. */
  explorer: boolean;
  /** The people written to, each with their company. */
  recipients: readonly { id: number; companyId: number | null }[];
  subject: string;
  /** What the conversations are about (`about_kind`); each one's `about_id` is its recipient. */
  aboutKind: string;
  body: string;
  now: Date;
  /** The refusal when the allowance cannot cover every recipient (the caller words it). */
  explorerLimit: () => ApiError;
}

/**
 * Opens one person-to-person conversation per recipient for another module (the commons' experts
 * directory): addressed to no company inbox, the recipient its participant, so it lands in their
 * personal inbox; under Explorer's allowance (each recipient one conversation) and the flood rule.
 * Run it in the caller's transaction, so it is all or none; publish each answer with `publishSent`.
 */
export async function startPersonThreads(tx: Executor, input: PersonThreads): Promise<SentMessage[]> {
  const { author, recipients, now } = input;
  if (input.explorer) {
    const started = await countThreadsStartedSince(tx, author.id, monthStartUtc(now));
    if (started + recipients.length > EXPLORER_MONTHLY_REACH_OUTS) throw input.explorerLimit();
  }
  const sent: SentMessage[] = [];
  for (const recipient of recipients) {
    await lockAuthorAndCheckFlood(tx, author.id, now);
    const [thread] = await tx
      .insert(messageThreads)
      .values({
        subject: input.subject,
        createdByUserId: author.id,
        fromCompanyId: author.companyId,
        toCompanyId: null,
        aboutKind: input.aboutKind,
        aboutId: recipient.id,
        createdAt: now,
        lastMessageAt: now,
      })
      .returning();
    if (!thread) throw new Error('thread insert returned nothing');
    await tx.insert(threadParticipants).values({
      threadId: thread.id,
      userId: recipient.id,
      companyId: recipient.companyId ?? author.companyId,
      joinedAt: now,
      lastMessageAt: now,
    });
    sent.push(await writeMessage(tx, thread, author, input.body, now, true));
  }
  return sent;
}
