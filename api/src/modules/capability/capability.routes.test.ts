import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { capabilityModule } from './capability.module.js';
import type { CapabilityAlertDto } from './capability.schemas.js';
import { capabilityClient } from './capability.testing.js';

describe.each(testDatabaseKinds(import.meta.url))('capability alerts (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof capabilityClient>;
  let site: string;
  let vendor: string;
  let sponsor: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    c = capabilityClient(t);
    site = t.tokenFor('site.admin@demo.test');
    vendor = t.tokenFor('vendor.admin@demo.test');
    sponsor = t.tokenFor('sponsor.admin@demo.test');
  });
  afterAll(async () => t.close());

  it('seeds a current alert for every company flagged as publishing alerts', async () => {
    expect(await c.flag('Meridian Clinical Research')).toBe(true);
    const res = await t.request({ url: '/v1/capability-alerts?size=100' });
    const names = res.json<{ content: CapabilityAlertDto[] }>().content.map((a) => a.company.name);
    expect(names).toContain('Meridian Clinical Research');
    expect(await c.flag('Lakeshore Research Institute')).toBe(false);
  });

  it('keeps a draft off the public list until it is published, then shows details to members only', async () => {
    const draft = await c.createOk(site, await c.body({ publish: false, title: 'Cardiology site capacity' }));
    expect(draft).toMatchObject({ status: 'DRAFT', own: true, detailsHidden: false, publishedAt: null });
    expect(await c.publicIds()).not.toContain(draft.id);
    expect((await t.request({ url: `/v1/capability-alerts/${draft.id}`, token: sponsor })).statusCode).toBe(404);
    expect(await c.flag('Lakeshore Research Institute')).toBe(false);

    const published = (await c.action(site, draft.id, 'publish')).json<CapabilityAlertDto>();
    expect(published.status).toBe('CURRENT');
    expect(await c.flag('Lakeshore Research Institute')).toBe(true);
    const visitor = (await t.request({ url: `/v1/capability-alerts/${draft.id}` })).json<CapabilityAlertDto>();
    expect(visitor).toMatchObject({
      title: 'Cardiology site capacity',
      company: { name: 'Lakeshore Research Institute', alias: expect.any(String) },
      validUntil: '2026-04-30',
      detailsHidden: true,
      description: null,
      services: [],
    });
    const member = (
      await t.request({ url: `/v1/capability-alerts/${draft.id}`, token: sponsor })
    ).json<CapabilityAlertDto>();
    expect(member).toMatchObject({ detailsHidden: false, description: 'Two senior CRAs free from April.', own: false });
    expect(member.services.map((s) => s.name)).toEqual(['Clinical Monitoring']);
    // Without a plan in force (Open Cures' subscription ended): the teaser only.
    const expired = t.tokenFor('expired.admin@demo.test');
    expect((await t.request({ url: `/v1/capability-alerts/${draft.id}`, token: expired })).json().detailsHidden).toBe(
      true,
    );
  });

  it('filters by any of the reference ids and by words', async () => {
    const europe = await c.refId('REGIONS', 'Europe');
    const alert = await c.createOk(vendor, await c.body({ title: 'eCOA rollout team', regionIds: [europe] }));
    expect(await c.publicIds(`regionIds=${europe}`)).toContain(alert.id);
    expect(await c.publicIds(`regionIds=${europe}&q=rollout`)).toEqual([alert.id]);
    expect(await c.publicIds('q=nothing-like-this')).toEqual([]);
    const page = (await t.request({ url: '/v1/capability-alerts?size=1&page=0' })).json();
    expect(page).toMatchObject({ page: 0, size: 1, content: [{ id: alert.id }] });
    expect(page.totalElements).toBeGreaterThan(1);
  });

  it('refuses companies that are not vendors or sites, and bad fields by name', async () => {
    const refused = await c.create(sponsor, await c.body());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/for vendors and sites/);
    const expired = await c.create(t.tokenFor('expired.admin@demo.test'), await c.body());
    expect(expired.json().code).toBe('SubscriptionRequired');

    const bad = await c.create(
      vendor,
      await c.body({
        title: '  ',
        validUntil: '2026-03-01',
        serviceIds: [],
        therapeuticAreaIds: [await c.refId('REGIONS', 'Europe')],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { field: 'title', message: 'Give the alert a title.' },
      { field: 'validUntil', message: 'Valid until must be today or later.' },
      { field: 'serviceIds', message: 'Choose at least one service.' },
      { field: 'therapeuticAreaIds', message: 'Choose therapeutic areas from the list.' },
    ]);
    expect((await c.create(vendor, await c.body({ validUntil: '2027-03-03' }))).json().details).toEqual([
      { field: 'validUntil', message: 'Valid until must be at most a year from today.' },
    ]);
    expect((await c.create(vendor, await c.body({ validUntil: '2027-03-02' }))).statusCode).toBe(201);
    expect((await c.create(vendor, await c.body({ title: 'x'.repeat(201) }))).json().details[0].field).toBe('title');
  });

  it("answers 404 for another company's alert, and lets only drafts be deleted", async () => {
    const mine = await c.createOk(site, await c.body({ publish: false }));
    const put = await t.request({
      method: 'PUT',
      url: `/v1/capability-alerts/${mine.id}`,
      token: vendor,
      payload: { ...(await c.body()), publish: undefined },
    });
    expect(put.statusCode).toBe(404);
    expect((await c.action(vendor, mine.id, 'publish')).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/v1/capability-alerts/${mine.id}`, token: vendor })).statusCode,
    ).toBe(404);
    expect((await c.action(site, mine.id, 'withdraw')).statusCode).toBe(409);
    expect(
      (await t.request({ method: 'DELETE', url: `/v1/capability-alerts/${mine.id}`, token: site })).statusCode,
    ).toBe(204);
    const mineList = (await t.request({ url: '/v1/capability-alerts/mine', token: site })).json<{
      content: CapabilityAlertDto[];
    }>();
    expect(mineList.content.map((a) => a.id)).not.toContain(mine.id);
    expect(mineList.content.every((a) => a.own)).toBe(true);
  });

  it('edits an alert in place and withdraws it from the list and the search flag', async () => {
    const [current] = (await t.request({ url: '/v1/capability-alerts/mine', token: site })).json<{
      content: CapabilityAlertDto[];
    }>().content;
    if (!current) throw new Error('no alert');
    const { publish: _p, ...body } = await c.body({ title: 'Cardiology and neurology capacity' });
    const edited = await t.request({
      method: 'PUT',
      url: `/v1/capability-alerts/${current.id}`,
      token: site,
      payload: body,
    });
    expect(edited.json<CapabilityAlertDto>()).toMatchObject({
      title: 'Cardiology and neurology capacity',
      status: 'CURRENT',
    });
    // Impersonation does not block managing alerts (spec §6).
    const admin = t.adminToken();
    const withdrawn = await t.request({
      method: 'POST',
      url: `/v1/capability-alerts/${current.id}/withdraw`,
      token: admin,
      impersonate: await t.userId('site.admin@demo.test'),
    });
    expect(withdrawn.json<CapabilityAlertDto>().status).toBe('WITHDRAWN');
    expect(await c.publicIds()).not.toContain(current.id);
    expect(await c.flag('Lakeshore Research Institute')).toBe(false);
  });

  it('clears the flag once the only alert expires (daily job), so search no longer finds the company', async () => {
    const alert = await c.createOk(site, await c.body({ validUntil: '2026-03-02' }));
    const search = async () =>
      (await t.request({ url: '/v1/companies/search?publishedAlerts=true&size=50', token: sponsor }))
        .json<{ content: { company: { name: string } }[] }>()
        .content.map((r) => r.company.name);
    expect(await search()).toContain('Lakeshore Research Institute');
    t.clock.advance(24 * 3600 * 1000);
    expect(await c.publicIds()).not.toContain(alert.id);
    const job = capabilityModule.queues?.[0];
    await job?.run(t.app, {});
    expect(await c.flag('Lakeshore Research Institute')).toBe(false);
    expect(await search()).not.toContain('Lakeshore Research Institute');
    expect(await search()).toContain('Meridian Clinical Research');
    const own = (await t.request({ url: `/v1/capability-alerts/${alert.id}`, token: site })).json<CapabilityAlertDto>();
    expect(own.status).toBe('EXPIRED');
    // Publishing an expired alert asks for a new date first.
    expect((await c.action(site, alert.id, 'withdraw')).json<CapabilityAlertDto>().status).toBe('WITHDRAWN');
    expect((await c.action(site, alert.id, 'publish')).json().details).toEqual([
      { field: 'validUntil', message: 'Valid until must be today or later.' },
    ]);
  });
});
