import { and, eq, isNull, like } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { bulkInsert } from '../../seed/bulk-insert.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import {
  buildDemoCompanies,
  companies,
  companyIdByName,
  companyIdsByAlias,
  type DemoLookingFor,
  PERSONA_COMPANIES,
  SCALE_DOMAIN_SUFFIX,
  scaleCompany,
  slugify,
} from '../company/index.js';
import { referenceIdsByName } from '../reference/index.js';
import { lookingForItems } from './looking-for.table.js';

/** What persona companies look for besides their generated lists (free text). */
export const DEMO_LOOKING_FOR: readonly { company: string; text: string; published: boolean }[] = [
  { company: 'Helixa Biotherapeutics', text: 'Oncology site networks in Spain and Portugal', published: true },
  { company: 'Helixa Biotherapeutics', text: 'A cell therapy manufacturing partner in Europe', published: false },
  {
    company: 'Meridian Clinical Research',
    text: 'Sponsors of Phase 2 oncology studies in Central Europe',
    published: true,
  },
  { company: 'Lakeshore Research Institute', text: 'Sponsors of Phase 2-3 heart failure studies', published: true },
  { company: 'Atlas Oncology Partners', text: 'Radioligand manufacturing and supply partners', published: true },
  { company: 'Cortexa Trial Systems', text: 'CROs to implement eCOA in hybrid CNS studies', published: false },
];

/** Inserts looking-for lists as items (named by kind and name; the note a free-text item), in bulk. */
export async function insertLookingFor(
  db: Executor,
  lists: readonly { companyId: number; list: DemoLookingFor }[],
  at: Date,
): Promise<void> {
  if (lists.length === 0) return;
  const refId = await referenceIdsByName(db);
  await bulkInsert(
    db,
    lookingForItems,
    lists.flatMap(({ companyId, list }) => [
      ...[...new Set(list.items.map((item) => refId.get(`${item.kind}/${item.name}`)))]
        .filter((id): id is number => id !== undefined)
        .map((referenceItemId) => ({
          companyId,
          referenceItemId,
          text: null,
          published: list.published,
          createdAt: at,
          updatedAt: at,
        })),
      ...(list.note?.trim()
        ? [
            {
              companyId,
              referenceItemId: null,
              text: list.note.trim(),
              published: list.published,
              createdAt: at,
              updatedAt: at,
            },
          ]
        : []),
    ]),
  );
}

/** The lists generated with companies (persona and demo ones), found by alias. */
async function seedGeneratedLists(
  db: Executor,
  generated: readonly { alias: string; list: DemoLookingFor | null }[],
  now: Date,
): Promise<void> {
  const idByAlias = await companyIdsByAlias(db);
  await insertLookingFor(
    db,
    generated.flatMap(({ alias, list }) => {
      const companyId = idByAlias.get(alias);
      return companyId !== undefined && list ? [{ companyId, list }] : [];
    }),
    now,
  );
}

const personaLists = (db: Executor, now: Date) =>
  seedGeneratedLists(
    db,
    PERSONA_COMPANIES.map((c) => ({ alias: slugify(c.name), list: c.attributes.lookingFor })),
    now,
  );

/** The persona companies' looking-for lists; in a demo database also the demo companies' and a few more. */
export const lookingForSeed: ModuleSeed = {
  after: ['company'],
  personas: personaLists,
  demo: async (db, now) => {
    await personaLists(db, now);
    await seedGeneratedLists(
      db,
      buildDemoCompanies().map((c) => ({ alias: c.alias, list: c.attributes.lookingFor })),
      now,
    );
    const items = [];
    for (const item of DEMO_LOOKING_FOR)
      items.push({
        companyId: await companyIdByName(db, item.company),
        text: item.text,
        published: item.published,
        createdAt: now,
        updatedAt: now,
      });
    await db.insert(lookingForItems).values(items);
  },
  scale: { run: (db, _values, { now }) => seedScaleLookingFor(db, now) },
};

/** The lists of the scale companies that have none yet, in company order (company i's is scaleCompany(i)'s). */
async function seedScaleLookingFor(db: Db, now: Date): Promise<void> {
  const pending = await db
    .selectDistinct({ id: companies.id, emailDomain: companies.emailDomain })
    .from(companies)
    .leftJoin(lookingForItems, eq(lookingForItems.companyId, companies.id))
    .where(and(like(companies.emailDomain, `%${SCALE_DOMAIN_SUFFIX}`), isNull(lookingForItems.id)))
    .orderBy(companies.id);
  for (let i = 0; i < pending.length; i += 2000) {
    const lists = pending.slice(i, i + 2000).flatMap(({ id, emailDomain }) => {
      // Scale company i's domain is s<i in base 36><SCALE_DOMAIN_SUFFIX>.
      const index = Number.parseInt((emailDomain ?? '').slice(1, -SCALE_DOMAIN_SUFFIX.length), 36);
      const list = scaleCompany(index).attributes.lookingFor;
      return list ? [{ companyId: id, list }] : [];
    });
    await db.transaction((tx) => insertLookingFor(tx, lists, now));
  }
}
