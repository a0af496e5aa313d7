import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../shared/routing/routeTypes';
import { buildCompany, buildSubscription, buildUser, buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { compareChangeMock, compareStateMock } from '../testing/compareMocks';
import { CompareToggleButton } from './CompareToggleButton';
import { findEnabledButton } from '../../../test/enabledButton';

const LIMIT = 'Explorer compares up to 2 companies at a time. Upgrade to Innovator to compare up to 4.';

const page: AppRoute = {
  path: '/',
  page: () => <CompareToggleButton companyId="3" companyName="Cortexa" inCompareList={false} />,
  needsLogin: false,
  skipLoading: true,
  seo: { title: 'Compare toggle', description: 'A company page’s compare button.' },
};

const viewerOn = (plan: 'EXPLORER' | 'INNOVATOR') =>
  buildViewer({
    permissions: ['COMPARE'],
    user: buildUser({ company: buildCompany({ name: 'Lakeshore Research Institute' }) }),
    subscription: buildSubscription({ plan, period: null }),
  });

describe('CompareToggleButton', () => {
  it("opens spec §4's Explorer modal with the api's words when Explorer's list of 2 is full", async () => {
    const refused = compareChangeMock('add', '3', [], [{ code: 'EXPLORER_LIMIT', message: LIMIT }]);
    renderApp('/', {
      mocks: [appViewerMock(viewerOn('EXPLORER')), compareStateMock(['1', '2'], 2), refused],
      routes: [page],
    });

    // Explorer's full list is its limit, not a dead end: the button stays enabled, and the api decides.
    const button = await findEnabledButton('Add to compare');
    expect(screen.queryByText(/Your compare list is full/)).toBeNull();
    fireEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Innovator' });
    expect(within(dialog).getByText(LIMIT)).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Upgrade' })).toBeDefined();
    expect(within(dialog).getByRole('link', { name: 'Request a free trial extension' }).getAttribute('href')).toContain(
      encodeURIComponent('Lakeshore Research Institute'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disables adding to a full Innovator list and says so, without the modal', async () => {
    renderApp('/', {
      mocks: [appViewerMock(viewerOn('INNOVATOR')), compareStateMock(['1', '2', '4', '5'], 4)],
      routes: [page],
    });

    const button = await screen.findByRole('button', { name: 'Add to compare' });
    expect(await screen.findByText(/Your compare list is full \(4 companies\)/)).toBeDefined();
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
