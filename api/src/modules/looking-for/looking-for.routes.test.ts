import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { capabilityClient } from '../capability/capability.testing.js';
import type { CompanyLookingForDto } from './looking-for.schemas.js';

describe.each(testDatabaseKinds(import.meta.url))('looking-for lists (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof capabilityClient>;
  let sponsor: string;
  let member: string;
  let vendor: string;
  const HELIXA = '/v1/companies/by-alias/helixa-biotherapeutics/looking-for';
  beforeAll(async () => {
    t = await createTestApp({ kind });
    c = capabilityClient(t);
    sponsor = t.tokenFor('sponsor.admin@demo.test');
    member = t.tokenFor('sponsor.member@demo.test');
    vendor = t.tokenFor('vendor.admin@demo.test');
  });
  afterAll(async () => t.close());

  const add = (payload: unknown, token = member) =>
    t.request({ method: 'POST', url: '/v1/looking-for/items', token, payload });
  const names = (list: CompanyLookingForDto) => list.items.map((i) => i.name);

  it('shows the migrated list: published items to everyone, the full list to members', async () => {
    const visitor = (await t.request({ url: HELIXA })).json<CompanyLookingForDto>();
    expect(visitor).toMatchObject({ companyName: 'Helixa Biotherapeutics', own: false });
    expect(visitor.items[0]).toMatchObject({ kind: 'SERVICES', name: 'Clinical Monitoring', published: true });
    expect(visitor.items.at(-1)).toMatchObject({ kind: 'TEXT', referenceItemId: null });
    const meridian = '/v1/companies/by-alias/meridian-clinical-research/looking-for';
    expect((await t.request({ url: meridian, token: sponsor })).json<CompanyLookingForDto>().items).toEqual([]);
    const own = (
      await t.request({ url: meridian, token: t.tokenFor('vendor.member@demo.test') })
    ).json<CompanyLookingForDto>();
    expect(own.own).toBe(true);
    expect(names(own)).toEqual([
      'eCOA/ePRO',
      'Oncology',
      'Europe',
      'North America',
      'Looking for site networks in oncology.',
    ]);
    expect((await t.request({ url: '/v1/companies/by-alias/no-such-company/looking-for' })).statusCode).toBe(404);
  });

  it('lets any member add published and full items; others see the published ones only', async () => {
    const cardiology = await c.refId('THERAPEUTIC_AREAS', 'Cardiology');
    const added = await add({ referenceItemId: cardiology, published: false });
    expect(added.statusCode).toBe(200);
    const text = await add({ text: '  Rare disease   patient registries ', published: true });
    expect(names(text.json<CompanyLookingForDto>())).toContain('Rare disease patient registries');
    const seenByVendor = (await t.request({ url: HELIXA, token: vendor })).json<CompanyLookingForDto>();
    expect(names(seenByVendor)).toContain('Rare disease patient registries');
    expect(names(seenByVendor)).not.toContain('Cardiology');
    const full = (await t.request({ url: '/v1/looking-for', token: sponsor })).json<CompanyLookingForDto>();
    expect(full.items.find((i) => i.name === 'Cardiology')).toMatchObject({
      published: false,
      kind: 'THERAPEUTIC_AREAS',
    });
  });

  it('refuses duplicates, other kinds, empty and long text, by field', async () => {
    const cardiology = await c.refId('THERAPEUTIC_AREAS', 'Cardiology');
    const again = await add({ referenceItemId: cardiology, published: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 400, details: [{ field: 'referenceItemId' }] });
    expect((await add({ text: 'rare DISEASE patient registries', published: true })).json().details[0]).toMatchObject({
      field: 'text',
    });
    const indication = await c.refId('INDICATIONS', 'Breast Cancer').catch(() => null);
    if (indication) expect((await add({ referenceItemId: indication, published: true })).statusCode).toBe(400);
    expect((await add({ text: '   ', published: true })).json().details).toEqual([
      { field: 'text', message: 'Type what you are looking for.' },
    ]);
    expect((await add({ text: 'x'.repeat(201), published: true })).json().details[0].field).toBe('text');
    expect((await add({ published: true })).statusCode).toBe(400);
  });

  it('publishes, rewords and removes its own items; foreign ids answer 404', async () => {
    const full = (await t.request({ url: '/v1/looking-for', token: sponsor })).json<CompanyLookingForDto>();
    const item = full.items.find((i) => i.name === 'Cardiology');
    const free = full.items.find((i) => i.name === 'Rare disease patient registries');
    if (!item || !free) throw new Error('items missing');
    const put = (id: number, payload: unknown, token = sponsor) =>
      t.request({ method: 'PUT', url: `/v1/looking-for/items/${id}`, token, payload });
    expect((await put(item.id, { published: true })).json<CompanyLookingForDto>().items).toContainEqual(
      expect.objectContaining({ id: item.id, published: true }),
    );
    expect((await put(item.id, { published: true, text: 'nope' })).statusCode).toBe(400);
    expect(names((await put(free.id, { published: false, text: 'Patient registries' })).json())).toContain(
      'Patient registries',
    );
    expect((await put(item.id, { published: false }, vendor)).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/v1/looking-for/items/${item.id}`, token: vendor })).statusCode,
    ).toBe(404);
    const removed = await t.request({ method: 'DELETE', url: `/v1/looking-for/items/${item.id}`, token: member });
    expect(names(removed.json())).not.toContain('Cardiology');
    // Spec §6: managing the list is not blocked while an admin acts as a member.
    const asMember = await t.request({
      method: 'POST',
      url: '/v1/looking-for/items',
      token: t.adminToken(),
      impersonate: await t.userId('sponsor.member@demo.test'),
      payload: { text: 'Added by support', published: false },
    });
    expect(names(asMember.json())).toContain('Added by support');
    // A company without a plan in force reads its list but does not change it.
    const expired = t.tokenFor('expired.admin@demo.test');
    expect((await t.request({ url: '/v1/looking-for', token: expired })).statusCode).toBe(200);
    expect((await add({ text: 'Anything', published: true }, expired)).json().code).toBe('SubscriptionRequired');
  });
});
