import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../clock.js';
import {
  buildDemoCompanies,
  companies,
  companyReferenceItems,
  DEMO_SEED,
  PERSONA_COMPANIES,
} from '../modules/company/index.js';
import { lookingForItems } from '../modules/looking-for/index.js';
import { DEMO_MEMBERS } from '../modules/member/index.js';
import { contractedPartners } from '../modules/partner/index.js';
import { referenceItems } from '../modules/reference/index.js';
import { subscriptions } from '../modules/subscription/index.js';
import { buildDemoPeople, PERSONA_COLLEAGUES, SUPPORTING_USERS, users } from '../modules/user/index.js';
import { notifications } from '../modules/notification/index.js';
import { allTestDatabaseKinds, createTestDatabase, type TestDatabase, TEST_NOW } from '../testing/index.js';
import { HELIXA_EMAIL_DOMAIN, NORTHBRIDGE_EMAIL_DOMAIN, PERSONAS } from './personas.js';
import { createRandom } from './prng.js';
import { runSeed } from './seed.js';

describe('seeding a database', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  const clock = createFixedClock(TEST_NOW);

  beforeAll(async () => {
    // The second on PostgreSQL when TEST_DATABASE_URL is set: both engines must get the same data.
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase(allTestDatabaseKinds().at(-1))]);
    await runSeed(first.db, { mode: 'demo', clock });
    await runSeed(second.db, { mode: 'demo', clock });
  });
  afterAll(async () => {
    await first?.dispose();
    await second?.dispose();
  });

  const snapshot = async (database: TestDatabase) => {
    const rows = await database.db.select().from(companies).orderBy(asc(companies.id));
    const links = await database.db
      .select()
      .from(companyReferenceItems)
      .orderBy(asc(companyReferenceItems.companyId), asc(companyReferenceItems.referenceItemId));
    const people = await database.db
      .select({ id: users.id, email: users.email, title: users.jobTitle, companyId: users.companyId })
      .from(users)
      .orderBy(asc(users.id));
    const lookingFor = await database.db.execute(
      sql`SELECT company_id, reference_item_id, text, published FROM looking_for_items ORDER BY id`,
    );
    return {
      rows: rows.map(({ createdAt: _c, updatedAt: _u, ...rest }) => rest),
      links,
      people,
      lookingFor: (lookingFor as unknown as { rows: unknown[] }).rows,
    };
  };

  it('writes identical companies (ids, names, aliases, attributes, links, people, looking-for) into two databases', async () => {
    const a = await snapshot(first);
    expect(a.rows).toHaveLength(1000 + PERSONA_COMPANIES.length);
    expect(await snapshot(second)).toEqual(a);
  });

  it('writes identical requests, capability alerts and responses into two databases', async () => {
    const marketplace = async (database: TestDatabase) =>
      (
        (await database.db.execute(sql`
          SELECT 'request' AS what, id, company_id, title || ' ' || status || ' ' || coalesce(extract(epoch FROM published_at)::bigint::text, '') AS text FROM requests
          UNION ALL SELECT 'alert', id, company_id, title || ' ' || description || ' ' || extract(epoch FROM published_at)::bigint FROM capability_alerts
          UNION ALL SELECT 'response', request_id, company_id, status || ' ' || message || ' ' || extract(epoch FROM created_at)::bigint FROM request_responses
          ORDER BY what, id, company_id`)) as unknown as { rows: unknown[] }
      ).rows;
    const a = await marketplace(first);
    expect(a.length).toBeGreaterThan(300);
    expect(await marketplace(second)).toEqual(a);
  });

  it('starts a few demo conversations among the personas, one unread in each inbox kind', async () => {
    const threads = await first.db.execute(
      sql`SELECT t.subject, t.message_count, c.name AS to_company FROM message_threads t JOIN companies c ON c.id = t.to_company_id WHERE t.about_kind = 'COMPANY' ORDER BY t.id`,
    );
    expect((threads as unknown as { rows: unknown[] }).rows).toEqual([
      {
        subject: 'Central lab logistics for the HLX-204 extension',
        message_count: 2,
        to_company: 'Meridian Clinical Research',
      },
      { subject: 'Co-monitoring a shared site network', message_count: 1, to_company: 'Helixa Biotherapeutics' },
      { subject: 'eCOA training for your coordinators', message_count: 2, to_company: 'Lakeshore Research Institute' },
    ]);
    const [notified] = await first.db.select({ value: count() }).from(notifications);
    expect(Number(notified?.value)).toBeGreaterThan(3);
  });

  it("adds the demo companies' people: an admin on every claimed company, nobody on an unclaimed one", async () => {
    const people = buildDemoPeople(createRandom(DEMO_SEED + 1), buildDemoCompanies()).length;
    expect(people).toBeGreaterThan(2000);
    // The user seed's colleagues, and the members page's demo people (member seed).
    const colleagues = Object.values(PERSONA_COLLEAGUES).flat().length + Object.values(DEMO_MEMBERS).flat().length;
    const [total] = await first.db.select({ value: count() }).from(users);
    expect(Number(total?.value)).toBe(
      people + colleagues + PERSONAS.filter((p) => !p.admin).length + SUPPORTING_USERS.length,
    );
    const claimedWithoutAdmin = await first.db.execute(
      sql`SELECT c.id FROM companies c WHERE c.status = 'CLAIMED' AND NOT EXISTS (SELECT 1 FROM users u WHERE u.company_id = c.id AND u.role = 'COMPANY_ADMIN')`,
    );
    expect((claimedWithoutAdmin as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    const orphans = await first.db.execute(
      sql`SELECT u.id FROM users u JOIN companies c ON c.id = u.company_id WHERE c.status = 'APPROVED'`,
    );
    expect((orphans as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    // A NEW company has the one person who registered it, as its admin.
    const newCompanies = (await first.db.execute(
      sql`SELECT count(u.id)::int AS people, bool_and(u.role = 'COMPANY_ADMIN') AS admins FROM companies c LEFT JOIN users u ON u.company_id = c.id WHERE c.status = 'NEW' GROUP BY c.id`,
    )) as unknown as { rows: { people: number; admins: boolean }[] };
    expect(newCompanies.rows.every((c) => c.people === 1 && c.admins)).toBe(true);
  });

  it('seeds every persona as specified', async () => {
    for (const persona of PERSONAS.filter((p) => !p.admin)) {
      const [row] = await first.db
        .select({ user: users, company: companies })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.email, persona.email));
      expect(row, persona.email).toBeDefined();
      expect(row?.user).toMatchObject({
        role: persona.role,
        active: persona.active,
        approvalStatus: 'APPROVED',
        jobTitle: persona.jobTitle,
      });
      expect(row?.user.emailVerifiedAt).not.toBeNull();
      expect(row?.company.name).toBe(persona.company);
    }
    expect(await first.db.select().from(users).where(eq(users.email, 'admin@demo.test'))).toHaveLength(0);
    const [quiet] = await first.db.select().from(companies).where(eq(companies.name, 'Quiet Harbor Ventures'));
    expect(quiet?.active).toBe(false);
  });

  it('keeps Northbridge Bioanalytics unclaimed and Helixa on its documented domain for registration tests', async () => {
    const [northbridge] = await first.db.select().from(companies).where(eq(companies.name, 'Northbridge Bioanalytics'));
    expect(northbridge).toMatchObject({
      id: 9,
      status: 'APPROVED',
      active: true,
      roleId: 3,
      emailDomain: NORTHBRIDGE_EMAIL_DOMAIN,
    });
    expect(
      await first.db
        .select()
        .from(users)
        .where(eq(users.companyId, northbridge?.id ?? 0)),
    ).toEqual([]);
    const services = await first.db
      .select({ kind: referenceItems.kind })
      .from(companyReferenceItems)
      .innerJoin(referenceItems, eq(referenceItems.id, companyReferenceItems.referenceItemId))
      .where(and(eq(companyReferenceItems.companyId, northbridge?.id ?? 0), eq(referenceItems.kind, 'SERVICES')));
    expect(services.length).toBeGreaterThanOrEqual(2);
    const [helixa] = await first.db.select().from(companies).where(eq(companies.name, 'Helixa Biotherapeutics'));
    expect(helixa).toMatchObject({ status: 'CLAIMED', emailDomain: HELIXA_EMAIL_DOMAIN });
    expect(HELIXA_EMAIL_DOMAIN).toBe('helixabio.example');
    expect(NORTHBRIDGE_EMAIL_DOMAIN).toBe('northbridge-bio.example');
  });

  it("gives companies issue 4's attributes: site details, badges, published flags, looking-for lists, partners", async () => {
    const sites = await first.db
      .select({ siteType: companies.siteType, care: companies.patientCareSettings })
      .from(companies)
      .where(eq(companies.roleId, 2));
    expect(sites.every((s) => s.siteType !== null && s.care.length > 0)).toBe(true);
    const [lakeshore] = await first.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Lakeshore Research Institute'));
    expect(lakeshore).toMatchObject({
      siteType: 'PRIVATE_RESEARCH_SITE',
      patientCareSettings: ['INPATIENT', 'OUTPATIENT'],
      badges: ['TOP_RATED'],
    });
    const others = await first.db
      .select({ siteType: companies.siteType })
      .from(companies)
      .where(sql`${companies.roleId} <> 2`);
    expect(others.every((o) => o.siteType === null)).toBe(true);
    const counts = (await first.db.execute(
      sql`SELECT count(*) FILTER (WHERE has_published_requests)::int AS requests, count(*) FILTER (WHERE has_published_alerts)::int AS alerts, count(*) FILTER (WHERE cardinality(badges) > 0)::int AS badged FROM companies`,
    )) as unknown as { rows: { requests: number; alerts: number; badged: number }[] };
    expect(counts.rows[0]?.requests).toBeGreaterThan(10);
    expect(counts.rows[0]?.alerts).toBeGreaterThan(10);
    expect(counts.rows[0]?.badged).toBeGreaterThan(100);
    const partners = await first.db
      .select()
      .from(contractedPartners)
      .where(and(eq(contractedPartners.companyId, 1), eq(contractedPartners.partnerCompanyId, 3)));
    expect(partners).toHaveLength(1);
    expect(
      await first.db
        .select()
        .from(contractedPartners)
        .where(and(eq(contractedPartners.companyId, 3), eq(contractedPartners.partnerCompanyId, 1))),
    ).toHaveLength(1);
    const lists = await first.db.selectDistinctOn([lookingForItems.companyId]).from(lookingForItems);
    expect(lists.length).toBeGreaterThan(50);
    expect(new Set(lists.map((l) => l.published))).toEqual(new Set([true, false]));
  });

  it('keeps the search columns in step with the reference links', async () => {
    const result = (await first.db.execute(sql`
      SELECT count(*)::int AS off FROM companies c
      WHERE c.reference_ids <> coalesce((SELECT array_agg(reference_item_id ORDER BY reference_item_id) FROM company_reference_items WHERE company_id = c.id), '{}')`)) as unknown as {
      rows: { off: number }[];
    };
    expect(result.rows[0]?.off).toBe(0);
    const [helixa] = await first.db
      .select({ names: companies.referenceNames })
      .from(companies)
      .where(eq(companies.id, 1));
    expect(helixa?.names).toContain('Oncology');
  });

  it('never seeds people twice and keeps reference data idempotent', async () => {
    const before = await first.db.select({ value: count() }).from(subscriptions);
    const refsBefore = await first.db.select({ value: count() }).from(referenceItems);
    expect(await runSeed(first.db, { mode: 'demo', clock })).toEqual({ seeded: false });
    expect(await first.db.select({ value: count() }).from(subscriptions)).toEqual(before);
    expect(await first.db.select({ value: count() }).from(referenceItems)).toEqual(refsBefore);
  });
});
