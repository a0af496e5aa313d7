import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { buildCompanyProfile, buildMember, ref, ROLES } from '../../company/testing/companyFactories';
import type { TestCompanyProfile } from '../../company/testing/companyFactories';
import {
  addToWatchlistMock,
  watchedCompaniesMock,
  watchlistFolder,
  watchlistFoldersMock,
} from '../../watchlist/testing/watchlistMocks';
import { compareChangeMock, compareStateMock } from '../testing/compareMocks';
import { ComparePageQueryDocument } from './ComparePage';

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'COMPARE'] });
const meridian = buildCompanyProfile({ inCompareList: true });
const helixa = buildCompanyProfile({
  id: 'company-11',
  alias: 'helixa',
  name: 'Helixa Biotherapeutics',
  role: ROLES.SPONSOR,
  services: [
    ref('sv-2', 'SERVICES', 'Clinical Monitoring'),
    ref('sv-1', 'SERVICES', 'Data Management'),
    ref('sv-3', 'SERVICES', 'Biostatistics'),
    ref('sv-4', 'SERVICES', 'Medical Writing'),
  ],
  members: [buildMember(), buildMember({ id: 'member-2' })],
  inCompareList: true,
});

function comparePageMock(companies: TestCompanyProfile[], capacity = 4): MockLink.MockedResponse {
  return {
    request: { query: ComparePageQueryDocument },
    result: { data: { compareList: { __typename: 'CompareList', capacity, companies } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function openCompare(companies: TestCompanyProfile[], extra: MockLink.MockedResponse[] = []) {
  return renderApp('/compare', {
    mocks: [
      appViewerMock(viewer),
      comparePageMock(companies),
      compareStateMock(companies.map((company) => company.id)),
      ...extra,
    ],
  });
}

/** The row headed `label`: its cells' text, and whether it is marked as differing. */
function row(label: string) {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${label}`) });
  const tr = header.closest('tr') as HTMLElement;
  return {
    differs: within(header).queryByText('Differs') !== null,
    cells: within(tr)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  };
}

describe('ComparePage', () => {
  it('shows the companies side by side with the capacity when the list has companies', async () => {
    openCompare([meridian, helixa]);

    const table = await screen.findByRole('table', { name: 'Companies side by side' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Attribute',
      // Each: initials (no logo), the name, then its Remove button.
      'MRMeridian Clinical ResearchRemove Meridian Clinical Research from compare',
      'HBHelixa BiotherapeuticsRemove Helixa Biotherapeutics from compare',
    ]);
    expect(screen.getByText('2 of 4 companies in your compare list.')).toBeDefined();
    expect(row('Business type').cells).toEqual(['CRO', 'Clinical Trial Sponsor']);
  });

  it('marks with a word the rows whose values differ and leaves equal rows unmarked', async () => {
    openCompare([meridian, helixa]);
    await screen.findByRole('table', { name: 'Companies side by side' });

    expect(row('Business type').differs).toBe(true);
    expect(row('Members').differs).toBe(true);
    // The same services in another order are the same.
    expect(row('Services').differs).toBe(false);
    expect(row('Headquarters').differs).toBe(false);
  });

  it('shows only the differing rows when asked to', async () => {
    openCompare([meridian, helixa]);
    await screen.findByRole('table', { name: 'Companies side by side' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Only show differences' }));

    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
        'Business type≠Differs',
        'Members≠Differs',
      ]),
    );
  });

  it('takes a company out of the table when its Remove is pressed', async () => {
    openCompare([meridian, helixa], [compareChangeMock('remove', 'company-11', ['company-10'])]);

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Helixa Biotherapeutics from compare' }));

    // While the removal is on its way the button shows a spinner and has no name either: wait for
    // the list the api answered, then check the row is gone.
    expect(await screen.findByText('1 of 4 companies in your compare list.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Remove Helixa Biotherapeutics from compare' })).toBeNull();
  });

  it('empties the list after confirmation when Clear all is pressed', async () => {
    openCompare([meridian, helixa], [compareChangeMock('clear', null, [])]);

    fireEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear your compare list?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));

    expect(
      await screen.findByText('Your compare list is empty. Add companies from search results or their profiles.'),
    ).toBeDefined();
  });

  it('links to search when the list is empty', async () => {
    openCompare([]);

    expect(
      await screen.findByText('Your compare list is empty. Add companies from search results or their profiles.'),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Search companies' }).getAttribute('href')).toBe('/search');
    expect(screen.getByText('0 of 4 companies in your compare list.')).toBeDefined();
  });

  it('adds every compared company to a folder in one call and marks each column', async () => {
    const shortlist = watchlistFolder('f-1', 'Shortlist A', 'OWNER', 1);
    const watched = watchedCompaniesMock({ 'company-11': ['f-1'] }, [shortlist]);
    renderApp('/compare', {
      mocks: [
        appViewerMock(buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'COMPARE', 'WATCHLIST'] })),
        comparePageMock([meridian, helixa]),
        compareStateMock(['company-10', 'company-11']),
        watched.mock,
        watchlistFoldersMock([shortlist]),
        addToWatchlistMock('f-1', ['company-10', 'company-11'], [{ ...shortlist, companyCount: 2 }]),
      ],
    });
    const column = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    await screen.findByRole('table', { name: 'Companies side by side' });
    expect(await within(column('Helixa')).findByRole('link', { name: 'Shortlist A' })).toBeDefined();
    expect(within(column('Meridian')).queryByRole('link', { name: 'Shortlist A' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add all to watchlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 companies to your watchlist' });
    await waitFor(() => expect((within(dialog).getByLabelText('Folder') as HTMLSelectElement).value).toBe('f-1'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(/^Added 2 companies to Shortlist A\./)).toBeDefined();
    expect(await within(column('Meridian')).findByRole('link', { name: 'Shortlist A' })).toBeDefined();
    expect(watched.requests).toEqual([['company-10', 'company-11']]);
  });

  it('denies access when the viewer may not compare', async () => {
    renderApp('/compare', { mocks: [appViewerMock(buildViewer())] });

    expect(
      await screen.findByRole('heading', { name: "You don't have permissions to access this page" }),
    ).toBeDefined();
  });
});
