import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage.js';
import { dismissModal } from '../pages/Modal.js';

// sponsor.admin is Helixa's company admin: every company screen, its own edit page included.
const HELIXA = 'helixa-biotherapeutics';

async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function expectNoHorizontalOverflow(page: Page, name: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} is wider than the window`).toBeLessThanOrEqual(0);
}

async function signIn(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('sponsor.admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await dismissModal(page);
}

const results = (page: Page) => page.getByRole('region', { name: /compan(y|ies)$/ }).getByRole('heading', { level: 3 });

test.describe('company screens: accessibility (axe: no serious or critical violations) and narrow windows', () => {
  test('search, list, profile, looking-for, edit and compare', async ({ page }) => {
    await signIn(page);

    await page.goto('/search?searchString=clinical');
    await expect(results(page).first()).toBeVisible();
    await expectNoSeriousViolations(page, '/search with results');
    await page.getByRole('checkbox', { name: /^CRO \(/ }).check({ force: true });
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    await expectNoSeriousViolations(page, '/search with a filter');

    await page.goto('/companies');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/companies');

    await page.goto(`/companies/${HELIXA}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Helixa Biotherapeutics' })).toBeVisible();
    await expectNoSeriousViolations(page, 'profile');

    await page.goto(`/companies/${HELIXA}/looking-for`);
    await expect(page.getByRole('heading', { level: 1, name: 'Helixa Biotherapeutics is looking for' })).toBeVisible();
    await expectNoSeriousViolations(page, 'looking-for');

    await page.goto(`/companies/${HELIXA}/edit`);
    await expect(page.getByLabel('Company name')).toHaveValue('Helixa Biotherapeutics');
    await expectNoSeriousViolations(page, 'edit');

    // Three companies in the compare list (taken out again at the end).
    await page.goto('/search?searchString=oncology&sort=ALPHABETICALLY');
    await expect(results(page).nth(2)).toBeVisible();
    for (const name of (await results(page).allTextContents()).slice(0, 3)) {
      await page.getByRole('button', { name: `Add to compare: ${name}` }).click();
      await expect(page.getByRole('button', { name: `Remove from compare: ${name}` })).toBeVisible();
    }
    await page.goto('/compare');
    await expect(page.getByText(/^3 of \d+ companies in your compare list\.$/)).toBeVisible();
    await expectNoSeriousViolations(page, '/compare with 3 companies');
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page
      .getByRole('alertdialog', { name: 'Clear your compare list?' })
      .getByRole('button', { name: 'Clear all' })
      .click();
    await expect(page.getByText(/^0 of \d+ companies in your compare list\.$/)).toBeVisible();
  });

  test('search and a profile fit a 360 px wide window', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page);
    await page.goto('/search?searchString=oncology&claimedOnly=true');
    await expect(results(page).first()).toBeVisible();
    await expectNoHorizontalOverflow(page, '/search');
    await page.screenshot({ path: 'test-results/screens/search-360.png', fullPage: true });

    await page.goto(`/companies/${HELIXA}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Helixa Biotherapeutics' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'profile');
    await page.screenshot({ path: 'test-results/screens/company-profile-360.png', fullPage: true });
  });
});
