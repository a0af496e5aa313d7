import { inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/database.js';
import { forbidden, notFound, validation } from '../../errors.js';
import type { AppDeps } from '../../http/types.js';
import { publishSent, startPersonThreads, subscriptionRequired } from '../messaging/index.js';
import { type BillingDeps, planInForce } from '../subscription/index.js';
import { type UserRow, users } from '../user/index.js';
import { expertKindNames, findExpert, toExpertDto, visibleExpertIds } from './commons.experts.repository.js';
import { commonsExplorerLimit, MAX_EXPERT_KINDS, NOT_AN_EXPERT_MESSAGE, SELF_MESSAGE } from './commons.limits.js';
import type { ExpertBody, MessageExpertsBody } from './commons.schemas.js';
import { commonsExperts } from './commons.table.js';

type Acting = Caller & { user: UserRow };
/** The subject of every conversation opened from the directory. */
export const EXPERT_THREAD_SUBJECT = 'A question from the Commons experts directory';
/** The `about` of such a conversation: the expert written to. */
export const EXPERT_THREAD_KIND = 'COMMONS_EXPERT';

/** A person speaking for themselves: refused while impersonated (spec §6) and without a company. */
function self(caller: Acting): UserRow & { companyId: number } {
  if (caller.impersonating || caller.user.companyId === null) throw forbidden();
  return caller.user as UserRow & { companyId: number };
}

/** Lists (or updates, or unlists) the caller in the directory. */
export async function saveOwnExpert(db: Db, caller: Acting, input: Static<typeof ExpertBody>, at: Date) {
  const user = self(caller);
  const known = new Set(await expertKindNames(db));
  const kinds = [...new Set(input.kinds.map((k) => k.trim()))];
  const unknown = kinds.find((k) => !known.has(k));
  if (unknown !== undefined || kinds.length === 0 || kinds.length > MAX_EXPERT_KINDS)
    throw validation('kinds', `kinds must be 1 to ${MAX_EXPERT_KINDS} of the listed kinds of expertise`);
  const headline = input.headline.trim();
  if (headline.length === 0) throw validation('headline', 'headline must not be empty');
  const values = { kinds, headline, bio: input.bio.trim(), listed: input.listed, updatedAt: at };
  await db
    .insert(commonsExperts)
    .values({ userId: user.id, ...values, createdAt: at })
    .onConflictDoUpdate({ target: commonsExperts.userId, set: values });
  const row = await findExpert(db, user.id);
  if (!row) throw notFound();
  return toExpertDto(row);
}

export async function ownExpert(db: Db, caller: Acting) {
  const row = await findExpert(db, caller.user.id);
  return { expert: row ? toExpertDto(row) : null };
}

/**
 * Writes to experts through messaging: one new person-to-person conversation per expert (the
 * thread names no company inbox; the expert is its participant, so it lands in their personal
 * inbox), all or none, under messaging's plan, Explorer and flood rules.
 */
export async function messageExperts(
  deps: AppDeps,
  billing: BillingDeps,
  caller: Acting,
  input: Static<typeof MessageExpertsBody>,
): Promise<number[]> {
  const author = self(caller);
  const body = input.body.trim();
  if (body.length === 0) throw validation('body', 'body must not be empty');
  const ids = [...new Set(input.expertIds)];
  if (ids.includes(author.id)) throw validation('expertIds', SELF_MESSAGE);
  const visible = await visibleExpertIds(deps.db, ids);
  if (ids.some((id) => !visible.has(id))) throw validation('expertIds', NOT_AN_EXPERT_MESSAGE);
  const plan = await planInForce(billing, author);
  if (plan === 'NONE') throw subscriptionRequired();
  const experts = await deps.db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(inArray(users.id, ids));
  const companyOf = new Map(experts.map((e) => [e.id, e.companyId]));
  const recipients = ids.map((id) => ({ id, companyId: companyOf.get(id) ?? null }));
  const sent = await deps.db.transaction((tx) =>
    startPersonThreads(tx, {
      author,
      explorer: plan === 'EXPLORER',
      recipients,
      subject: EXPERT_THREAD_SUBJECT,
      aboutKind: EXPERT_THREAD_KIND,
      body,
      now: deps.clock.now(),
      explorerLimit: commonsExplorerLimit,
    }),
  );
  for (const s of sent) publishSent(deps, s);
  return sent.map((s) => s.threadId);
}
