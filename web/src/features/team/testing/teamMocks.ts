import type { MockLink } from '@apollo/client/testing';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { buildDetails } from '../../subscription/testing/subscriptionFactories';
import type { TestUserError } from '../../subscription/testing/subscriptionFactories';
import { billingViewMock, subscriptionViewer } from '../../subscription/testing/subscriptionMocks';
import { TEAM_PAGE_SIZE, TeamSectionQueryDocument } from '../components/TeamSection';
import { buildTeamMember } from './teamFactories';
import type { TestTeamMember } from './teamFactories';

/** The team on `page`, as often as asked, or as the sequence given (each answer once, the last repeating). */
export function teamMock(members: TestTeamMember[], page = 0, totalElements = members.length): MockLink.MockedResponse {
  return {
    request: {
      query: TeamSectionQueryDocument,
      variables: { subscriptionId: 'sub-1', page: { page, size: TEAM_PAGE_SIZE } },
    },
    result: {
      data: {
        subscriptionTeam: {
          __typename: 'TeamMemberPage',
          items: members,
          page,
          size: TEAM_PAGE_SIZE,
          totalElements,
          totalPages: Math.ceil(totalElements / TEAM_PAGE_SIZE),
        },
      },
    },
  };
}

/** A mutation payload: its fields and user errors. */
export function payload(typename: string, body: Record<string, unknown>, errors: TestUserError[] = []) {
  return { __typename: typename, ...body, errors };
}

/** The viewer's own row: a company admin and billing admin of the team. */
export const viewerMember = buildTeamMember({
  userId: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@northwind.test',
  role: 'COMPANY_ADMIN',
  billingAdmin: true,
  isViewer: true,
  jobTitle: null,
});

/** The billing view of My subscription (where the team is managed), for a billing admin, with `mocks`. */
export function renderBillingView(...mocks: MockLink.MockedResponse[]) {
  return renderApp('/dashboard/subscription?billing=true', {
    mocks: [appViewerMock(subscriptionViewer()), billingViewMock(buildDetails()), ...mocks],
  });
}
