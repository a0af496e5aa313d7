import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSso, ssoQueryMock } from '../../company-sso/testing/companySsoMocks';
import { invitationsMock, me, membersMock, renderManageMembers } from '../testing/memberMocks';
import '../../../test/resizeObserver';

describe('ManageMembersPage and single sign-on', () => {
  it('shows the single sign-on card after the members, invitations and requests to join', async () => {
    renderManageMembers('', membersMock([me]), invitationsMock([]), ssoQueryMock(buildSso()));

    const card = await screen.findByRole('region', { name: 'Single sign-on' });
    expect(await within(card).findByText(/Connected to https:\/\/login\.northwind\.test/)).toBeDefined();
    const requests = await screen.findByRole('region', { name: 'Requests to join Northwind Trials' });
    for (const above of [screen.getByRole('region', { name: 'Members' }), requests])
      expect(above.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
