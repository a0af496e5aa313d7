import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import type { CompanyDto } from './company.schemas.js';

const HELIXA = 1;

describe.each(testDatabaseKinds(import.meta.url))('company profiles (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = t.tokenFor('sponsor.admin@demo.test');
  });
  afterAll(async () => t.close());

  const get = async <T = CompanyDto>(url: string, token = admin): Promise<T> => {
    const res = await t.request({ url, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  it('answers a profile by alias with members, references, looking-for and caller flags', async () => {
    const helixa = await get('/v1/companies/by-alias/helixa-biotherapeutics');
    expect(helixa).toMatchObject({
      id: HELIXA,
      name: 'Helixa Biotherapeutics',
      role: { id: 1, name: 'Clinical Trial Sponsor', type: 'Sponsor' },
      status: 'CLAIMED',
      headquarters: { country: { code: 'US', name: 'United States' }, state: 'MA', city: 'Cambridge' },
      employeesBand: 'LARGE',
      badges: ['VERIFIED'],
      hasPublishedRequests: true,
      canEdit: true,
      claimable: false,
      isContractedPartner: false,
      version: 1,
    });
    expect(helixa.members.map((m) => `${m.firstName} ${m.lastName} ${m.role}`)).toEqual([
      'Sophia Reyes COMPANY_ADMIN',
      'Marcus Chen MEMBER',
    ]);
    expect(helixa.lookingFor.filter((i: { kind: string }) => i.kind !== 'TEXT')).toMatchObject([
      { kind: 'SERVICES', name: 'Clinical Monitoring', published: true },
      { kind: 'SERVICES', name: 'Data Management', published: true },
      { kind: 'PRODUCTS', name: 'EDC', published: true },
      { kind: 'THERAPEUTIC_AREAS', name: 'Oncology', published: true },
      { kind: 'REGIONS', name: 'Europe', published: true },
      { kind: 'REGIONS', name: 'North America', published: true },
    ]);
    const meridian = await get('/v1/companies/by-alias/meridian-clinical-research');
    expect(meridian).toMatchObject({
      isContractedPartner: true,
      canEdit: false,
      badges: ['VERIFIED', 'RESPONSIVE', 'SCOPE_EXHIBITOR'],
    });
  });

  it('shows unpublished looking-for items to their own company only', async () => {
    expect((await get('/v1/companies/by-alias/meridian-clinical-research')).lookingFor).toEqual([]);
    const own = await get('/v1/companies/by-alias/meridian-clinical-research', t.tokenFor('vendor.member@demo.test'));
    expect(own.lookingFor).toContainEqual(
      expect.objectContaining({ kind: 'THERAPEUTIC_AREAS', name: 'Oncology', published: false }),
    );
  });

  it('hides masked members from other companies but not from colleagues, and never shows inactive ones', async () => {
    const member = t.tokenFor('sponsor.member@demo.test');
    const masked = await t.request({
      method: 'PUT',
      url: `/v1/users/${await t.userId('sponsor.member@demo.test')}`,
      token: member,
      payload: { firstName: 'Marcus', lastName: 'Chen', masked: true },
    });
    expect(masked.statusCode).toBe(200);
    const outsider = await get('/v1/companies/by-alias/helixa-biotherapeutics', t.tokenFor('vendor.admin@demo.test'));
    expect(outsider.members.map((m) => m.lastName)).toEqual(['Reyes']);
    const colleague = await get('/v1/companies/by-alias/helixa-biotherapeutics');
    expect(colleague.members.map((m) => m.lastName)).toEqual(['Reyes', 'Chen']);
    expect(colleague.members.some((m) => m.lastName === 'Kowalski')).toBe(false);
  });

  it('answers 404 for an unknown or inactive company alias', async () => {
    expect((await t.request({ url: '/v1/companies/by-alias/no-such-company', token: admin })).statusCode).toBe(404);
    expect((await t.request({ url: '/v1/companies/by-alias/quiet-harbor-ventures', token: admin })).statusCode).toBe(
      404,
    );
    expect((await t.request({ url: '/v1/companies/by-alias/helixa-biotherapeutics' })).statusCode).toBe(401);
  });

  it('answers several companies in the order asked, leaving out unknown and inactive ones', async () => {
    const list = await get<CompanyDto[]>('/v1/companies/by-ids?ids=3&ids=99999&ids=1&ids=8&ids=3');
    expect(list.map((c) => c.id)).toEqual([3, 1]);
    const tooMany = await t.request({
      url: `/v1/companies/by-ids?${Array.from({ length: 101 }, (_, i) => `ids=${i + 1}`).join('&')}`,
      token: admin,
    });
    expect(tooMany.json()).toMatchObject({ code: 400, message: 'ids must have at most 100 items' });
  });

  it('lists active companies alphabetically by page', async () => {
    const page = await get<{ content: CompanyDto[]; totalElements: number; totalPages: number }>(
      '/v1/companies?size=3',
    );
    expect(page.content.map((c) => c.name)).toEqual([
      'Atlas Oncology Partners',
      'Cortexa Trial Systems',
      'Helixa Biotherapeutics',
    ]);
    expect(page).toMatchObject({ totalElements: 8, totalPages: 3 });
    const newest = await get<{ content: CompanyDto[] }>('/v1/companies?size=1&sort=name,DESC');
    expect(newest.content[0]?.name).toBe('Rare Voices Alliance');
  });

  it('publishes the employee bands with their search ids', async () => {
    expect((await t.request({ url: '/v1/employee-bands' })).json()).toEqual([
      { id: 1, band: 'SMALL', label: '1-50 employees' },
      { id: 2, band: 'MID', label: '51-500 employees' },
      { id: 3, band: 'LARGE', label: 'Over 500 employees' },
    ]);
  });
});
