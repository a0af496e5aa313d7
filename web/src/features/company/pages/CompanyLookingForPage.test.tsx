import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { buildLookingForItem, lookingForItems } from '../testing/companyFactories';
import { lookingForMock } from '../testing/companyMocks';

const ALIAS = 'meridian-clinical-research';
const NAME = 'Meridian Clinical Research';
const services = lookingForItems(
  'SERVICES',
  Array.from({ length: 8 }, (_, index) => `Service ${index}`),
);

describe('CompanyLookingForPage', () => {
  it('lists everything published, by kind, with the company’s own words', async () => {
    const items = [
      ...services,
      ...lookingForItems('REGIONS', ['Europe']),
      buildLookingForItem({ id: 'lf-t', kind: 'TEXT', name: 'Sites with pediatric experience.' }),
    ];
    renderApp(`/companies/${ALIAS}/looking-for`, {
      mocks: [appViewerMock(buildViewer()), lookingForMock(ALIAS, { name: NAME, items })],
    });

    expect(await screen.findByRole('heading', { level: 1, name: `${NAME} is looking for` })).toBeDefined();
    expect(within(screen.getByRole('list', { name: 'Services' })).getAllByRole('listitem')).toHaveLength(8);
    expect(within(screen.getByRole('list', { name: 'Regions' })).getByText('Europe')).toBeDefined();
    expect(screen.getByText('Sites with pediatric experience.')).toBeDefined();
    expect(screen.queryByText('Members only')).toBeNull();
    expect(screen.getByRole('link', { name: `Back to ${NAME}` }).getAttribute('href')).toBe(`/companies/${ALIAS}`);
    await waitFor(() => expect(document.title).toBe(`${NAME}: looking for | Trialbridge`));
  });

  it('shows the full list to the company’s members, marking members-only items, with a way to manage it', async () => {
    const items = [...lookingForItems('SERVICES', ['Service 0']), ...lookingForItems('REGIONS', ['Asia'], false)];
    renderApp(`/companies/${ALIAS}/looking-for`, {
      mocks: [appViewerMock(buildViewer()), lookingForMock(ALIAS, { name: NAME, items, own: true })],
    });

    const regions = await screen.findByRole('list', { name: 'Regions' });
    expect(within(regions).getByText('Members only')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Manage the list' }).getAttribute('href')).toBe('/dashboard/looking-for');
  });

  it('says nothing is published when the list is empty', async () => {
    renderApp(`/companies/${ALIAS}/looking-for`, {
      mocks: [appViewerMock(buildViewer()), lookingForMock(ALIAS, { name: NAME, items: [] })],
    });

    expect(await screen.findByText(`${NAME} has not published what it is looking for yet.`)).toBeDefined();
  });

  it('shows the 404 page when no company has the alias', async () => {
    renderApp('/companies/nobody/looking-for', {
      mocks: [appViewerMock(buildViewer()), lookingForMock('nobody', null)],
    });

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeDefined();
  });
});
