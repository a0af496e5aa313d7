import { sql } from 'drizzle-orm';
import { dayOf } from '../../../clock.js';
import type { Executor } from '../../../db/database.js';
import { addDays } from '../../../dates.js';
import { bulkInsert } from '../../../seed/bulk-insert.js';
import type { Random } from '../../../seed/prng.js';
import { type CompanyFacts, loadCompanyFacts, PERSONA_COMPANIES } from '../../company/index.js';
import type { ReferenceRef } from '../../reference/index.js';
import { createRequestWriter, type RequestText, requests } from '../../requests/index.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Share of the posters that also have an older request, closed or awarded. */
const HISTORY_SHARE = 0.2;

interface Planned {
  poster: CompanyFacts;
  status: 'OPEN' | 'CLOSED' | 'AWARDED';
  publishedAt: Date;
  deadline: Date;
  closedAt: Date | null;
}

/** The open request of each poster (published in the last six weeks) and, for some, an older closed one. */
function plan(posters: readonly CompanyFacts[], random: Random, now: Date): Planned[] {
  const personas = new Set(PERSONA_COMPANIES.map((c) => c.name));
  const open = posters.map((poster): Planned => {
    const publishedAt = new Date(now.getTime() - random.int(1, 42) * DAY - random.int(0, 9) * HOUR);
    const deadline = addDays(now, random.int(4, 45));
    return { poster, status: 'OPEN', publishedAt, deadline, closedAt: null };
  });
  const older = posters
    .filter((poster) => !personas.has(poster.name) && random.chance(HISTORY_SHARE))
    .map((poster): Planned => {
      const publishedAt = new Date(now.getTime() - random.int(60, 320) * DAY - random.int(0, 9) * HOUR);
      const deadline = addDays(publishedAt, random.int(21, 45));
      const closedAt = addDays(deadline, random.int(3, 25));
      return { poster, status: random.chance(0.6) ? 'AWARDED' : 'CLOSED', publishedAt, deadline, closedAt };
    });
  return [...open, ...older].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}

function row(p: Planned, text: RequestText, ref: (r: ReferenceRef) => number, country: (code: string) => number) {
  const start = text.startInDays === null ? null : addDays(p.publishedAt, text.startInDays);
  return {
    kind: text.kind,
    status: p.status,
    visibility: 'PUBLIC' as const,
    companyId: p.poster.id,
    createdByUserId: p.poster.memberId,
    title: text.title,
    description: text.description,
    responseDeadline: dayOf(p.deadline),
    referenceIds: [...new Set(text.references.map(ref))],
    countryIds: text.countries.map(country),
    phases: text.phases,
    numberOfSites: text.numberOfSites,
    enrolmentTarget: text.enrolmentTarget,
    startDate: start && dayOf(start < p.deadline ? addDays(p.deadline, 30) : start),
    timeline: text.timeline,
    budgetMin: text.budget?.[0] ?? null,
    budgetMax: text.budget?.[1] ?? null,
    problem: text.problem,
    stage: text.stage,
    matchmaking: 'DONE' as const,
    publishedAt: p.publishedAt,
    closedAt: p.closedAt,
    createdAt: new Date(p.publishedAt.getTime() - (2 + (p.poster.id % 5)) * DAY),
    updatedAt: p.closedAt ?? p.publishedAt,
  };
}

/**
 * The active demo companies flagged as posting requests (without one yet) each get one open public
 * request by their first member, and a fifth of them an older one that closed or was awarded:
 * every one written from the poster's own programmes, in the order the list shows them.
 * (Their responses are the proposals seed's.)
 */
export async function seedGeneratedRequests(
  db: Executor,
  now: Date,
  random: Random,
  lookup: { ref: (r: ReferenceRef) => number; country: (code: string) => number },
): Promise<void> {
  const posters = await loadCompanyFacts(
    db,
    sql`c.active AND c.has_published_requests AND NOT EXISTS (SELECT 1 FROM requests r WHERE r.company_id = c.id)`,
  );
  const write = createRequestWriter(random, now);
  const rows = plan(posters, random, now).map((p) => row(p, write(p.poster), lookup.ref, lookup.country));
  // Oldest first, so ids grow with publication as they would have.
  await bulkInsert(db, requests, rows.reverse());
}
