import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildUser, buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { buildAlert, capabilityDashboardMock } from '../testing/capabilityMocks';
import { CreateCapabilityAlertDocument } from '../useAlertMutations';

const PERMISSIONS = ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'MANAGE_CAPABILITY_ALERTS'] as const;
const vendor = buildViewer({ permissions: [...PERMISSIONS] });

async function pick(list: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: list }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await screen.findByRole('button', { name: `Remove ${option}` });
}

const refusal: MockLink.MockedResponse = {
  request: {
    query: CreateCapabilityAlertDocument,
    variables: {
      input: {
        title: 'Site capacity',
        description: 'Ten sites ready.',
        serviceIds: ['11'],
        therapeuticAreaIds: [],
        regionIds: [],
        validUntil: '2099-01-31',
      },
      publish: true,
    },
  },
  result: {
    data: {
      createCapabilityAlert: {
        __typename: 'CapabilityAlertPayload',
        alert: null,
        errors: [
          {
            __typename: 'UserError',
            code: 'BAD_USER_INPUT',
            field: 'validUntil',
            message: 'Valid until must be at most a year from today.',
          },
        ],
      },
    },
  },
};

describe('CapabilityDashboardPage', () => {
  it("lists the company's alerts with their state and the actions that state allows", async () => {
    const alerts = [buildAlert(), buildAlert({ id: '8', title: 'Draft idea', status: 'DRAFT' })];
    renderApp('/dashboard/capability', { mocks: [appViewerMock(vendor), capabilityDashboardMock(alerts)] });

    const list = await screen.findByRole('list', { name: 'Your capability alerts' });
    const [current, draft] = within(list).getAllByRole('listitem');
    if (!current || !draft) throw new Error('rows missing');
    expect(within(current).getByText('Current')).toBeDefined();
    expect(within(current).getByRole('button', { name: 'Withdraw: Oncology monitoring capacity' })).toBeDefined();
    expect(within(draft).getByRole('button', { name: 'Publish: Draft idea' })).toBeDefined();
    expect(within(draft).getByRole('button', { name: 'Delete: Draft idea' })).toBeDefined();
  });

  it('shows refusals at their fields and keeps what was typed', async () => {
    renderApp('/dashboard/capability', { mocks: [appViewerMock(vendor), capabilityDashboardMock([]), refusal] });

    fireEvent.click(await screen.findByRole('button', { name: 'Write an alert' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Site capacity' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Describe what you can offer.')).toBeDefined();
    expect(screen.getByText('Choose at least one service.')).toBeDefined();

    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Ten sites ready.' } });
    await pick('Services', 'Clinical Monitoring');
    fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2099-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Valid until must be at most a year from today.')).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('Site capacity');
    expect(screen.getByRole('button', { name: 'Remove Clinical Monitoring' })).toBeDefined();
  });

  it('explains that only vendors and sites publish alerts', async () => {
    const sponsor = buildViewer({
      permissions: [...PERMISSIONS],
      user: buildUser({
        company: buildCompany({ role: { __typename: 'CompanyRole', id: 'role-sp', name: 'Sponsor', type: 'SPONSOR' } }),
      }),
    });
    renderApp('/dashboard/capability', { mocks: [appViewerMock(sponsor), capabilityDashboardMock([])] });

    expect(
      await screen.findByText('Capability alerts are for vendors and sites. Your company type does not publish them.'),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Write an alert' })).toBeNull();
  });
});
