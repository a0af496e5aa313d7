import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { stubPhoneScreen } from '../../../test/phoneScreen';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { buildCompanyProfile } from '../../company/testing/companyFactories';
import { compareChangeMock, compareStateMock } from '../../compare/testing/compareMocks';
import { referencesMock, searchMock, searchResult } from '../testing/searchMocks';
import type { SearchAnswer } from '../testing/searchMocks';
import { findEnabledButton } from '../../../test/enabledButton';

const signedIn = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'COMPARE'] });
const regionsFacet = {
  field: 'regionsIds',
  values: [
    { value: 'rg-eu', label: 'Europe', count: 12 },
    { value: 'rg-de', label: 'Germany', count: 5 },
    { value: 'rg-na', label: 'North America', count: 30 },
  ],
};
const withFacets = (): SearchAnswer => ({
  items: [searchResult(buildCompanyProfile())],
  totalElements: 1,
  facets: [regionsFacet],
});

function openSearch(
  url: string,
  answer?: Parameters<typeof searchMock>[0],
  viewer: ReturnType<typeof buildViewer> | null = null,
  extra: Parameters<typeof renderApp>[1]['mocks'] = [],
) {
  const search = searchMock(answer);
  const view = renderApp(url, {
    mocks: [appViewerMock(viewer), referencesMock(), search.mock, compareStateMock([]), ...extra],
  });
  return { ...view, search };
}

describe('SearchPage', () => {
  it('restores the whole search from the URL when the page is opened', async () => {
    const { search } = openSearch(
      '/search?searchString=oncology&sort=CREATED_AT&servicesIds=sv-1&womenOwned=true&page=2',
    );

    expect(await screen.findByRole('link', { name: 'Meridian Clinical Research' })).toBeDefined();
    expect(search.inputs[0]).toEqual({
      searchString: 'oncology',
      sort: 'CREATED_AT',
      servicesIds: ['sv-1'],
      womenOwned: true,
      page: 2,
      size: 10,
    });
    expect((screen.getByLabelText('Search companies') as HTMLInputElement).value).toBe('oncology');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('CREATED_AT');
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['Services: Data Management', 'Women-owned']),
    );
  });

  it('applies the trimmed text and goes back to page 0 when the visitor types', async () => {
    const { router, search } = openSearch('/search?page=3&sort=ALPHABETICALLY');
    await screen.findByRole('link', { name: 'Meridian Clinical Research' });

    fireEvent.change(screen.getByLabelText('Search companies'), { target: { value: '  data management  ' } });

    await waitFor(() => expect(currentUrl(router)).toBe('/search?searchString=data+management&sort=ALPHABETICALLY'));
    await waitFor(() =>
      expect(search.last()).toEqual({ searchString: 'data management', sort: 'ALPHABETICALLY', page: 0, size: 10 }),
    );
  });

  describe('on a narrow screen', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('opens the filters in a drawer when Filters is pressed, and closes it with Show results', async () => {
      stubPhoneScreen();
      const { router } = openSearch('/search?womenOwned=true', withFacets);
      await screen.findByRole('link', { name: 'Meridian Clinical Research' });
      expect(screen.queryByRole('checkbox', { name: /^North America/ })).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Filters (1 active)' }));

      // The drawer's code loads on this first press: give a busy machine longer than the default.
      const drawer = await screen.findByRole('dialog', { name: 'Filters' }, { timeout: 15_000 });
      fireEvent.click(await within(drawer).findByRole('checkbox', { name: /^North America/ }));
      await waitFor(() => expect(currentUrl(router)).toBe('/search?regionsIds=rg-na&womenOwned=true'));
      fireEvent.click(within(drawer).getByRole('button', { name: 'Show 1 result' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    });
  });

  it('adds a ticked facet value to the URL and goes back to page 0', async () => {
    const { router } = openSearch('/search?page=2', withFacets);

    fireEvent.click(await screen.findByRole('checkbox', { name: /^North America/ }));

    await waitFor(() => expect(currentUrl(router)).toBe('/search?regionsIds=rg-na'));
  });

  it("shows facet counts and a region's countries only while the region is ticked", async () => {
    openSearch('/search', withFacets);

    expect((await screen.findByRole('checkbox', { name: 'Europe (12)' })).getAttribute('type')).toBe('checkbox');
    expect(screen.queryByRole('checkbox', { name: /^Germany/ })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Europe (12)' }));

    expect(await screen.findByRole('checkbox', { name: 'Germany (5)' })).toBeDefined();
  });

  it("removes a region's countries with it when the region is unticked", async () => {
    const { router } = openSearch('/search?regionsIds=rg-eu&regionsIds=rg-de&regionsIds=rg-na&page=4', withFacets);

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Europe (12)' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/search?regionsIds=rg-na'));
  });

  it("removes a chip's filter and its children when its remove button is pressed", async () => {
    const { router } = openSearch('/search?regionsIds=rg-eu&regionsIds=rg-de&countryId=country-de', withFacets);
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['Regions: Europe', 'Regions: Germany', 'Country: Germany']),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Regions: Europe' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/search?countryId=country-de'));
  });

  it('removes every filter but keeps the text when Clear all is pressed', async () => {
    const { router } = openSearch('/search?searchString=cro&servicesIds=sv-1&claimedOnly=true&page=1');

    fireEvent.click(await screen.findByRole('button', { name: 'Clear all' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/search?searchString=cro'));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('turns a switch filter on in the URL when it is switched', async () => {
    const { router } = openSearch('/search');

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Audited by the FDA' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/search?auditedByFDA=true'));
  });

  it('chooses the country and the site type with selects when they are picked', async () => {
    const { router } = openSearch('/search');
    await screen.findByRole('link', { name: 'Meridian Clinical Research' });

    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'country-us' } });
    await waitFor(() => expect(currentUrl(router)).toBe('/search?countryId=country-us'));
    fireEvent.change(screen.getByLabelText('Site type'), { target: { value: 'HOSPITAL' } });

    await waitFor(() => expect(currentUrl(router)).toBe('/search?siteType=HOSPITAL&countryId=country-us'));
  });

  it('links search and the marketplace in the header for signed-out visitors', async () => {
    openSearch('/search');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Search', '/search'],
      ['Requests', '/requests'],
      ['Capability', '/capability'],
    ]);
  });

  it('hides partner inclusion and sends none when signed out', async () => {
    const { search } = openSearch('/search?contractedPartners=EXCLUDE');

    await screen.findByRole('link', { name: 'Meridian Clinical Research' });
    expect(screen.queryByLabelText('Contracted partners')).toBeNull();
    expect(search.inputs[0]).toEqual({ page: 0, size: 10, sort: 'BEST_MATCH' });
  });

  it('sends partner inclusion and resets the page when a signed-in viewer changes it', async () => {
    const { router, search } = openSearch('/search?page=2', undefined, signedIn);
    await screen.findByRole('link', { name: 'Meridian Clinical Research' });
    expect(search.inputs[0]).toMatchObject({ contractedPartners: 'INCLUDE', page: 2 });

    fireEvent.change(screen.getByLabelText('Contracted partners'), { target: { value: 'ONLY_PARTNERS' } });

    await waitFor(() => expect(currentUrl(router)).toBe('/search?contractedPartners=ONLY_PARTNERS'));
    await waitFor(() => expect(search.last()).toMatchObject({ contractedPartners: 'ONLY_PARTNERS', page: 0 }));
  });

  it('marks the matching parts of the name and description when the results have highlights', async () => {
    const highlights = {
      name: [
        { text: 'Meridian ', match: false },
        { text: 'Clinical', match: true },
        { text: ' Research', match: false },
      ],
      description: [
        { text: '…running ', match: false },
        { text: 'clinical', match: true },
        { text: ' trials…', match: false },
      ],
    };
    openSearch('/search?searchString=clinical', () => ({ items: [searchResult(buildCompanyProfile(), highlights)] }));

    const link = await screen.findByRole('link', { name: 'Meridian Clinical Research' });
    expect(link.querySelector('mark')?.textContent).toBe('Clinical');
    expect(screen.getByText('clinical', { selector: 'mark' })).toBeDefined();
  });

  it('adds a result to the compare list when its Add to compare is pressed', { timeout: 40_000 }, async () => {
    openSearch('/search', undefined, signedIn, [compareChangeMock('add', 'company-10', ['company-10'])]);

    // Under a loaded machine the page, its result cards (now with Contact) and the mutation's answer
    // take longer than the 5 s default: the wait is for the product, not a timer of its own.
    const slow = { timeout: 15_000 };
    fireEvent.click(await findEnabledButton('Add to compare: Meridian Clinical Research', slow));

    expect(
      await screen.findByRole('button', { name: 'Remove from compare: Meridian Clinical Research' }, slow),
    ).toBeDefined();
  });

  it('moves to the next page and keeps it in the URL when Next page is pressed', async () => {
    const { router, search } = openSearch('/search?searchString=cro', () => ({
      items: [searchResult(buildCompanyProfile())],
      totalElements: 25,
    }));
    expect(await screen.findByText('Page 1 of 3')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/search?searchString=cro&page=1'));
    await waitFor(() => expect(search.last()).toMatchObject({ page: 1 }));
    expect(screen.getByRole('heading', { level: 2, name: '25 companies' })).toBeDefined();
  });

  it('suggests loosening the search when nothing matches', async () => {
    openSearch('/search?searchString=zzz', () => ({ items: [] }));

    expect(await screen.findByText('No companies match. Try other words or fewer filters.')).toBeDefined();
  });

  it('follows history when the visitor goes back to an earlier search', async () => {
    const { router } = openSearch('/search?searchString=cro');
    await screen.findByRole('link', { name: 'Meridian Clinical Research' });
    await act(() => router.navigate('/search?searchString=site'));
    await waitFor(() => expect((screen.getByLabelText('Search companies') as HTMLInputElement).value).toBe('site'));

    await act(() => router.navigate(-1));

    await waitFor(() => expect((screen.getByLabelText('Search companies') as HTMLInputElement).value).toBe('cro'));
  });
});
