import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { insertCompanies } from './company.factory.js';
import type { CompanyPreviewDto } from './company.schemas.js';

const DESCRIPTION =
  'Northwind Trials runs oncology studies in Europe. It manages data for sponsors of every size. ' +
  'Founded by former site staff, it knows what sites need from a CRO, from feasibility and start-up to close-out, and keeps its monitoring visits short and useful. ' +
  'Its members list and contact details are for members only.';

describe.each(testDatabaseKinds(import.meta.url))('GET /v1/companies/by-alias/{alias}/preview (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    await insertCompanies(t.database.db, [
      {
        name: 'Northwind Trials',
        status: 'APPROVED',
        countryCode: 'DE',
        description: DESCRIPTION,
        badges: ['VERIFIED'],
        references: [
          ['SERVICES', 'Data Management'],
          ['SERVICES', 'Biostatistics'],
          ['PRODUCTS', 'EDC'],
          ['THERAPEUTIC_AREAS', 'Oncology'],
          ['MODALITIES', 'Cell Therapy'],
          ['REGIONS', 'Europe'],
        ],
      },
      { name: 'Dormant Research', active: false, description: 'Closed.' },
    ]);
  });
  afterAll(async () => t.close());

  it('answers anyone, signed in or not, with the public fields only', async () => {
    const res = await t.request({ url: '/v1/companies/by-alias/northwind-trials/preview' });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<CompanyPreviewDto>();
    expect(preview).toEqual({
      id: expect.any(Number),
      alias: 'northwind-trials',
      name: 'Northwind Trials',
      logoUrl: null,
      summary: 'Northwind Trials runs oncology studies in Europe. It manages data for sponsors of every size.',
      role: { id: 3, name: 'CRO', type: 'Vendor' },
      headquarters: { country: { id: expect.any(Number), code: 'DE', name: 'Germany' }, state: null, city: null },
      services: [
        expect.objectContaining({ kind: 'SERVICES', name: 'Biostatistics' }),
        expect.objectContaining({ kind: 'SERVICES', name: 'Data Management' }),
      ],
      products: [expect.objectContaining({ kind: 'PRODUCTS', name: 'EDC' })],
      therapeuticAreas: [expect.objectContaining({ kind: 'THERAPEUTIC_AREAS', name: 'Oncology' })],
      badges: ['VERIFIED'],
      claimable: true,
    });
    // A signed-in caller gets the same answer: nothing in it depends on who asks.
    const signedIn = await t.request({
      url: '/v1/companies/by-alias/northwind-trials/preview',
      token: t.tokenFor('new.user@demo.test'),
    });
    expect(signedIn.json()).toEqual(preview);
  });

  it("never answers a persona company's members, contact details or looking-for list", async () => {
    const res = await t.request({ url: '/v1/companies/by-alias/helixa-biotherapeutics/preview' });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<Record<string, unknown>>();
    expect(preview).toMatchObject({ name: 'Helixa Biotherapeutics', claimable: false });
    for (const field of ['members', 'lookingFor', 'website', 'description', 'canEdit', 'inCompareList', 'version'])
      expect(preview).not.toHaveProperty(field);
  });

  it('answers 404 for an inactive or unknown company and 400 for an alias that cannot exist', async () => {
    const inactive = await t.request({ url: '/v1/companies/by-alias/dormant-research/preview' });
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json()).toMatchObject({ code: 404 });
    expect((await t.request({ url: '/v1/companies/by-alias/no-such-company/preview' })).statusCode).toBe(404);
    expect((await t.request({ url: '/v1/companies/by-alias/quiet-harbor-ventures/preview' })).statusCode).toBe(404);
    expect((await t.request({ url: '/v1/companies/by-alias/Not%20An%20Alias/preview' })).statusCode).toBe(400);
  });
});
