import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { companies } from '../company/index.js';
import { insertSeedThreads, type SeedPerson } from '../messaging/index.js';
import { notifications, notify } from '../notification/index.js';
import { responseMessage } from '../proposals/index.js';
import { requestInvites, requestResponses, requests } from '../requests/index.js';
import { seededPeople } from '../user/index.js';
import { watchlistEntries, watchlistFolders } from '../watchlist/index.js';

const DAY = 86_400_000;
const SPONSOR = 'sponsor.member@demo.test';
const VENDOR = 'vendor.admin@demo.test';
const SPONSOR_ADMIN = 'sponsor.admin@demo.test';

/** `now` plus `days`, as the UTC calendar day deadlines are. */
const dayOf = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/**
 * A request closing in 5 days and a response to it: sponsor.member's own, invited-only (so no
 * public list, figure or profile changes), Meridian invited and answered by vendor.admin.
 */
async function nearDeadline(
  db: Executor,
  now: Date,
  id: (key: string) => number,
  person: (email: string) => SeedPerson,
) {
  const published = new Date(now.getTime() - 2 * DAY);
  const title = 'Home nursing visits for the HLX-204 open-label extension';
  const [request] = await db
    .insert(requests)
    .values({
      kind: 'SERVICE',
      status: 'OPEN',
      visibility: 'INVITED',
      companyId: id('helixa'),
      createdByUserId: person(SPONSOR).id,
      title,
      description: 'Two home visits a month for 40 patients across Germany and Spain, from February.',
      responseDeadline: dayOf(now, 5),
      phases: ['PHASE_2'],
      timeline: 'Twelve months from February',
      budgetMin: 80_000,
      budgetMax: 140_000,
      publishedAt: published,
      createdAt: published,
      updatedAt: published,
    })
    .returning({ id: requests.id });
  if (!request) throw new Error('member-home seed: the request was not written');
  await db.insert(requestInvites).values({ requestId: request.id, companyId: id('meridian'), invitedAt: published });
  const responded = new Date(now.getTime() - DAY);
  const proposal = {
    message: 'Our home-health network covers both countries; we can start in February.',
    timeline: 'Start within 6 weeks',
    price: 118_000,
  };
  // Every response has the thread it opened with the poster (as the proposals seed writes them),
  // unannounced and read by the poster's personas: their inbox counts stay as other specs expect.
  const [threadId] = await insertSeedThreads(db, [
    {
      subject: `Response: ${title}`,
      toCompanyId: id('helixa'),
      about: { kind: 'REQUEST', id: request.id },
      messages: [{ author: person(VENDOR), body: responseMessage(proposal), sentAt: responded, notify: false }],
      readBy: [SPONSOR, SPONSOR_ADMIN].map((email) => ({ userId: person(email).id, at: responded })),
    },
  ]);
  await db.insert(requestResponses).values({
    requestId: request.id,
    companyId: id('meridian'),
    createdByUserId: person(VENDOR).id,
    ...proposal,
    threadId: threadId ?? null,
    createdAt: responded,
    updatedAt: responded,
  });
}

/**
 * A folder each for sponsor.member (Cortexa, Open Cures) and vendor.admin (Open Cures, Rare Voices), and a
 * watch update each, already read (the email digest sends unread ones; the bell's count stays).
 */
async function watched(
  db: Executor,
  now: Date,
  id: (key: string) => number,
  person: (email: string) => { id: number },
) {
  const added = new Date(now.getTime() - 20 * DAY);
  const folders = [
    // Companies no e2e persona acts for: a watcher's bell gets nothing new during other specs.
    { owner: SPONSOR, name: 'Vendors we follow', companies: [id('cortexa'), id('open')] },
    { owner: VENDOR, name: 'Organisations to follow', companies: [id('open'), id('rare')] },
  ];
  for (const folder of folders) {
    const ownerId = person(folder.owner).id;
    const [row] = await db
      .insert(watchlistFolders)
      .values({ ownerId, name: folder.name, position: 0, createdAt: added })
      .returning({ id: watchlistFolders.id });
    if (!row) throw new Error('member-home seed: the folder was not written');
    await db
      .insert(watchlistEntries)
      .values(folder.companies.map((companyId) => ({ folderId: row.id, companyId, addedBy: ownerId, addedAt: added })));
  }
  const told = new Date(now.getTime() - 4 * DAY);
  const notified = await notify(
    db,
    [
      {
        userId: person(SPONSOR).id,
        kind: 'WATCHED_COMPANY_UPDATED',
        title: 'Cortexa Trial Systems updated its profile',
        link: '/companies/cortexa-trial-systems',
        subjectKind: 'COMPANY',
        subjectId: id('cortexa'),
      },
      {
        userId: person(VENDOR).id,
        kind: 'WATCHED_COMPANY_UPDATED',
        title: 'Open Cures Foundation updated its profile',
        link: '/companies/open-cures-foundation',
        subjectKind: 'COMPANY',
        subjectId: id('open'),
      },
    ],
    told,
  );
  await db
    .update(notifications)
    .set({ readAt: told })
    .where(
      inArray(
        notifications.id,
        notified.map((n) => n.id),
      ),
    );
}

/** Demo rows so each section of sponsor.member's and vendor.admin's home shows something (docs/member-home.md). */
async function seedDemo(db: Executor, now: Date): Promise<void> {
  const person = await seededPeople(db, [SPONSOR, SPONSOR_ADMIN, VENDOR]);
  const rows = await db
    .select({ id: companies.id, alias: companies.alias })
    .from(companies)
    .where(
      inArray(companies.alias, [
        'helixa-biotherapeutics',
        'meridian-clinical-research',
        'cortexa-trial-systems',
        'open-cures-foundation',
        'rare-voices-alliance',
      ]),
    );
  const id = (key: string): number => {
    const row = rows.find((candidate) => candidate.alias.startsWith(`${key}-`));
    if (!row) throw new Error(`member-home seed: no demo company ${key}`);
    return row.id;
  };
  await nearDeadline(db, now, id, person);
  await watched(db, now, id, person);
}

/**
 * Demo only (persona databases keep their counts): written through the other modules' exported
 * tables and `notify`, after the seeds whose rows it sits beside, so their ids do not move.
 */
export const memberHomeSeed: ModuleSeed = {
  after: ['messaging', 'requests', 'proposals', 'watchlist'],
  demo: seedDemo,
};
