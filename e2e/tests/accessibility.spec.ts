import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from '../pages/DashboardPage.js';
import { LoginPage } from '../pages/LoginPage.js';

async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('accessibility', () => {
  test('signed-out pages have no serious or critical axe violations', async ({ page }) => {
    for (const path of ['/login', '/forgot-password', '/404']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }
  });

  test('signed-in pages have no serious or critical axe violations', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('admin@demo.test');
    await expect(page.getByRole('heading', { name: 'Choose a user to act as' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Act as / }).first()).toBeVisible();
    await expectNoSeriousViolations(page, '/impersonate');

    await page.getByLabel('Search users').fill('sponsor.admin@demo.test');
    await expect(page.getByRole('button', { name: /^Act as / })).toHaveCount(1);
    await page.getByRole('button', { name: /^Act as / }).click();
    await new DashboardPage(page).expectLoaded();
    await expectNoSeriousViolations(page, '/dashboard');
  });

  test('the dashboard fits a 360 px wide window', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const login = new LoginPage(page);
    await login.goto();
    await page.screenshot({ path: 'test-results/screens/narrow-login.png', fullPage: true });
    await login.signIn('sponsor.nointerests@demo.test');
    await new DashboardPage(page).expectLoaded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/screens/narrow-dashboard.png', fullPage: true });
  });
});
