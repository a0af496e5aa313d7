import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { buildDetails } from '../testing/subscriptionFactories';
import { billingViewMock, subscriptionViewer } from '../testing/subscriptionMocks';

const viewer = subscriptionViewer();

describe('BillingView', () => {
  it('tells an admitted viewer who does not manage billing that only billing admins manage the team', async () => {
    renderApp('/dashboard/subscription?billing=true', {
      mocks: [appViewerMock(viewer), billingViewMock(buildDetails({ billingAdmin: false, canManageBilling: false }))],
    });

    expect(
      await screen.findByText(
        'Only billing admins can manage the team. Ask one of your company’s billing admins to add you.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Team' })).toBeNull();
  });
});
