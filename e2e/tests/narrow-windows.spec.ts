import type { Page } from '@playwright/test';
import { CardPage } from '../pages/CardPage.js';
import { modal } from '../pages/Modal.js';
import { expect, test } from '../support/fixtures.js';
import { screen } from '../support/screens.js';
import { results } from '../support/sweep.js';

const HELIXA = 'helixa-biotherapeutics';

test.describe('narrow windows: nothing scrolls sideways at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  async function expectNoHorizontalOverflow(page: Page, name: string): Promise<void> {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  }

  test('the home page and the dashboard', async ({ page, pageAs }) => {
    await page.goto('/');
    await page.screenshot({ path: 'test-results/screens/narrow-home.png', fullPage: true });
    const member = await pageAs('sponsor.admin@demo.test');
    await member.goto('/dashboard');
    await expect(member.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await expectNoHorizontalOverflow(member, '/dashboard');
    await member.screenshot({ path: 'test-results/screens/narrow-dashboard.png', fullPage: true });
  });

  test('search and a profile', async ({ pageAs }) => {
    const page = await pageAs('sponsor.admin@demo.test');
    await page.goto('/search?searchString=oncology&claimedOnly=true');
    await expect(results(page).first()).toBeVisible();
    await expectNoHorizontalOverflow(page, '/search');
    await page.screenshot({ path: 'test-results/screens/search-360.png', fullPage: true });
    await page.goto(`/companies/${HELIXA}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Helixa Biotherapeutics' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'profile');
    await page.screenshot({ path: 'test-results/screens/company-profile-360.png', fullPage: true });
  });

  test('the subscription screens and the card page', async ({ page, pageAs }) => {
    await page.goto('/subscriptions?companyType=VENDOR#offerings');
    await expect(page.getByRole('heading', { name: 'Plans and pricing', level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoHorizontalOverflow(page, 'signed-out /subscriptions');
    await screen(page, 'offerings-signed-out');

    const admin = await pageAs('sponsor.admin@demo.test');
    for (const [path, heading] of [
      ['/subscriptions#offerings', 'Plans and pricing'],
      ['/dashboard/subscription', 'My subscription'],
      ['/dashboard/subscription?billing=true', 'Billing'],
      ['/dashboard/subscription/history', 'Subscription history'],
      ['/dashboard/subscription?confirmation=payment-received', 'Payment received'],
      ['/dashboard/subscription?confirmation=confirm-explorer', 'Continue with Explorer?'],
    ] as const) {
      await admin.goto(path);
      await expect(admin.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(admin.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoHorizontalOverflow(admin, path);
      await screen(admin, path.replace(/[^a-z]+/g, '-'));
    }
    await admin.goto('/subscriptions#offerings');
    await admin.getByRole('button', { name: 'Subscribe' }).first().click();
    await expect(modal(admin).getByText('Checking…')).toBeHidden();
    await screen(admin, 'checkout-dialog');
    await modal(admin).getByRole('button', { name: 'Cancel' }).click();
    await admin.goto('/dashboard/subscription');
    await admin.getByRole('button', { name: 'Manage card' }).click();
    await new CardPage(admin).expectOpen();
    await expectNoHorizontalOverflow(admin, 'card page');
    await screen(admin, 'card-page');
  });
});
