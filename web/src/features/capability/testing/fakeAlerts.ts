import type { MockLink } from '@apollo/client/testing';
import type { CapabilityAlertStatus, SaveCapabilityAlertInput } from '../../../__generated__/graphql';
import { buildCompanyProfile } from '../../company/testing/companyFactories';
import { referencesMock, searchMock, searchResult } from '../../search/testing/searchMocks';
import { CapabilityDashboardPageQueryDocument } from '../pages/CapabilityDashboardPage';
import { CapabilityListPageQueryDocument, CapabilityListReferencesDocument } from '../pages/CapabilityListPage';
import {
  CreateCapabilityAlertDocument,
  DeleteCapabilityAlertDocument,
  PublishCapabilityAlertDocument,
  UpdateCapabilityAlertDocument,
  WithdrawCapabilityAlertDocument,
} from '../useAlertMutations';
import { buildAlert, REFERENCES } from './capabilityMocks';

type Alert = ReturnType<typeof buildAlert>;

/** The viewer's company (test/factories) as company search shows it. */
export const NORTHWIND_RESULT = searchResult(
  buildCompanyProfile({ id: 'company-1', name: 'Northwind Trials', alias: 'northwind-trials' }),
);

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };
const any = () => true;
// Copies: Apollo freezes what it is answered, and the fake goes on changing its alerts.
const page = (items: Alert[]) => ({
  __typename: 'CapabilityAlertPage',
  items: structuredClone(items),
  page: 0,
  size: 20,
  totalElements: items.length,
  totalPages: items.length > 0 ? 1 : 0,
});

/**
 * Capability alerts (the viewer's company's, newest first) as a test's server: the company's
 * list, the public list (its current alerts) and company search (the company, when one is
 * current) answer the alerts as they are when asked; each change changes them as the api would.
 */
export function fakeAlerts(alerts: Alert[]): MockLink.MockedResponse[] {
  let created = 0;
  const find = (id: unknown) => alerts.find((alert) => alert.id === id);
  const references = (ids: readonly (string | number)[]) => REFERENCES.filter((item) => ids.includes(item.id));
  const answer = (field: string, alert: Alert | undefined) => ({
    data: {
      [field]: { __typename: 'CapabilityAlertPayload', alert: alert ? structuredClone(alert) : null, errors: [] },
    },
  });
  const change = (id: unknown, status: CapabilityAlertStatus) => {
    const alert = find(id);
    if (alert) alert.status = status;
    return alert;
  };
  const save = (alert: Alert, input: SaveCapabilityAlertInput) =>
    Object.assign(alert, {
      title: input.title,
      description: input.description,
      validUntil: input.validUntil,
      services: references(input.serviceIds),
      therapeuticAreas: references(input.therapeuticAreaIds),
      regions: references(input.regionIds),
    });
  const current = () => alerts.filter((alert) => alert.status === 'CURRENT');
  const search = searchMock((input) => ({
    items: !input.publishedAlerts || current().length > 0 ? [NORTHWIND_RESULT] : [],
  }));

  return [
    {
      request: { query: CapabilityDashboardPageQueryDocument, variables: any },
      result: () => ({ data: { myCapabilityAlerts: page(alerts), referenceItems: REFERENCES } }),
      ...forever,
    },
    {
      request: { query: CapabilityListPageQueryDocument, variables: any },
      result: () => ({ data: { capabilityAlerts: page(current()) } }),
      ...forever,
    },
    {
      request: { query: CapabilityListReferencesDocument },
      result: { data: { referenceItems: REFERENCES } },
      ...forever,
    },
    search.mock,
    referencesMock(),
    {
      request: { query: CreateCapabilityAlertDocument, variables: any },
      result: ({ input, publish }: Record<string, unknown>) => {
        const status: CapabilityAlertStatus = publish ? 'CURRENT' : 'DRAFT';
        const alert = save(buildAlert({ id: `new-${++created}`, status }), input as SaveCapabilityAlertInput);
        alerts.unshift(alert);
        return answer('createCapabilityAlert', alert);
      },
      ...forever,
    },
    {
      request: { query: UpdateCapabilityAlertDocument, variables: any },
      result: ({ id, input }: Record<string, unknown>) => {
        const alert = find(id);
        return answer('updateCapabilityAlert', alert && save(alert, input as SaveCapabilityAlertInput));
      },
      ...forever,
    },
    {
      request: { query: PublishCapabilityAlertDocument, variables: any },
      result: ({ id }: Record<string, unknown>) => answer('publishCapabilityAlert', change(id, 'CURRENT')),
      ...forever,
    },
    {
      request: { query: WithdrawCapabilityAlertDocument, variables: any },
      result: ({ id }: Record<string, unknown>) => answer('withdrawCapabilityAlert', change(id, 'WITHDRAWN')),
      ...forever,
    },
    {
      request: { query: DeleteCapabilityAlertDocument, variables: any },
      result: ({ id }: Record<string, unknown>) => {
        alerts.splice(alerts.indexOf(find(id) as Alert), 1);
        const deleted = { __typename: 'DeleteCapabilityAlertPayload', deletedId: id, errors: [] };
        return { data: { deleteCapabilityAlert: deleted } };
      },
      ...forever,
    },
  ];
}
