import type { MockLink } from '@apollo/client/testing';
import type { CompanySearchInput } from '../../../__generated__/graphql';
import { buildCompanyProfile, ref, ROLES } from '../../company/testing/companyFactories';
import type { TestCompanyProfile } from '../../company/testing/companyFactories';
import { SearchPageQueryDocument, SearchPageReferencesDocument } from '../pages/SearchPage';

export const references = {
  referenceItems: [
    ref('sv-1', 'SERVICES', 'Data Management'),
    ref('sv-6', 'SERVICES', 'Data Cleaning', 'sv-1'),
    ref('sv-2', 'SERVICES', 'Clinical Monitoring'),
    ref('ta-1', 'THERAPEUTIC_AREAS', 'Oncology'),
    ref('rg-eu', 'REGIONS', 'Europe'),
    ref('rg-de', 'REGIONS', 'Germany', 'rg-eu'),
    ref('rg-na', 'REGIONS', 'North America'),
  ],
  countries: [
    { __typename: 'Country' as const, id: 'country-de', name: 'Germany' },
    { __typename: 'Country' as const, id: 'country-us', name: 'United States' },
  ],
  roles: [ROLES.VENDOR, ROLES.SITE],
  employeeBands: [
    { __typename: 'EmployeeBandOption' as const, id: 'SMALL', label: '1-50 employees' },
    { __typename: 'EmployeeBandOption' as const, id: 'MID', label: '51-500 employees' },
  ],
};

export function referencesMock(): MockLink.MockedResponse {
  return {
    request: { query: SearchPageReferencesDocument },
    result: { data: references },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

type Segments = Array<{ text: string; match: boolean }>;

export function searchResult(
  company: TestCompanyProfile,
  highlights: { name: Segments; description: Segments } | null = null,
) {
  return {
    __typename: 'CompanySearchResult' as const,
    company,
    highlights: highlights
      ? {
          __typename: 'CompanyHighlights' as const,
          name: highlights.name.map((segment) => ({ __typename: 'HighlightSegment' as const, ...segment })),
          description: highlights.description.map((segment) => ({
            __typename: 'HighlightSegment' as const,
            ...segment,
          })),
        }
      : null,
  };
}

export interface SearchAnswer {
  items: ReturnType<typeof searchResult>[];
  totalElements?: number;
  facets?: Array<{ field: string; values: Array<{ value: string; label: string; count: number }> }>;
}

/** Answers every search with `answer(input)` and records each input, in order. */
export function searchMock(
  answer: (input: CompanySearchInput) => SearchAnswer = () => ({ items: [searchResult(buildCompanyProfile())] }),
) {
  const inputs: CompanySearchInput[] = [];
  const mock: MockLink.MockedResponse = {
    request: { query: SearchPageQueryDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      const input = variables['input'] as CompanySearchInput;
      inputs.push(input);
      const { items, totalElements = items.length, facets = [] } = answer(input);
      const size = input.size ?? 10;
      return {
        data: {
          searchCompanies: {
            __typename: 'CompanySearchPage',
            items,
            page: input.page ?? 0,
            size,
            totalElements,
            totalPages: Math.ceil(totalElements / size),
            facets: facets.map((facet) => ({
              __typename: 'Facet',
              field: facet.field,
              values: facet.values.map((value) => ({ __typename: 'FacetValue', ...value })),
            })),
          },
        },
      };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, inputs, last: () => inputs.at(-1) };
}
