import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

// sponsor.member's compare list is this spec's own: no other test reads or fills it.
const email = 'sponsor.member@demo.test';

async function clearAll(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page
    .getByRole('alertdialog', { name: 'Clear your compare list?' })
    .getByRole('button', { name: 'Clear all' })
    .click();
  await expect(
    page.getByText('Your compare list is empty. Add companies from search results or their profiles.'),
  ).toBeVisible();
}

/** The column headers of the side-by-side table: one per company. */
function companyColumns(page: Page) {
  return page
    .getByRole('table', { name: 'Companies side by side' })
    .getByRole('row')
    .first()
    .getByRole('columnheader')
    .filter({ has: page.getByRole('link') });
}

test.describe('compare companies', () => {
  test.use({ persona: email });

  test('three companies from search and profiles, side by side, kept per user', async ({ page, pageAs }) => {
    // Start from an empty list (a kept product instance may hold an earlier run's).
    await page.goto('/compare');
    await expect(page.getByText(/^\d+ of \d+ companies in your compare list\.$/)).toBeVisible();
    if (!(await page.getByText(/^0 of /).isVisible())) await clearAll(page);

    // Two sponsors from search results (sponsors list no products, nor does Lakeshore: that row is alike)...
    await page.goto('/search?searchString=oncology&companyRoleIds=1&sort=ALPHABETICALLY');
    const results = page.getByRole('region', { name: /compan(y|ies)$/ }).getByRole('heading', { level: 3 });
    await expect(results.nth(1)).toBeVisible();
    const [first, second] = (await results.allTextContents()).slice(0, 2) as [string, string];
    for (const name of [first, second]) {
      await page.getByRole('button', { name: `Add to compare: ${name}` }).click();
      await expect(page.getByRole('button', { name: `Remove from compare: ${name}` })).toBeVisible();
    }

    // ...and one from its profile (a Site, so the business types differ).
    await page.goto('/companies/lakeshore-research-institute');
    await expect(page.getByRole('heading', { level: 1, name: 'Lakeshore Research Institute' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to compare' }).click();
    await expect(page.getByRole('button', { name: 'Remove from compare' })).toBeVisible();

    await page.getByRole('link', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare companies' })).toBeVisible();
    await expect(page.getByText(/^3 of \d+ companies in your compare list\.$/)).toBeVisible();
    await expect(companyColumns(page)).toHaveCount(3);
    for (const name of [first, second, 'Lakeshore Research Institute']) {
      await expect(companyColumns(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Differences are marked per attribute, in words as well as colour.
    const businessType = page.getByRole('rowheader', { name: /^Business type/ });
    await expect(businessType).toContainText('Differs');
    await expect(page.getByRole('row').filter({ has: businessType })).toContainText('Clinical Trial Site/Site Network');
    await page.screenshot({ path: 'test-results/screens/compare-three.png', fullPage: true });

    // "Only show differences" hides the rows that are alike.
    const rows = page.getByRole('table', { name: 'Companies side by side' }).getByRole('rowheader');
    const allRows = await rows.count();
    await page.getByRole('checkbox', { name: 'Only show differences' }).check({ force: true });
    await expect.poll(() => rows.count()).toBeLessThan(allRows);
    await expect(rows.filter({ hasNotText: 'Differs' })).toHaveCount(0);

    // Kept for this user: a reload (and a new sign-in) shows the same list.
    await page.reload();
    await expect(companyColumns(page)).toHaveCount(3);

    await page.getByRole('button', { name: `Remove ${second} from compare` }).click();
    await expect(page.getByText(/^2 of \d+ companies in your compare list\.$/)).toBeVisible();
    await expect(companyColumns(page)).toHaveCount(2);
    await expect(companyColumns(page).getByRole('link', { name: second, exact: true })).toBeHidden();

    // A new sign-in, in another browser, shows the same list.
    const again = await pageAs(email, { fresh: true });
    await again.goto('/compare');
    await expect(companyColumns(again)).toHaveCount(2);
    await expect(companyColumns(again).getByRole('link', { name: first, exact: true })).toBeVisible();

    // Clear all leaves the empty state (and the list empty for a rerun).
    await clearAll(again);
  });
});
