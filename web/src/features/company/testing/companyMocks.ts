import type { MockLink } from '@apollo/client/testing';
import { CompanyEditPageQueryDocument } from '../pages/CompanyEditPage';
import { CompanyLookingForPageQueryDocument } from '../pages/CompanyLookingForPage';
import { CompanyPreviewPageQueryDocument } from '../pages/CompanyPreviewPage';
import { CompanyProfilePageQueryDocument, CompanyProfilePageRecordViewDocument } from '../pages/CompanyProfilePage';
import { DE, ref, US } from './companyFactories';
import type { TestCompanyPreview, TestCompanyProfile, TestLookingForItem } from './companyFactories';
import '../../../test/resizeObserver';

export function profileMock(alias: string, company: TestCompanyProfile | null): MockLink.MockedResponse {
  return {
    request: { query: CompanyProfilePageQueryDocument, variables: { alias } },
    result: { data: { company } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function previewMock(alias: string, companyPreview: TestCompanyPreview | null): MockLink.MockedResponse {
  return {
    request: { query: CompanyPreviewPageQueryDocument, variables: { alias } },
    result: { data: { companyPreview } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The looking-for page's answer: `items` of the company of `alias` (null: no such company). */
export function lookingForMock(
  alias: string,
  list: { name: string; items: TestLookingForItem[]; own?: boolean } | null,
): MockLink.MockedResponse {
  const companyLookingFor = list && {
    __typename: 'CompanyLookingFor',
    companyId: 'company-10',
    alias,
    companyName: list.name,
    own: list.own ?? false,
    items: list.items,
  };
  return {
    request: { query: CompanyLookingForPageQueryDocument, variables: { alias } },
    result: { data: { companyLookingFor } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Records `recordCompanyView` calls; `calls` lists the company ids in order. */
export function recordViewMock(companyId: string) {
  const calls: string[] = [];
  const mock: MockLink.MockedResponse = {
    request: { query: CompanyProfilePageRecordViewDocument, variables: { companyId } },
    result: () => {
      calls.push(companyId);
      return { data: { recordCompanyView: true } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, calls };
}

export const editReferenceItems = [
  ref('sv-1', 'SERVICES', 'Data Management'),
  ref('sv-2', 'SERVICES', 'Clinical Monitoring'),
  ref('sv-3', 'SERVICES', 'Biostatistics'),
  ref('sv-4', 'SERVICES', 'Medical Writing'),
  ref('sv-6', 'SERVICES', 'Data Cleaning', 'sv-1'),
  ref('pr-1', 'PRODUCTS', 'EDC'),
  ref('ta-1', 'THERAPEUTIC_AREAS', 'Oncology'),
  ref('ta-2', 'THERAPEUTIC_AREAS', 'Cardiology'),
  ref('in-1', 'INDICATIONS', 'Breast Cancer', 'ta-1'),
  ref('in-2', 'INDICATIONS', 'Heart Failure', 'ta-2'),
  ref('mo-1', 'MODALITIES', 'Cell Therapy'),
  ref('rg-1', 'REGIONS', 'North America'),
  ref('ks-1', 'COMPANY_KEY_SERVICES', 'Full-Service CRO'),
  ref('ks-2', 'COMPANY_KEY_SERVICES', 'Functional Service Provider'),
  ref('se-1', 'SERIES', 'Series A'),
];

/** The edit page's query; `company` may be a function, to answer a newer version on refresh. */
export function editPageMock(
  alias: string,
  company: TestCompanyProfile | null | (() => TestCompanyProfile | null),
): MockLink.MockedResponse {
  return {
    request: { query: CompanyEditPageQueryDocument, variables: { alias } },
    result: () => ({
      data: {
        company: typeof company === 'function' ? company() : company,
        referenceItems: editReferenceItems,
        countries: [DE, US],
      },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function userError(message: string, code = 'BAD_USER_INPUT', field: string | null = null) {
  return { __typename: 'UserError' as const, code, field, message };
}
