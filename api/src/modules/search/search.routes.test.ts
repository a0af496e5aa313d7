import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { insertCompanies, referenceId } from '../company/company.factory.js';

interface Result {
  company: { id: number; name: string; isContractedPartner: boolean; inCompareList: boolean; canEdit: boolean };
  highlights: { name: { text: string; match: boolean }[]; description: { text: string; match: boolean }[] } | null;
}
interface SearchBody {
  content: Result[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  facets: { field: string; values: { value: string; label: string; count: number }[] }[];
}

// Every fixture shares the made-up word "Zyphora", so a text search selects exactly them.
const FIXTURES = [
  {
    name: 'Zyphora Oncology Sites',
    roleId: 2,
    countryCode: 'US',
    employeesBand: 'SMALL' as const,
    siteType: 'HOSPITAL' as const,
    patientCareSettings: ['INPATIENT' as const],
    badges: ['VERIFIED' as const],
    minorityOwned: true,
    references: [
      ['THERAPEUTIC_AREAS', 'Oncology'],
      ['REGIONS', 'Germany'],
    ] as [never, string][],
  },
  {
    name: 'Zyphora Data Labs',
    roleId: 4,
    countryCode: 'DE',
    employeesBand: 'MID' as const,
    hasPublishedAlerts: true,
    status: 'APPROVED' as const,
    description: 'Biomarker analytics and EDC hosting for decentralized studies.',
    references: [
      ['PRODUCTS', 'EDC'],
      ['SERVICES', 'Data Management'],
    ] as [never, string][],
  },
  {
    name: 'Zyphora Monitoring CRO',
    roleId: 3,
    countryCode: 'US',
    employeesBand: 'LARGE' as const,
    womenOwned: true,
    references: [
      ['SERVICES', 'Risk-Based Monitoring'],
      ['REGIONS', 'North America'],
    ] as [never, string][],
  },
  {
    name: 'Zyphora Therapeutics',
    roleId: 1,
    countryCode: 'GB',
    hasPublishedRequests: true,
    auditedByFda: true,
    references: [['THERAPEUTIC_AREAS', 'Cardiology']] as [never, string][],
  },
  { name: 'Zyphora Ventures', roleId: 7, countryCode: 'US', disabilityOwned: true, status: 'NEW' as const },
  { name: 'Zyphora Dormant', roleId: 3, active: false },
];

describe.each(testDatabaseKinds())('GET /v1/companies/search (%s)', (kind) => {
  let t: TestApp;
  let ids: Record<string, number>;
  const names = (body: SearchBody) => body.content.map((r) => r.company.name);
  const search = async (query: string, token?: string): Promise<SearchBody> => {
    const res = await t.request({ url: `/v1/companies/search?${query}`, ...(token ? { token } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchBody>();
  };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const inserted = await insertCompanies(t.database.db, FIXTURES);
    ids = Object.fromEntries(FIXTURES.map((f, i) => [f.name, inserted[i] ?? 0]));
  });
  afterAll(async () => t.close());

  it('finds active companies by text for anyone, with highlighted names, best match first', async () => {
    const body = await search('searchString=zyphora');
    expect(body).toMatchObject({ page: 0, size: 10, totalElements: 5, totalPages: 1 });
    expect(names(body)).not.toContain('Zyphora Dormant');
    expect(body.content[0]?.highlights?.name).toEqual([
      { text: 'Zyphora', match: true },
      { text: expect.any(String), match: false },
    ]);
    expect(
      body.content.every((r) => !r.company.canEdit && !r.company.inCompareList && !r.company.isContractedPartner),
    ).toBe(true);
  });

  it('trims the text and highlights the matches in a description excerpt', async () => {
    const body = await search(`searchString=${encodeURIComponent('   biomarker  analytics ')}`);
    expect(names(body)[0]).toBe('Zyphora Data Labs');
    expect(body.content[0]?.highlights?.description).toEqual([
      { text: 'Biomarker', match: true },
      { text: ' ', match: false },
      { text: 'analytics', match: true },
      { text: ' and EDC hosting for decentralized studies', match: false },
    ]);
    expect(body.content[0]?.highlights?.name).toEqual([{ text: 'Zyphora Data Labs', match: false }]);
  });

  it('ranks the best match first', async () => {
    expect(names(await search('searchString=zyphora%20data'))[0]).toBe('Zyphora Data Labs');
    expect(names(await search('searchString=monitoring%20zyphora'))[0]).toBe('Zyphora Monitoring CRO');
  });

  it('matches a prefix while typing and a misspelt name', async () => {
    expect((await search('searchString=zyphor')).totalElements).toBe(5);
    expect(names(await search('searchString=zyphroa%20ventures'))).toContain('Zyphora Ventures');
  });

  it.each([
    ['companyRoleIds=3&companyRoleIds=4', ['Zyphora Data Labs', 'Zyphora Monitoring CRO']],
    ['productsIds=EDC', ['Zyphora Data Labs']],
    ['servicesIds=Clinical Monitoring', ['Zyphora Monitoring CRO']],
    ['therapeuticAreasIds=Oncology', ['Zyphora Oncology Sites']],
    ['regionsIds=Europe', ['Zyphora Oncology Sites']],
    ['countryId=US', ['Zyphora Monitoring CRO', 'Zyphora Oncology Sites', 'Zyphora Ventures']],
    ['employeesNumberId=2&employeesNumberId=3', ['Zyphora Data Labs', 'Zyphora Monitoring CRO']],
    ['siteType=HOSPITAL', ['Zyphora Oncology Sites']],
    ['patientCareSettings=INPATIENT&patientCareSettings=HOME_VISITS', ['Zyphora Oncology Sites']],
    ['badges=VERIFIED', ['Zyphora Oncology Sites']],
    ['minorityOwned=true', ['Zyphora Oncology Sites']],
    ['womenOwned=true', ['Zyphora Monitoring CRO']],
    ['disabilityOwned=true', ['Zyphora Ventures']],
    ['auditedByFDA=true', ['Zyphora Therapeutics']],
    ['claimedOnly=true', ['Zyphora Monitoring CRO', 'Zyphora Oncology Sites', 'Zyphora Therapeutics']],
    ['publishedRequests=true', ['Zyphora Therapeutics']],
    ['publishedAlerts=true', ['Zyphora Data Labs']],
    [
      'minorityOwned=false',
      [
        'Zyphora Data Labs',
        'Zyphora Monitoring CRO',
        'Zyphora Oncology Sites',
        'Zyphora Therapeutics',
        'Zyphora Ventures',
      ],
    ],
  ])('filters by %s (parents match their children)', async (filter, expected) => {
    const [key = '', value = ''] = filter.split('=');
    const resolved = await resolveFilter(key, value, filter);
    const body = await search(`searchString=zyphora&sort=name,ASC&${resolved}`);
    expect(names(body)).toEqual(expected);
    expect(body.totalElements).toBe(expected.length);
  });

  async function resolveFilter(key: string, value: string, raw: string): Promise<string> {
    const db = t.database.db;
    if (key === 'productsIds') return `${key}=${await referenceId(db, 'PRODUCTS', value)}`;
    if (key === 'servicesIds') return `${key}=${await referenceId(db, 'SERVICES', value)}`;
    if (key === 'therapeuticAreasIds') return `${key}=${await referenceId(db, 'THERAPEUTIC_AREAS', value)}`;
    if (key === 'regionsIds') return `${key}=${await referenceId(db, 'REGIONS', value)}`;
    if (key === 'countryId')
      return `${key}=${(await t.request({ url: '/v1/countries' })).json<{ id: number; code: string }[]>().find((c) => c.code === value)?.id}`;
    return raw;
  }

  it('counts every facet under the other filters', async () => {
    const body = await search('searchString=zyphora&companyRoleIds=3&companyRoleIds=4&countryId=1');
    expect(names(body)).toEqual(['Zyphora Monitoring CRO']);
    const facet = (field: string) =>
      Object.fromEntries((body.facets.find((f) => f.field === field)?.values ?? []).map((v) => [v.label, v.count]));
    expect(facet('companyRoleIds')).toEqual({
      CRO: 1,
      'Clinical Trial Site/Site Network': 1,
      Investor: 1,
      'Technology/Service Provider': 0,
    });
    expect(facet('countryId')).toMatchObject({ 'United States': 1, Germany: 1 });
    expect(facet('employeesNumberId')).toEqual({ 'Over 500 employees': 1 });
    expect(body.facets.map((f) => f.field)).toEqual([
      'companyRoleIds',
      'servicesIds',
      'productsIds',
      'therapeuticAreasIds',
      'regionsIds',
      'countryId',
      'employeesNumberId',
      'siteType',
      'patientCareSettings',
      'badges',
    ]);
  });

  it('sorts alphabetically both ways, by creation and by last update, ties by id', async () => {
    const sorted = [
      'Zyphora Data Labs',
      'Zyphora Monitoring CRO',
      'Zyphora Oncology Sites',
      'Zyphora Therapeutics',
      'Zyphora Ventures',
    ];
    expect(names(await search('searchString=zyphora&sort=name,ASC'))).toEqual(sorted);
    expect(names(await search('searchString=zyphora&sort=name,DESC'))).toEqual([...sorted].reverse());
    const created = names(await search('searchString=zyphora&sort=createdAt,DESC'));
    expect(created).toEqual([...created].sort((a, b) => (ids[b] ?? 0) - (ids[a] ?? 0)));
  });

  it('pages with zero-based pages and reports the totals', async () => {
    const pages = await Promise.all(
      [0, 1, 2].map((page) => search(`searchString=zyphora&sort=name,ASC&size=2&page=${page}`)),
    );
    expect(pages.map((p) => names(p))).toEqual([
      ['Zyphora Data Labs', 'Zyphora Monitoring CRO'],
      ['Zyphora Oncology Sites', 'Zyphora Therapeutics'],
      ['Zyphora Ventures'],
    ]);
    expect(pages[0]).toMatchObject({ totalElements: 5, totalPages: 3, size: 2 });
  });

  it("includes, excludes or keeps only the caller's contracted partners", async () => {
    const token = t.tokenFor('sponsor.admin@demo.test');
    const only = await search('contractedPartners=ONLY_PARTNERS&sort=name,ASC', token);
    expect(names(only)).toEqual(['Lakeshore Research Institute', 'Meridian Clinical Research']);
    expect(only.content.every((r) => r.company.isContractedPartner)).toBe(true);
    const excluded = await search('contractedPartners=EXCLUDE&size=50', token);
    expect(names(excluded)).not.toContain('Meridian Clinical Research');
    expect(names(excluded)).toContain('Helixa Biotherapeutics');
    expect(excluded.content.find((r) => r.company.name === 'Helixa Biotherapeutics')?.company.canEdit).toBe(true);
    // Signed out there are no partners to apply.
    expect((await search('contractedPartners=ONLY_PARTNERS')).totalElements).toBe(excluded.totalElements + 2);
  });

  it('refuses a disabled user and a user of an inactive company although the caller is read while the search runs', async () => {
    for (const [email, body] of [
      ['inactive.user@demo.test', { code: 112, message: 'User is disabled.' }],
      [
        'inactive.company@demo.test',
        {
          code: 'CompanyInactive',
          message: "Your company's account is inactive. Please contact support to reactivate it.",
        },
      ],
    ] as const) {
      const res = await t.request({
        url: '/v1/companies/search?searchString=zyphora&contractedPartners=EXCLUDE',
        token: t.tokenFor(email),
      });
      expect(res.statusCode, email).toBe(403);
      expect(res.json()).toEqual(body);
    }
  });

  it('sees an edit at once (the in-memory index follows every committed change)', async () => {
    const token = t.tokenFor('sponsor.admin@demo.test');
    const helixa = (await t.request({ url: '/v1/companies/by-alias/helixa-biotherapeutics', token })).json<{
      version: number;
    }>();
    const before = await search('searchString=quarkonium');
    expect(before.totalElements).toBe(0);
    const res = await t.request({
      method: 'PUT',
      url: '/v1/companies/1',
      token,
      payload: {
        version: helixa.version,
        name: 'Helixa Biotherapeutics',
        description: 'Quarkonium-labelled antibody conjugates.',
        serviceIds: [],
        productIds: [],
        therapeuticAreaIds: [],
        indicationIds: [],
        modalityIds: [],
        regionIds: [],
        keyServiceIds: [],
        seriesIds: [],
        minorityOwned: false,
        womenOwned: false,
        disabilityOwned: false,
        auditedByFda: true,
        patientCareSettings: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(names(await search('searchString=quarkonium'))).toEqual(['Helixa Biotherapeutics']);
    expect(names(await search('auditedByFDA=true&sort=updatedAt,DESC'))[0]).toBe('Helixa Biotherapeutics');
  });

  it.each([
    ['size=51', 'size must be less than or equal to 50'],
    ['page=-1', 'page must be greater than or equal to 0'],
    ['sort=rank,DESC', 'sort has an invalid format'],
    ['companyRoleIds=abc', 'companyRoleIds.0 must be an integer'],
    [
      'siteType=CASTLE',
      'siteType.0 must be one of ACADEMIC_MEDICAL_CENTER, HOSPITAL, PRIVATE_RESEARCH_SITE, SITE_NETWORK, SITE_MANAGEMENT_ORGANIZATION, PHASE_1_UNIT',
    ],
  ])('refuses %s with a message naming the parameter', async (query, message) => {
    const res = await t.request({ url: `/v1/companies/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
