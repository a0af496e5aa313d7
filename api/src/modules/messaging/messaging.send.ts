import type { AppDeps } from '../../http/types.js';
import { validation } from '../../errors.js';
import { type BillingDeps, planInForce } from '../subscription/index.js';
import { findCompanyById } from '../company/index.js';
import type { UserRow } from '../user/index.js';
import { loadReadableThread, replyRight } from './messaging.access.js';
import {
  contactRefusal,
  EXPLORER_MONTHLY_REACH_OUTS,
  messagingExplorerLimit,
  monthStartUtc,
  notContactable,
  replyNotAllowed,
  subscriptionRequired,
} from './messaging.limits.js';
import { countThreadsStartedSince } from './messaging.repository.js';
import type { StartThreadBody } from './messaging.schemas.js';
import { lockAuthorAndCheckFlood, publishSent, requiredText, writeMessage } from './messaging.service.js';
import { messageThreads } from './messaging.table.js';

type Author = UserRow & { companyId: number };

function asAuthor(user: UserRow): Author {
  // Every active, approved user has a company; a signup without one never reaches these routes.
  if (user.companyId === null) throw validation('companyId', 'Finish joining a company before sending messages.');
  return user as Author;
}

/** Reach-out: a new thread addressed to a company, landing in its company inbox. */
export async function startThread(
  deps: AppDeps,
  billing: BillingDeps,
  user: UserRow,
  input: StartThreadBody,
): Promise<number> {
  const author = asAuthor(user);
  const subject = requiredText('subject', input.subject);
  const body = requiredText('body', input.body);
  const company = await findCompanyById(deps.db, input.toCompanyId);
  if (!company) throw validation('toCompanyId', 'toCompanyId does not exist');
  const refusal = contactRefusal(company, author.companyId);
  if (refusal) throw notContactable(refusal);
  const plan = await planInForce(billing, author);
  if (plan === 'NONE') throw subscriptionRequired();
  const sent = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await lockAuthorAndCheckFlood(tx, author.id, now);
    if (plan === 'EXPLORER') {
      const started = await countThreadsStartedSince(tx, author.id, monthStartUtc(now));
      if (started >= EXPLORER_MONTHLY_REACH_OUTS) throw messagingExplorerLimit();
    }
    const [thread] = await tx
      .insert(messageThreads)
      .values({
        subject,
        createdByUserId: author.id,
        fromCompanyId: author.companyId,
        toCompanyId: company.id,
        aboutKind: input.about?.kind ?? 'COMPANY',
        aboutId: input.about?.id ?? company.id,
        createdAt: now,
        lastMessageAt: now,
      })
      .returning();
    if (!thread) throw new Error('thread insert returned nothing');
    return writeMessage(tx, thread, author, body, now, true);
  });
  publishSent(deps, sent);
  return sent.threadId;
}

/** A reply by a participant, or by a member the company's reply policy allows. */
export async function replyToThread(deps: AppDeps, user: UserRow, threadId: number, rawBody: string): Promise<number> {
  const author = asAuthor(user);
  const body = requiredText('body', rawBody);
  const sent = await deps.db.transaction(async (tx) => {
    const access = await loadReadableThread(tx, author, threadId);
    const right = await replyRight(tx, author, access);
    if (!right.canReply) throw replyNotAllowed(right.reason ?? 'You cannot reply to this conversation.');
    const now = deps.clock.now();
    await lockAuthorAndCheckFlood(tx, author.id, now);
    return writeMessage(tx, access.thread, author, body, now, false);
  });
  publishSent(deps, sent);
  return sent.messageId;
}
