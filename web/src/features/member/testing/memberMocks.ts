import type { MockLink } from '@apollo/client/testing';
import type { CompanyUserRole, MemberInvitationState, MemberStatus } from '../../../__generated__/graphql';
import { buildCompany, buildUser, buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { INVITATIONS_PAGE_SIZE, InvitationsSectionQueryDocument } from '../components/InvitationsSection';
import { JoinRequestsCardQueryDocument } from '../components/JoinRequestsCard';
import { MEMBERS_PAGE_SIZE, MembersSectionQueryDocument } from '../components/MembersSection';

// Members test data as the server sends it (with __typename, which Apollo's cache needs).

export interface TestMember {
  __typename: 'ManagedMember';
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
  role: CompanyUserRole;
  status: MemberStatus;
  masked: boolean;
  lastActiveAt: string | null;
  isViewer: boolean;
}

export function buildMember(overrides: Partial<TestMember> = {}): TestMember {
  return {
    __typename: 'ManagedMember',
    id: 'user-9',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@northwind.test',
    jobTitle: 'Clinical Data Manager',
    role: 'MEMBER',
    status: 'ACTIVE',
    masked: false,
    lastActiveAt: '2026-11-02T09:30:00.000Z',
    isViewer: false,
    ...overrides,
  };
}

export interface TestInvitation {
  __typename: 'MemberInvitation';
  id: string;
  email: string;
  role: CompanyUserRole;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  lastSentAt: string;
  sendCount: number;
  canResendAt: string | null;
  state: MemberInvitationState;
}

export function buildInvitation(overrides: Partial<TestInvitation> = {}): TestInvitation {
  return {
    __typename: 'MemberInvitation',
    id: 'inv-1',
    email: 'new.colleague@northwind.test',
    role: 'MEMBER',
    invitedBy: 'Ada Lovelace',
    createdAt: '2026-11-10T10:00:00.000Z',
    expiresAt: '2026-11-24T10:00:00.000Z',
    lastSentAt: '2026-11-10T10:00:00.000Z',
    sendCount: 1,
    canResendAt: '2026-11-11T10:00:00.000Z',
    state: 'OPEN',
    ...overrides,
  };
}

/** The viewer: Ada Lovelace, company admin of Northwind Trials, who may manage members. */
export const memberAdmin = buildViewer({
  user: buildUser({ company: buildCompany() }),
  permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'ACCOUNT_SETTINGS', 'MANAGE_MEMBERS'],
});

/** The viewer's own row. */
export const me = buildMember({
  id: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@northwind.test',
  role: 'COMPANY_ADMIN',
  jobTitle: null,
  isViewer: true,
});

interface MembersQuery {
  search?: string | null;
  role?: CompanyUserRole | null;
  status?: MemberStatus | null;
  page?: number;
}

/** The members list for these arguments, as often as asked (`extra` e.g. a delay). */
export function membersMock(
  members: TestMember[],
  { search = null, role = null, status = null, page = 0 }: MembersQuery = {},
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse {
  const totalElements = members.length;
  return {
    request: {
      query: MembersSectionQueryDocument,
      variables: { search, role, status, page, size: MEMBERS_PAGE_SIZE },
    },
    result: {
      data: {
        companyMembers: {
          __typename: 'ManagedMemberPage',
          items: members,
          page,
          size: MEMBERS_PAGE_SIZE,
          totalElements,
          totalPages: Math.ceil(totalElements / MEMBERS_PAGE_SIZE),
        },
      },
    },
    ...extra,
  };
}

/** The invitations in `state` (the pending ones unless told). */
export function invitationsMock(
  invitations: TestInvitation[],
  state: MemberInvitationState | null = 'OPEN',
): MockLink.MockedResponse {
  return {
    request: { query: InvitationsSectionQueryDocument, variables: { state, page: 0, size: INVITATIONS_PAGE_SIZE } },
    result: {
      data: {
        memberInvitations: {
          __typename: 'MemberInvitationPage',
          items: invitations,
          page: 0,
          size: INVITATIONS_PAGE_SIZE,
          totalElements: invitations.length,
          totalPages: Math.ceil(invitations.length / INVITATIONS_PAGE_SIZE),
        },
      },
    },
  };
}

/** No one waiting to join, as often as asked. */
export const noJoinRequestsMock: MockLink.MockedResponse = {
  request: { query: JoinRequestsCardQueryDocument },
  result: { data: { joinRequests: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** A user error as the bff words it. */
export function userError(code: string, message: string, field: string | null = null) {
  return { __typename: 'UserError' as const, code, field, message };
}

/** `/dashboard/manage-members` (or with a query string) for the admin, with `mocks`. */
export function renderManageMembers(entry: string, ...mocks: MockLink.MockedResponse[]) {
  return renderApp(`/dashboard/manage-members${entry}`, {
    mocks: [appViewerMock(memberAdmin), noJoinRequestsMock, ...mocks],
  });
}
