import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { graphql } from '../support/graphql.js';
import { screen } from '../support/screens.js';

// Issue 13: every built page is usable at 390 px. sponsor.admin (Helixa) is a billing admin whose
// seeded team holds an inactive colleague, Irene Kowalski; its compare list is emptied again at the end.
// (Each page's accessibility at 390 px: tests/accessibility/.)
const email = 'sponsor.admin@demo.test';
test.use({ viewport: { width: 390, height: 844 } });

async function expectNoSidewaysPage(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

const CLEAR = 'mutation { clearCompareList { errors { message } } }';
const ADD = 'mutation($id: ID!) { addToCompareList(companyId: $id) { errors { message } } }';
const SEARCH =
  'query($input: CompanySearchInput!) { searchCompanies(input: $input) { items { company { id name } } } }';

const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^[\d,]+ compan(y|ies)$/ });

test.use({ persona: email });

test.describe('at 390 px', () => {
  test('compare scrolls sideways under a sticky label column, names whole', async ({ page }) => {
    // Three companies in the list, through the api (tests/compare.spec.ts adds them by clicking).
    await graphql(page.request, CLEAR);
    const { searchCompanies } = await graphql<{
      searchCompanies: { items: { company: { id: string; name: string } }[] };
    }>(page.request, SEARCH, { input: { searchString: 'oncology', sort: 'ALPHABETICALLY', size: 3 } });
    const names = searchCompanies.items.map((item) => item.company.name);
    expect(names).toHaveLength(3);
    for (const { company } of searchCompanies.items) await graphql(page.request, ADD, { id: company.id });

    await page.goto('/compare');
    const scroller = page.getByRole('region', { name: 'Compared companies, scrolls sideways' });
    await expect(scroller).toBeVisible();
    const widths = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    // Whole names, wrapped when long: nothing is cut with an ellipsis.
    for (const name of names) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveText(name);
      expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    }
    await expectNoSidewaysPage(page);
    await screen(page, 'mobile-compare');

    // Keyboard users scroll the focused region with the arrow keys; the labels stay where they were.
    const label = page.getByRole('rowheader', { name: /^Business type/ });
    const before = await label.boundingBox();
    await scroller.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await scroller.evaluate((el) => el.scrollBy({ left: 200 }));
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const after = await label.boundingBox();
    expect(after?.x).toBe(before?.x);
    await expect(label).toBeVisible();
    await screen(page, 'mobile-compare-scrolled');

    await graphql(page.request, CLEAR);
  });

  test('search filters open in a drawer that changes the results live and closes with Escape', async ({ pageAs }) => {
    const page = await pageAs(null, { width: 390 });
    await page.goto('/search');
    await expect(resultsHeading(page)).toBeVisible({ timeout: 30_000 });
    const total = ((await resultsHeading(page).textContent()) ?? '').replace(/ compan(y|ies)$/, '');
    // No side panel on a phone: the filters wait behind their button.
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
    await expectNoSidewaysPage(page);

    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await filters.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    const show = drawer.getByRole('button', { name: /^Show [\d,]+ results?$/ });
    await expect(show).toHaveText(`Show ${total} results`);
    // The drawer slides in: a click during the slide lands where the box was a moment ago.
    await drawer.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
    // The box follows the URL, which a transition updates: click, then wait for it to be ticked
    // (check() reads the state right after its click and gives up).
    const firstFacet = drawer.getByRole('checkbox').first();
    await firstFacet.click({ force: true });
    await expect(firstFacet).toBeChecked();
    // The page behind the modal drawer is hidden from the accessibility tree: its button says the count.
    await expect(show).not.toHaveText(`Show ${total} results`, {
      timeout: 30_000,
    });
    const count = ((await show.textContent()) ?? '').replace(/^Show /, '').replace(/ results?$/, '');
    const narrowed = `${count} ${count === '1' ? 'company' : 'companies'}`;
    await screen(page, 'mobile-search-drawer');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    const reopened = page.getByRole('button', { name: 'Filters (1 active)' });
    await expect(reopened).toBeFocused();

    await expect(resultsHeading(page)).toHaveText(narrowed);
    await reopened.click();
    await show.click();
    await expect(drawer).toBeHidden();
    await expect(resultsHeading(page)).toHaveText(narrowed);
    await screen(page, 'mobile-search');
  });

  test('the team and the payment history are lists, an inactive member marked', async ({ page }) => {
    await page.goto('/dashboard/subscription?billing=true');
    const team = page.getByRole('list', { name: 'Team members' });
    await expect(team).toBeVisible();
    await expect(page.getByRole('table', { name: 'Team members' })).toHaveCount(0);
    const irene = team.getByRole('listitem').filter({ hasText: 'Irene Kowalski' });
    await expect(irene.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(irene.getByRole('checkbox', { name: 'Billing admin: Irene Kowalski' })).toBeAttached();
    await expect(irene.getByRole('button', { name: 'Remove Irene Kowalski' })).toBeVisible();
    await expectNoSidewaysPage(page);
    await screen(page, 'mobile-billing');

    await page.goto('/dashboard/subscription/history');
    await expect(page.getByRole('heading', { name: 'Subscription history', level: 1 })).toBeVisible();
    const payments = page.getByRole('list', { name: 'Payments, newest first' });
    await expect(payments.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Payments, newest first' })).toHaveCount(0);
    await expectNoSidewaysPage(page);
    await screen(page, 'mobile-history');
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the team stays a table with the inactive member marked; search keeps its side panel', async ({ page }) => {
    await page.goto('/dashboard/subscription?billing=true');
    const irene = page.getByRole('table', { name: 'Team members' }).getByRole('row', { name: /Irene Kowalski/ });
    await expect(irene.getByText('Inactive', { exact: true })).toBeVisible();
    await screen(page, 'desktop-billing');

    await page.goto('/search');
    await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveCount(0);
  });
});
