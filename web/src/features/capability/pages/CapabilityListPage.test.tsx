import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { buildAlert, capabilityListMocks } from '../testing/capabilityMocks';

describe('CapabilityListPage', () => {
  it('shows a visitor the titles, companies and dates, and invites them to sign up', async () => {
    const teaser = buildAlert({ detailsHidden: true, description: null, services: [], therapeuticAreas: [] });
    renderApp('/capability', { mocks: [appViewerMock(null), ...capabilityListMocks([teaser])] });

    const card = await screen.findByRole('article', { name: 'Oncology monitoring capacity' });
    expect(within(card).getByRole('link', { name: 'Meridian Clinical Research' }).getAttribute('href')).toBe(
      '/companies/meridian-clinical-research',
    );
    expect(within(card).getByText('Valid until Jan 12, 2027')).toBeDefined();
    expect(within(card).queryByText('Two senior CRAs free from April.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeDefined();
    expect(screen.getByText('Showing 1–1 of 1')).toBeDefined();
  });

  it('shows members with a plan the description and what the alert covers', async () => {
    renderApp('/capability', { mocks: [appViewerMock(buildViewer()), ...capabilityListMocks([buildAlert()])] });

    const card = await screen.findByRole('article', { name: 'Oncology monitoring capacity' });
    expect(within(card).getByText('Two senior CRAs free from April.')).toBeDefined();
    const tags = within(card).getByRole('list', { name: 'Services, therapeutic areas and regions' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Clinical Monitoring', 'Oncology']);
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    // A vendor's member is offered to publish one.
    expect(screen.getByRole('link', { name: 'Publish your own capability alert' }).getAttribute('href')).toBe(
      '/dashboard/capability',
    );
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const [list, references] = capabilityListMocks([]);
    if (!list || !references) throw new Error('mocks missing');
    const failing = { ...list, result: undefined, error: new Error('Network down'), maxUsageCount: 1 };
    renderApp('/capability', { mocks: [appViewerMock(null), failing, references] });

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('says when no alert matches', async () => {
    renderApp('/capability', { mocks: [appViewerMock(null), ...capabilityListMocks([])] });

    expect(
      await screen.findByText('No current capability alerts match. Try fewer filters or other words.'),
    ).toBeDefined();
  });
});
