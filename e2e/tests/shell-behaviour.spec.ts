import { DashboardPage } from '../pages/DashboardPage.js';
import { expect, test } from '../support/fixtures.js';
import { startSecondBff } from '../support/secondBff.js';

test.describe('shell behaviour', () => {
  test('the maintenance screen replaces the app until the password is entered', async ({ browser }) => {
    const bff = await startSecondBff({ MAINTENANCE_PASSWORD: 'open-sesame-2026' });
    const context = await browser.newContext({ baseURL: bff.url });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
      await expect(page.getByRole('heading', { name: /Sign in to/ })).toBeHidden();
      await page.getByLabel('Maintenance password').fill('wrong');
      await page.getByRole('button', { name: 'Enter' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await page.screenshot({ path: 'test-results/screens/maintenance.png' });
      await page.getByLabel('Maintenance password').fill('open-sesame-2026');
      await page.getByRole('button', { name: 'Enter' }).click();
      await expect(page.getByRole('heading', { name: /Sign in to/ })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('maintenancePass'))).toBeTruthy();
      await page.reload();
      await expect(page.getByRole('heading', { name: /Sign in to/ })).toBeVisible();
    } finally {
      await context.close();
      await bff.stop();
    }
  });

  test('a progress bar shows while a route loads', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: /Sign in to/ })).toBeVisible();
    // Hold the next page's chunk back so the navigation is observable.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/ForgotPasswordPage-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(bar).toBeHidden();
  });

  test('each page sets its SEO data', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in | Trialbridge');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/login$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Sign in/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /.+/);
    await page.goto('/dashboard');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('every route change reads the signed-in user again', async ({ pageAs }) => {
    const page = await pageAs('site.admin@demo.test');
    await page.goto('/dashboard');
    await new DashboardPage(page).expectLoaded();
    let viewerReads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'AppViewer') viewerReads += 1;
    });
    await page.getByRole('link', { name: 'My account' }).first().click();
    await expect(page).toHaveURL(/\/my-account/);
    await expect.poll(() => viewerReads).toBeGreaterThanOrEqual(1);
    const afterFirst = viewerReads;
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect.poll(() => viewerReads).toBeGreaterThan(afterFirst);
  });
  // (Analytics at sign-in and sign-out: tests/sign-in.spec.ts.)
});
