import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock, dashboardPageMock, graphQLError } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { buildCompanyProfile, ROLES } from '../testing/companyFactories';
import { RecentlyViewedCompaniesCardQueryDocument } from './RecentlyViewedCompaniesCard';

const viewer = buildViewer();

function recentMock(companies: ReturnType<typeof buildCompanyProfile>[]): MockLink.MockedResponse {
  const items = companies.map((company, index) => ({
    __typename: 'CompanyView',
    viewedAt: `2026-03-0${index + 1}T10:00:00.000Z`,
    company,
  }));
  return {
    request: { query: RecentlyViewedCompaniesCardQueryDocument },
    result: {
      data: {
        recentlyViewedCompanies: {
          __typename: 'CompanyViewPage',
          items,
          page: 0,
          size: 5,
          totalElements: items.length,
          totalPages: 1,
        },
      },
    },
  };
}

describe('RecentlyViewedCompaniesCard', () => {
  it('links to the profiles the viewer opened, newest first, when there are some', async () => {
    const helixa = buildCompanyProfile({
      id: 'company-11',
      alias: 'helixa',
      name: 'Helixa Biotherapeutics',
      role: ROLES.SPONSOR,
    });
    renderApp('/dashboard', {
      mocks: [appViewerMock(viewer), dashboardPageMock(viewer), recentMock([helixa, buildCompanyProfile()])],
    });

    const card = await screen.findByRole('region', { name: 'Recently viewed companies' });
    const links = await within(card).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Helixa Biotherapeutics', '/companies/helixa'],
      ['Meridian Clinical Research', '/companies/meridian-clinical-research'],
    ]);
    expect(within(card).getByText('Clinical Trial Sponsor')).toBeDefined();
  });

  it('suggests searching when the viewer has opened no profile yet', async () => {
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer), recentMock([])] });

    const card = await screen.findByRole('region', { name: 'Recently viewed companies' });
    expect(await within(card).findByText('You have not viewed any company yet.')).toBeDefined();
    expect(within(card).getByRole('link', { name: 'Search companies' }).getAttribute('href')).toBe('/search');
  });

  it('shows the error and a retry without holding up the dashboard when the list cannot be loaded', async () => {
    const failing = {
      request: { query: RecentlyViewedCompaniesCardQueryDocument },
      result: graphQLError('Something went wrong.', 'INTERNAL_SERVER_ERROR'),
    };
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer), failing] });

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeDefined();
    const card = screen.getByRole('region', { name: 'Recently viewed companies' });
    expect(await within(card).findByText('Something went wrong.')).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
