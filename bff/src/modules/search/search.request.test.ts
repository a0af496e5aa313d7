import { describe, expect, it } from 'vitest';
import type { CompanySearchInput } from '../../__generated__/resolvers-types.js';
import { buildSearchParams } from '../../rest/rest.query.js';
import { toSearchRequest } from './search.request.js';

const DEFAULTS: CompanySearchInput = { page: 0, size: 10, sort: 'BEST_MATCH', contractedPartners: 'INCLUDE' };
const queryString = (input: Partial<CompanySearchInput>) => {
  const { query, paging } = toSearchRequest({ ...DEFAULTS, ...input });
  return decodeURIComponent(buildSearchParams(query, paging).toString());
};

describe('toSearchRequest', () => {
  it('sends only the paging of spec §7 when nothing is chosen', () => {
    expect(queryString({})).toBe('page=0&size=10&sort=relevance,DESC');
  });

  it('maps every filter with repeated keys, trimmed text, flags only when true and no repeated values', () => {
    const input: Partial<CompanySearchInput> = {
      searchString: '  data management  ',
      companyRoleIds: ['3', '4', '3'],
      servicesIds: [' 12 '],
      productsIds: ['20'],
      therapeuticAreasIds: ['30'],
      regionsIds: ['40', '41'],
      countryId: '5',
      employeesNumberId: ['1'],
      siteType: ['HOSPITAL'],
      patientCareSettings: ['INPATIENT', 'INPATIENT'],
      badges: ['VERIFIED'],
      minorityOwned: true,
      womenOwned: false,
      disabilityOwned: null,
      auditedByFDA: true,
      claimedOnly: true,
      publishedRequests: true,
      publishedAlerts: true,
      contractedPartners: 'ONLY_PARTNERS',
      sort: 'UPDATED_AT',
      page: 2,
      size: 25,
    };
    expect(queryString(input)).toBe(
      'searchString=data+management&companyRoleIds=3&companyRoleIds=4&servicesIds=12&productsIds=20&therapeuticAreasIds=30&regionsIds=40&regionsIds=41' +
        '&employeesNumberId=1&countryId=5&minorityOwned=true&auditedByFDA=true&claimedOnly=true&publishedRequests=true&publishedAlerts=true' +
        '&siteType=HOSPITAL&patientCareSettings=INPATIENT&badges=VERIFIED&contractedPartners=ONLY_PARTNERS&page=2&size=25&sort=updatedAt,DESC',
    );
  });

  it.each([
    ['ALPHABETICALLY', 'name,ASC'],
    ['CREATED_AT', 'createdAt,DESC'],
  ] as const)('sends sort %s as %s', (sort, expected) => {
    expect(queryString({ sort })).toContain(`sort=${expected}`);
  });

  it('leaves out whitespace-only text', () => {
    expect(queryString({ searchString: '   ' })).not.toContain('searchString');
  });
});
