import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_KINDS } from './reference.table.js';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';

describe.each(testDatabaseKinds(import.meta.url))('public reference routes (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, seed: 'none' });
  });
  afterAll(async () => t.close());

  it('lists the seven business types without a token', async () => {
    const res = await t.request({ url: '/v1/roles' });
    expect(res.json()).toEqual([
      { id: 1, name: 'Clinical Trial Sponsor', type: 'Sponsor' },
      { id: 2, name: 'Clinical Trial Site/Site Network', type: 'Site' },
      { id: 3, name: 'CRO', type: 'Vendor' },
      { id: 4, name: 'Technology/Service Provider', type: 'Vendor' },
      { id: 5, name: 'Non-profit/Government', type: 'Nonprofit' },
      { id: 6, name: 'Patients/Advocacy', type: 'PatientsAdvocacy' },
      { id: 7, name: 'Investor', type: 'Investor' },
    ]);
  });

  it('has values of every kind, filters by repeated kind, and links children to parents', async () => {
    const all = (await t.request({ url: '/v1/reference-items' })).json() as {
      id: number;
      kind: string;
      name: string;
      parentId: number | null;
    }[];
    for (const k of REFERENCE_KINDS) expect(all.filter((i) => i.kind === k).length, k).toBeGreaterThan(3);
    for (const k of REFERENCE_KINDS) expect(all.filter((i) => i.kind === k).length, k).toBeLessThanOrEqual(150);
    const filtered = (await t.request({ url: '/v1/reference-items?kind=MODALITIES&kind=SERIES' })).json() as {
      kind: string;
    }[];
    expect(new Set(filtered.map((i) => i.kind))).toEqual(new Set(['MODALITIES', 'SERIES']));
    const oncology = all.find((i) => i.name === 'Oncology');
    const nsclc = all.find((i) => i.name === 'Non-Small Cell Lung Cancer');
    expect(nsclc).toMatchObject({ kind: 'INDICATIONS', parentId: oncology?.id });
    const rbm = all.find((i) => i.name === 'Risk-Based Monitoring');
    expect(rbm?.parentId).toBe(all.find((i) => i.name === 'Clinical Monitoring')?.id);
  });

  it('answers 400 for an unknown kind', async () => {
    expect((await t.request({ url: '/v1/reference-items?kind=PLANETS' })).statusCode).toBe(400);
  });

  it('lists countries with ISO codes', async () => {
    const countries = (await t.request({ url: '/v1/countries' })).json() as { code: string; name: string }[];
    expect(countries.length).toBeGreaterThanOrEqual(50);
    expect(countries).toContainEqual({ id: expect.any(Number), code: 'DE', name: 'Germany' });
  });

  it('answers unknown paths with the 404 body', async () => {
    expect((await t.request({ url: '/v1/nothing-here' })).json()).toEqual({ code: 404, message: 'Not found.' });
  });

  it('answers the health probes', async () => {
    expect((await t.request({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.request({ url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });
});
