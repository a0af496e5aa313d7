import { DashboardPage } from '../pages/DashboardPage.js';
import { expect, test } from '../support/fixtures.js';

// Acting as someone changes the admin's session: each test signs the admin in afresh.
const ADMIN = 'admin@demo.test';

test.describe('impersonation', () => {
  test('makes an admin pick a target before anything else, then act as them', async ({ pageAs }) => {
    const page = await pageAs(ADMIN, { fresh: true });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/impersonate$/);
    await expect(page.getByRole('heading', { name: 'Choose a user to act as' })).toBeVisible();

    await page.getByLabel('Search users').fill('sponsor.member@demo.test');
    const actAs = page.getByRole('button', { name: /^Act as / });
    await expect(actAs).toHaveCount(1);
    await page.screenshot({ path: 'test-results/screens/impersonation-picker.png', fullPage: true });
    await actAs.click();

    const dashboard = new DashboardPage(page);
    await dashboard.expectLoaded();
    await expect(page.getByText(/You are acting as .+ \(sponsor\.member@demo\.test\)/)).toBeVisible();
    await expect(page.getByText('Helixa Biotherapeutics').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/impersonation-dashboard.png', fullPage: true });

    await page.reload();
    await dashboard.expectLoaded();
    await expect(page.getByText(/You are acting as/)).toBeVisible();

    await page.getByRole('button', { name: 'Stop acting as this user' }).click();
    await expect(page).toHaveURL(/\/impersonate$/);
  });

  test('pages through the users an admin can act as', async ({ pageAs }) => {
    const page = await pageAs(ADMIN, { fresh: true });
    await page.goto('/impersonate');
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const firstRow = page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1);
    const firstOnPageOne = await firstRow.textContent();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(firstRow).not.toHaveText(firstOnPageOne ?? '');
  });
});
