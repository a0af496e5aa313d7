import { expect, test } from '../support/fixtures.js';
import { countOf, expectCount, facetCount, openSearch, resultNames } from '../pages/SearchPage.js';

test.describe('company search', () => {
  test.use({ persona: 'sponsor.admin@demo.test' });

  test('text, facets, sort, paging and the URL', async ({ page }) => {
    await openSearch(page);
    const everyone = await countOf(page);

    // Text: matches are highlighted, the facets count within the matches.
    await page.getByLabel('Search companies').fill('  oncology ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]searchString=oncology(&|$)/);
    await expect.poll(() => countOf(page)).toBeLessThan(everyone);
    const matches = await countOf(page);
    await expect(page.locator('article mark').first()).toHaveText(/^oncology$/i);

    // A business type: the result count is the count its facet showed.
    const sponsor = page.getByRole('checkbox', { name: /^Clinical Trial Sponsor \(/ });
    const sponsors = await facetCount(sponsor);
    expect(sponsors).toBeGreaterThan(10);
    expect(sponsors).toBeLessThan(matches);
    await sponsor.check({ force: true });
    await expect(page).toHaveURL(/[?&]companyRoleIds=/);
    await expectCount(page, sponsors);

    // A checkbox facet (a therapeutic area), again exactly as counted.
    const oncology = page.getByRole('checkbox', { name: /^Oncology \(/ });
    const oncologySponsors = await facetCount(oncology);
    expect(oncologySponsors).toBeGreaterThan(10);
    await oncology.check({ force: true });
    await expect(page).toHaveURL(/[?&]therapeuticAreasIds=/);
    await expectCount(page, oncologySponsors);
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText([
      'Business type: Clinical Trial Sponsor',
      'Therapeutic areas: Oncology',
    ]);

    // Alphabetically: the page's names are in order.
    await page.getByLabel('Sort by').selectOption({ label: 'Alphabetically' });
    await expect(page).toHaveURL(/[?&]sort=ALPHABETICALLY/);
    await expect
      .poll(async () => {
        const names = await resultNames(page);
        return names.length > 1 && names.join('|') === [...names].sort((a, b) => a.localeCompare(b)).join('|');
      })
      .toBe(true);
    const firstPage = await resultNames(page);

    // Page 2, then a filter: back on page 1. Business types are OR-ed, so a second one adds
    // exactly the companies its facet counted.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=1(&|$)/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect.poll(() => resultNames(page)).not.toEqual(firstPage);
    const site = page.getByRole('checkbox', { name: /^Clinical Trial Site\/Site Network \(/ });
    const sites = await facetCount(site);
    await site.check({ force: true });
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expectCount(page, oncologySponsors + sites);

    // A boolean flag (switches carry no counts: the result count shows its effect).
    await page.getByRole('checkbox', { name: 'Claimed companies only' }).check({ force: true });
    await expect(page).toHaveURL(/[?&]claimedOnly=true/);
    await expect.poll(() => countOf(page)).toBeLessThan(oncologySponsors + sites);
    const claimed = await countOf(page);
    expect(claimed).toBeGreaterThan(0);

    // Page 2 again, then a reload: the same filters, sort, page and results.
    if (claimed > 10) {
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    }
    const url = page.url();
    const names = await resultNames(page);
    await page.reload();
    expect(page.url()).toBe(url);
    await expectCount(page, claimed);
    await expect.poll(() => resultNames(page)).toEqual(names);
    await expect(page.getByLabel('Search companies')).toHaveValue('oncology');
    await expect(page.getByLabel('Sort by')).toHaveValue('ALPHABETICALLY');
    await expect(page.getByRole('checkbox', { name: /^Clinical Trial Sponsor \(/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Oncology \(/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Claimed companies only' })).toBeChecked();
    await page.screenshot({ path: 'test-results/screens/search-filtered.png', fullPage: true });

    // Removing a chip removes its filter (and goes back to page 1).
    await page.getByRole('button', { name: 'Remove filter Therapeutic areas: Oncology' }).click();
    await expect(page).not.toHaveURL(/therapeuticAreasIds=/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(page.getByRole('checkbox', { name: /^Oncology \(/ })).not.toBeChecked();
    await expect.poll(() => countOf(page)).toBeGreaterThan(claimed);
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText([
      'Business type: Clinical Trial Sponsor',
      'Business type: Clinical Trial Site/Site Network',
      'Claimed companies only',
    ]);
  });

  test('a search with no match says so', async ({ page }) => {
    await openSearch(page);
    await page.getByLabel('Search companies').fill('zzqx-no-such-company');
    await page.getByLabel('Search companies').press('Enter');
    await expectCount(page, 0);
    await expect(page.getByText('No companies match. Try other words or fewer filters.')).toBeVisible();
  });
});
