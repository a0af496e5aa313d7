import type { MockLink } from '@apollo/client/testing';
import type { CapabilityAlertStatus } from '../../../__generated__/graphql';
import { CapabilityDashboardPageQueryDocument } from '../pages/CapabilityDashboardPage';
import { CapabilityListPageQueryDocument, CapabilityListReferencesDocument } from '../pages/CapabilityListPage';
import '../../../test/resizeObserver';

const ref = (id: string, kind: string, name: string) => ({ __typename: 'ReferenceItem', id, kind, name });
export const REFERENCES = [
  ref('11', 'SERVICES', 'Clinical Monitoring'),
  ref('12', 'SERVICES', 'Data Management'),
  ref('20', 'THERAPEUTIC_AREAS', 'Oncology'),
  ref('30', 'REGIONS', 'Europe'),
];

export function buildAlert(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CapabilityAlert',
    id: '7',
    title: 'Oncology monitoring capacity',
    validUntil: '2027-01-12',
    status: 'CURRENT' as CapabilityAlertStatus,
    detailsHidden: false,
    description: 'Two senior CRAs free from April.',
    company: {
      __typename: 'CapabilityAlertCompany',
      id: '3',
      name: 'Meridian Clinical Research',
      alias: 'meridian-clinical-research',
      logoUrl: null,
    },
    services: [ref('11', 'SERVICES', 'Clinical Monitoring')],
    therapeuticAreas: [ref('20', 'THERAPEUTIC_AREAS', 'Oncology')],
    regions: [],
    ...overrides,
  };
}

const page = <T>(items: T[]) => ({
  __typename: 'CapabilityAlertPage',
  items,
  page: 0,
  size: 20,
  totalElements: items.length,
  totalPages: 1,
});

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

/** The public list's answers with no filter: `alerts` on the first page, and the reference values. */
export function capabilityListMocks(alerts: ReturnType<typeof buildAlert>[]): MockLink.MockedResponse[] {
  return [
    {
      request: {
        query: CapabilityListPageQueryDocument,
        variables: {
          filter: { serviceIds: [], therapeuticAreaIds: [], regionIds: [], search: null },
          page: 0,
          size: 20,
        },
      },
      result: { data: { capabilityAlerts: page(alerts) } },
      ...forever,
    },
    {
      request: { query: CapabilityListReferencesDocument },
      result: { data: { referenceItems: REFERENCES } },
      ...forever,
    },
  ];
}

/** The dashboard's answer: the company's `alerts` and the reference values. */
export function capabilityDashboardMock(alerts: ReturnType<typeof buildAlert>[]): MockLink.MockedResponse {
  return {
    request: { query: CapabilityDashboardPageQueryDocument, variables: { page: 0 } },
    result: { data: { myCapabilityAlerts: page(alerts), referenceItems: REFERENCES } },
    ...forever,
  };
}
