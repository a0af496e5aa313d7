import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/index.js';
import { referenceId } from '../company/index.js';
import { createSearchTestApp, names, type SearchBody, searchSetups } from './search.testing.js';

describe.each(searchSetups(import.meta.url))(
  'GET /v1/companies/search filters and facets (%s, %s index)',
  (kind, index) => {
    let t: TestApp;
    let search: (query: string, token?: string) => Promise<SearchBody>;

    beforeAll(async () => {
      ({ t, search } = await createSearchTestApp(kind, index));
    });
    afterAll(async () => t.close());

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
  },
);
