import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { addDays } from '../../dates.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { requests } from '../requests/index.js';
import { CHALLENGE_TEXT_LIMITS } from './challenge.schemas.js';
import { challenges } from './challenge.table.js';

const HOW_TO_APPLY =
  'Respond to the request with a short proposal: where your solution is in use today, what a pilot in one study would take, and a rough timeline and price. Shortlisted companies present to the study team in a 45-minute call.';

/** What sponsors put up for a solution, in the words they use. */
export const PRIZES = [
  'A paid six-month pilot in one running study (up to US$150,000), with a path to a multi-study agreement.',
  'A US$50,000 award for the winning solution and a funded proof of concept at two of our sites.',
  'A fully funded 12-week pilot with our clinical operations team and an introduction to our procurement group.',
] as const;

/** Helixa's innovation request of the demo (requests' DEMO_REQUESTS): a challenge that has run its course. */
const HELIXA_CHALLENGE = {
  title: 'eConsent for decentralized oncology trials',
  headline: 'Consent without the site visit: eConsent for decentralised oncology trials',
  prize:
    'A paid pilot across our decentralised oncology programme, then a roll-out to every study that enrols remotely.',
  howToApply:
    'Respond to the request with how patients consent on their own devices, how remote investigators countersign, and which ethics committees have approved your flow.',
};

/** Open innovation requests of the demo companies (the generated marketplace) that become challenges. */
const OPEN_CHALLENGES = 3;

async function seedDemoChallenges(db: Executor, now: Date): Promise<void> {
  const [helixa] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.kind, 'INNOVATION'), eq(requests.title, HELIXA_CHALLENGE.title)))
    .limit(1);
  const rows: (typeof challenges.$inferInsert)[] = [];
  if (helixa) {
    rows.push({
      requestId: helixa.id,
      headline: HELIXA_CHALLENGE.headline,
      problemSummary: helixa.problem ?? helixa.description,
      prize: HELIXA_CHALLENGE.prize,
      deadline: helixa.responseDeadline,
      howToApply: HELIXA_CHALLENGE.howToApply,
      status: 'CLOSED',
      createdByUserId: helixa.createdByUserId,
      publishedAt: helixa.publishedAt,
      closedAt: helixa.closedAt ?? now,
      createdAt: helixa.publishedAt ?? now,
      updatedAt: helixa.closedAt ?? now,
    });
  }
  // Open ones with at least a week to go, soonest first, so the list shows days counting down.
  const open = await db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.kind, 'INNOVATION'),
        eq(requests.status, 'OPEN'),
        eq(requests.visibility, 'PUBLIC'),
        gte(requests.responseDeadline, addDays(now, 7).toISOString().slice(0, 10)),
      ),
    )
    .orderBy(asc(requests.responseDeadline), asc(requests.id))
    .limit(OPEN_CHALLENGES);
  open.forEach((request, i) => {
    rows.push({
      requestId: request.id,
      headline: request.title.slice(0, CHALLENGE_TEXT_LIMITS.headline),
      problemSummary: (request.problem ?? request.description).slice(0, CHALLENGE_TEXT_LIMITS.problemSummary),
      prize: PRIZES[i % PRIZES.length] ?? PRIZES[0],
      deadline: request.responseDeadline,
      howToApply: HOW_TO_APPLY,
      status: 'PUBLISHED',
      createdByUserId: request.createdByUserId,
      publishedAt: request.publishedAt ?? now,
      createdAt: request.publishedAt ?? now,
      updatedAt: request.publishedAt ?? now,
    });
  });
  if (rows.length > 0) await db.insert(challenges).values(rows).onConflictDoNothing();
}

/** A challenge for public innovation requests of the scale set without one, up to `count` more. */
async function seedScaleChallenges(db: Db, count: number, log: (line: string) => void): Promise<void> {
  if (count === 0) return;
  const prize = sql.join(
    PRIZES.map((p, i) => sql`when ${i} then ${p}`),
    sql` `,
  );
  const result = (await db.execute(sql`
    with added as (insert into challenges (request_id, headline, problem_summary, prize, deadline, how_to_apply, status,
      created_by_user_id, published_at, closed_at, created_at, updated_at)
    select r.id, left(r.title, ${CHALLENGE_TEXT_LIMITS.headline}),
      left(coalesce(nullif(r.problem, ''), r.description, r.title), ${CHALLENGE_TEXT_LIMITS.problemSummary}),
      case r.id % ${PRIZES.length} ${prize} end, r.response_deadline, ${HOW_TO_APPLY},
      case when r.status = 'OPEN' then 'PUBLISHED' else 'CLOSED' end,
      r.created_by_user_id, r.published_at, r.closed_at, coalesce(r.published_at, r.created_at),
      coalesce(r.closed_at, r.published_at, r.created_at)
    from requests r
    where r.kind = 'INNOVATION' and r.visibility = 'PUBLIC' and r.status <> 'DRAFT'
      and not exists (select 1 from challenges c where c.request_id = r.id)
    order by r.id
    limit ${count}
    on conflict do nothing
    returning 1)
    select count(*)::int as n from added`)) as unknown as { rows: { n: number }[] };
  log(`challenges: inserted ${(result.rows[0]?.n ?? 0).toLocaleString('en')} challenges`);
}

/** The demo's challenges (one closed, on Helixa's request), and the scale set's. */
export const challengeSeed: ModuleSeed = {
  after: ['requests', 'matchmaking'],
  demo: seedDemoChallenges,
  scale: {
    options: { challenges: { default: 2_000, min: 0, max: 100_000 } },
    run: (db, { challenges: count = 0 }, { log }) => seedScaleChallenges(db, count, log),
  },
};
