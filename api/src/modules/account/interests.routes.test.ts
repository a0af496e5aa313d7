import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';

describe.each(testDatabaseKinds(import.meta.url))('interests routes (%s)', (kind) => {
  let t: TestApp;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    const items = (
      await t.request({
        url: '/v1/reference-items?kind=THERAPEUTIC_AREAS&kind=SERVICES&kind=PRODUCTS&kind=REGIONS&kind=SERIES',
      })
    ).json() as { id: number; name: string }[];
    ids = Object.fromEntries(items.map((i) => [i.name, i.id]));
  });
  afterAll(async () => t.close());

  it('reports complete interests of a sponsor admin', async () => {
    const res = await t.request({ url: '/v1/users/interests', token: t.tokenFor('sponsor.admin@demo.test') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      complete: true,
      trialPhasesSupported: ['PHASE_2', 'PHASE_3'],
      products: [{ name: 'EDC' }, { name: 'eCOA/ePRO' }],
    });
  });

  it('reports incomplete interests when lists are empty and no phase is set', async () => {
    const res = await t.request({ url: '/v1/users/interests', token: t.tokenFor('sponsor.nointerests@demo.test') });
    expect(res.json()).toEqual({
      therapeuticAreas: [{ id: ids.Oncology, kind: 'THERAPEUTIC_AREAS', name: 'Oncology', parentId: null }],
      services: [],
      products: [],
      regions: [],
      trialPhasesSupported: [],
      complete: false,
    });
  });

  it('replaces the interests and becomes complete', async () => {
    const token = t.tokenFor('sponsor.nointerests@demo.test');
    const res = await t.request({
      method: 'PUT',
      url: '/v1/users/interests',
      token,
      payload: {
        therapeuticAreaIds: [ids.Cardiology],
        serviceIds: [ids.Biostatistics],
        productIds: [ids.CTMS],
        regionIds: [ids.Europe],
        trialPhasesSupported: ['PHASE_1'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      therapeuticAreas: [{ name: 'Cardiology' }],
      services: [{ name: 'Biostatistics' }],
      products: [{ name: 'CTMS' }],
      regions: [{ name: 'Europe' }],
      trialPhasesSupported: ['PHASE_1'],
      complete: true,
    });
    expect((await t.request({ url: '/v1/users/interests', token })).json().complete).toBe(true);
  });

  it('refuses ids of the wrong kind or unknown ids, naming the field', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/v1/users/interests',
      token: t.tokenFor('vendor.member@demo.test'),
      payload: {
        therapeuticAreaIds: [ids.CTMS],
        serviceIds: [999999],
        productIds: [],
        regionIds: [],
        trialPhasesSupported: [],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        field: 'therapeuticAreaIds',
        message: `therapeuticAreaIds contains ids that are not THERAPEUTIC_AREAS items: ${ids.CTMS}`,
      },
      { field: 'serviceIds', message: 'serviceIds contains ids that are not SERVICES items: 999999' },
    ]);
  });

  it('refuses an unknown trial phase', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/v1/users/interests',
      token: t.tokenFor('vendor.member@demo.test'),
      payload: {
        therapeuticAreaIds: [],
        serviceIds: [],
        productIds: [],
        regionIds: [],
        trialPhasesSupported: ['PHASE_9'],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('trialPhasesSupported.0');
  });
});
