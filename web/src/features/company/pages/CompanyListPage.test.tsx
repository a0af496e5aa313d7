import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock, graphQLError } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { buildCompanyProfile, ROLES } from '../testing/companyFactories';
import { COMPANY_LIST_PAGE_SIZE, CompanyListPageQueryDocument } from './CompanyListPage';

const viewer = buildViewer();

function listMock(
  page: number,
  sort: string,
  items: ReturnType<typeof buildCompanyProfile>[],
  totalElements = items.length,
): MockLink.MockedResponse {
  return {
    request: {
      query: CompanyListPageQueryDocument,
      variables: { input: { page, size: COMPANY_LIST_PAGE_SIZE, sort } },
    },
    result: {
      data: {
        searchCompanies: {
          __typename: 'CompanySearchPage',
          items: items.map((company) => ({ __typename: 'CompanySearchResult', company })),
          page,
          size: COMPANY_LIST_PAGE_SIZE,
          totalElements,
          totalPages: Math.ceil(totalElements / COMPANY_LIST_PAGE_SIZE),
        },
      },
    },
  };
}

const meridian = buildCompanyProfile();
const helixa = buildCompanyProfile({
  id: 'company-11',
  alias: 'helixa',
  name: 'Helixa Biotherapeutics',
  role: ROLES.SPONSOR,
  services: [],
  logoUrl: '/media/helixa.png',
  headquarters: { __typename: 'CompanyLocation', country: null, state: null, city: null },
});

describe('CompanyListPage', () => {
  it('shows a card per company with its name, business type, headquarters and a few services', async () => {
    renderApp('/companies', { mocks: [appViewerMock(viewer), listMock(0, 'ALPHABETICALLY', [meridian, helixa], 2)] });

    const list = await screen.findByRole('list', { name: 'Companies' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Meridian Clinical Research' }).getAttribute('href')).toBe(
      '/companies/meridian-clinical-research',
    );
    expect(first.getByText('CRO · Boston, MA, United States')).toBeDefined();
    expect(first.getByRole('list', { name: 'Services of Meridian Clinical Research' }).textContent).toBe(
      'Data ManagementClinical MonitoringBiostatistics+1 more',
    );
    expect(within(cards[1] as HTMLElement).getByText('Clinical Trial Sponsor')).toBeDefined();
    expect(screen.getByText(/2 companies on the platform/)).toBeDefined();
  });

  it('starts again from the first page in the new order when the sort changes', async () => {
    const { router } = renderApp('/companies?page=1', {
      mocks: [
        appViewerMock(viewer),
        listMock(1, 'ALPHABETICALLY', [meridian], 21),
        listMock(0, 'CREATED_AT', [helixa], 21),
      ],
    });
    await screen.findByRole('link', { name: 'Meridian Clinical Research' });

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'CREATED_AT' } });

    expect(await screen.findByRole('link', { name: 'Helixa Biotherapeutics' })).toBeDefined();
    expect(currentUrl(router)).toBe('/companies?sort=CREATED_AT');
  });

  it('moves to the next page and keeps it in the URL when Next page is pressed', async () => {
    const { router } = renderApp('/companies', {
      mocks: [
        appViewerMock(viewer),
        listMock(0, 'ALPHABETICALLY', [meridian], 25),
        listMock(1, 'ALPHABETICALLY', [helixa], 25),
      ],
    });
    expect(await screen.findByText('Page 1 of 2')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));

    expect(await screen.findByRole('link', { name: 'Helixa Biotherapeutics' })).toBeDefined();
    expect(screen.getByText('Page 2 of 2')).toBeDefined();
    expect(currentUrl(router)).toBe('/companies?page=1');
  });

  it('says so when there are no companies', async () => {
    renderApp('/companies', { mocks: [appViewerMock(viewer), listMock(0, 'ALPHABETICALLY', [])] });

    expect(await screen.findByText('There are no companies yet.')).toBeDefined();
  });

  it('offers the first page when a page beyond the last is opened', async () => {
    renderApp('/companies?page=9', { mocks: [appViewerMock(viewer), listMock(9, 'ALPHABETICALLY', [], 3)] });

    expect(await screen.findByText('There are no companies on this page.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/companies');
  });

  it('shows the error and a retry when the list cannot be loaded', async () => {
    const failing = {
      request: {
        query: CompanyListPageQueryDocument,
        variables: { input: { page: 0, size: COMPANY_LIST_PAGE_SIZE, sort: 'ALPHABETICALLY' } },
      },
      result: graphQLError('Something went wrong.', 'INTERNAL_SERVER_ERROR'),
    };
    renderApp('/companies', { mocks: [appViewerMock(viewer), failing, listMock(0, 'ALPHABETICALLY', [meridian])] });

    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Meridian Clinical Research' })).toBeDefined();
  });

  it.each([
    [
      'may compare',
      ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'COMPARE'] as const,
      ['Dashboard', 'Search', 'My company', 'Compare', 'Capability', 'My account'],
    ],
    [
      'may not compare',
      ['MEMBER_DASHBOARD', 'MY_ACCOUNT'] as const,
      ['Dashboard', 'Search', 'My company', 'Capability', 'My account'],
    ],
  ])('links the discovery screens in the header when the viewer %s', async (_name, permissions, expected) => {
    const who = buildViewer({ permissions: [...permissions] });
    renderApp('/companies', { mocks: [appViewerMock(who), listMock(0, 'ALPHABETICALLY', [meridian])] });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expected);
  });

  it('lists the companies to a signed-out visitor too, as public search does', async () => {
    renderApp('/companies', { mocks: [appViewerMock(null), listMock(0, 'ALPHABETICALLY', [meridian], 1)] });

    const list = await screen.findByRole('list', { name: 'Companies' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Join for Access' })).toBeNull();
  });
});
