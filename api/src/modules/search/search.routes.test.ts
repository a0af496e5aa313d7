import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/index.js';
import { createSearchTestApp, names, type SearchBody, searchSetups } from './search.testing.js';

// Every search test runs on each database kind with each company search index (search.index.ts).
describe.each(searchSetups(import.meta.url))('GET /v1/companies/search (%s, %s index)', (kind, index) => {
  let t: TestApp;
  let search: (query: string, token?: string) => Promise<SearchBody>;

  beforeAll(async () => {
    ({ t, search } = await createSearchTestApp(kind, index));
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

  it('sees an edit at once (either index follows every committed change)', async () => {
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
    ['size=51', 'size must be between 1 and 50.'],
    ['page=-1', 'page must be 0 or more.'],
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
