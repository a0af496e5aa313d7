import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { companies } from '../company/index.js';
import {
  contractedPartnerLabels,
  contractedPartnerNotes,
  contractedPartnerRatings,
  contractedPartners,
} from './partner.table.js';

const MESSAGE_192 = 'Your note has already existed on this partner company.';

describe.each(testDatabaseKinds(import.meta.url))('contracted partners (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let vendor: string;
  const id: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = t.tokenFor('sponsor.admin@demo.test');
    member = t.tokenFor('sponsor.member@demo.test');
    vendor = t.tokenFor('vendor.admin@demo.test');
    const rows = await t.database.db.select({ id: companies.id, name: companies.name }).from(companies);
    for (const row of rows) id[row.name.split(' ')[0] ?? ''] = row.id;
  });
  afterAll(async () => t.close());

  const call = (token: string, method: string, url: string, payload?: object) =>
    t.request({ method, url: `/v1/contracted-partners${url}`, token, ...(payload ? { payload } : {}) });
  const names = async (token: string, query = '') =>
    ((await call(token, 'GET', query)).json().content as { name: string }[]).map((p) => p.name);
  const rate = (token: string, companyId: number, stars: Record<string, number>) =>
    call(token, 'PUT', `/${companyId}/rating`, stars);

  it("lists only the caller company's partners, by name words, and 404s another company's by id", async () => {
    expect(await names(admin)).toEqual(['Lakeshore Research Institute', 'Meridian Clinical Research']);
    expect(await names(admin, '?q=MERID')).toEqual(['Meridian Clinical Research']);
    expect(await names(vendor)).toEqual(['Cortexa Trial Systems', 'Helixa Biotherapeutics']);
    expect((await call(vendor, 'GET', `/${id.Lakeshore}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/${id.Lakeshore}`)).json().partner.name).toBe('Lakeshore Research Institute');
    // The seed: two colleagues rated Meridian and wrote a note each; its labels include an own word.
    const seeded = (await call(member, 'GET', `/${id.Meridian}`)).json();
    expect(seeded.partner.rating.count).toBe(2);
    expect(seeded.notes.map((n: { kind: string; mine: boolean }) => [n.kind, n.mine])).toEqual([
      ['GENERAL', true],
      ['CONTRACT', false],
    ]);
    expect(seeded.partner.labels).toContain('EDC build');
  });

  it('adds a partner once, never itself, and search sees it', async () => {
    const self = await call(admin, 'POST', '', { partnerCompanyId: id.Helixa });
    expect(self.statusCode).toBe(400);
    expect(self.json().details[0].field).toBe('partnerCompanyId');
    expect((await call(admin, 'POST', '', { partnerCompanyId: 999999 })).statusCode).toBe(404);
    const first = await call(admin, 'POST', '', { partnerCompanyId: id.Atlas });
    expect(first.json()).toMatchObject({ created: true, partner: { name: 'Atlas Oncology Partners', noteCount: 0 } });
    expect(first.json().partner.addedBy.userId).toBe(await t.userId('sponsor.admin@demo.test'));
    expect((await call(member, 'POST', '', { partnerCompanyId: id.Atlas })).json().created).toBe(false);
    const search = await t.request({
      url: '/v1/companies/search?contractedPartners=ONLY_PARTNERS&size=50',
      token: admin,
    });
    const found = (search.json().content as { company: { name: string; isContractedPartner: boolean } }[]).map(
      (r) => r.company,
    );
    expect(found).toContainEqual(
      expect.objectContaining({ name: 'Atlas Oncology Partners', isContractedPartner: true }),
    );
  });

  it('answers 192 for a second note of the same kind, sequential or concurrent, and scopes notes', async () => {
    const url = `/${id.Meridian}/notes`;
    const created = await call(member, 'POST', url, { kind: 'PERFORMANCE', body: '  On time, every milestone.  ' });
    expect(created.json()).toMatchObject({ kind: 'PERFORMANCE', body: 'On time, every milestone.', mine: true });
    const again = await call(member, 'POST', url, { kind: 'PERFORMANCE', body: 'Another' });
    expect([again.statusCode, again.json().code, again.json().message]).toEqual([409, 192, MESSAGE_192]);
    const race = await Promise.all(
      [1, 2, 3].map((n) => call(admin, 'POST', `/${id.Atlas}/notes`, { kind: 'CONTRACT', body: `Race ${n}` })),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(race.filter((r) => r.statusCode === 409).every((r) => r.json().code === 192)).toBe(true);
    // Another author may write the same kind; empty or too long bodies are refused by field.
    expect((await call(admin, 'POST', url, { kind: 'PERFORMANCE', body: 'Mine too' })).statusCode).toBe(200);
    expect((await call(admin, 'POST', url, { kind: 'GENERAL', body: '   ' })).json().details[0].field).toBe('body');
    const long = await call(admin, 'POST', url, { kind: 'GENERAL', body: 'x'.repeat(2001) });
    expect(long.json().details[0]).toEqual({ field: 'body', message: 'body must be 1 to 2000 characters' });
    const noteId = created.json().id as number;
    expect((await call(admin, 'PATCH', `/notes/${noteId}`, { body: 'Edited' })).statusCode).toBe(403);
    expect((await call(vendor, 'PATCH', `/notes/${noteId}`, { body: 'Edited' })).statusCode).toBe(404);
    expect((await call(vendor, 'DELETE', `/notes/${noteId}`)).statusCode).toBe(404);
    expect((await call(member, 'PATCH', `/notes/${noteId}`, { body: 'Edited' })).json().body).toBe('Edited');
    // Vendor cannot write on Lakeshore (not its partner); the admin deletes a colleague's note.
    expect((await call(vendor, 'POST', `/${id.Lakeshore}/notes`, { kind: 'GENERAL', body: 'x' })).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/notes/${noteId}`)).json()).toMatchObject({ id: noteId, body: 'Edited' });
    expect((await call(admin, 'DELETE', `/notes/${noteId}`)).statusCode).toBe(404);
  });

  it('keeps ratings to whole stars 1 to 5 and averages them over the raters', async () => {
    const out = await rate(admin, id.Meridian ?? 0, { quality: 6, timeliness: 3, communication: 3, value: 3 });
    expect(out.statusCode).toBe(400);
    expect(out.json().details[0]).toEqual({
      field: 'quality',
      message: 'quality must be a whole number of stars from 1 to 5',
    });
    expect(
      (await rate(admin, id.Meridian ?? 0, { quality: 0, timeliness: 3, communication: 3, value: 3 })).statusCode,
    ).toBe(400);
    await rate(admin, id.Meridian ?? 0, { quality: 5, timeliness: 4, communication: 3, value: 2 });
    const both = await rate(member, id.Meridian ?? 0, { quality: 4, timeliness: 4, communication: 4, value: 4 });
    expect(both.json().partner.rating).toMatchObject({
      quality: 4.5,
      timeliness: 4,
      communication: 3.5,
      value: 3,
      count: 2,
    });
    expect(both.json().myRating).toMatchObject({ quality: 4 });
    expect(both.json().ratings).toHaveLength(2);
    expect(
      (await rate(vendor, id.Lakeshore ?? 0, { quality: 4, timeliness: 4, communication: 4, value: 4 })).statusCode,
    ).toBe(404);
    const sorted = await names(admin, '?sort=rating,DESC');
    expect(sorted[0]).toBe('Meridian Clinical Research');
  });

  it('sets labels: reference names as spelled, own words, at most 10 of 1 to 40 characters', async () => {
    const set = await call(admin, 'PUT', `/${id.Meridian}/labels`, {
      labels: ['preferred vendor', 'Oncology bench', 'Oncology  bench'],
    });
    expect(set.json().partner.labels).toEqual(['Oncology bench', 'Preferred Vendor']);
    expect((await call(admin, 'GET', '/labels')).json().own).toEqual(['Oncology bench']);
    expect((await call(vendor, 'GET', '/labels')).json().own).toEqual([]);
    expect(await names(admin, '?label=oncology%20bench')).toEqual(['Meridian Clinical Research']);
    const many = await call(admin, 'PUT', `/${id.Meridian}/labels`, {
      labels: Array.from({ length: 11 }, (_, i) => `L${i}`),
    });
    expect([many.statusCode, many.json().details[0].field]).toEqual([400, 'labels']);
    expect((await call(admin, 'PUT', `/${id.Meridian}/labels`, { labels: ['x'.repeat(41)] })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', `/${id.Meridian}/labels`, { labels: ['  '] })).statusCode).toBe(400);
    expect((await call(vendor, 'PUT', `/${id.Lakeshore}/labels`, { labels: ['x'] })).statusCode).toBe(404);
  });

  it('removes a partner with its labels, notes and ratings', async () => {
    const db = t.database.db;
    const helixa = id.Helixa ?? 0;
    const pair = (
      table: typeof contractedPartnerLabels | typeof contractedPartnerNotes | typeof contractedPartnerRatings,
    ) =>
      db
        .select({ c: table.companyId })
        .from(table)
        .where(and(eq(table.companyId, helixa), inArray(table.partnerCompanyId, [id.Meridian ?? 0])));
    expect((await pair(contractedPartnerNotes)).length).toBeGreaterThan(0);
    expect((await call(vendor, 'DELETE', `/${id.Lakeshore}`)).statusCode).toBe(404);
    expect((await call(member, 'DELETE', `/${id.Meridian}`)).statusCode).toBe(204);
    for (const table of [contractedPartnerLabels, contractedPartnerNotes, contractedPartnerRatings])
      expect(await pair(table)).toEqual([]);
    expect((await call(admin, 'GET', `/${id.Meridian}`)).statusCode).toBe(404);
    // Meridian's own partner record of Helixa is untouched.
    const back = await db
      .select()
      .from(contractedPartners)
      .where(and(eq(contractedPartners.companyId, id.Meridian ?? 0), eq(contractedPartners.partnerCompanyId, helixa)));
    expect(back).toHaveLength(1);
  });
});
