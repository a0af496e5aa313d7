import { expect, test, type Page } from '@playwright/test';
import { CardPage } from '../../pages/CardPage.js';
import { modal } from '../../pages/Modal.js';
import { signInAs } from '../../pages/SignIn.js';
import { expectNoSeriousViolations } from '../../support/axe.js';
import { screen } from '../../support/screens.js';

/** True when nothing is wider than the viewport (no sideways scrolling on a phone). */
async function expectNoHorizontalOverflow(page: Page, name: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

// Each page with the heading that says it has loaded. Helixa's admin sees every subscription screen.
const PAGES: { path: string; heading: string }[] = [
  { path: '/subscriptions#offerings', heading: 'Plans and pricing' },
  { path: '/dashboard/subscription', heading: 'My subscription' },
  { path: '/dashboard/subscription?billing=true', heading: 'Billing' },
  { path: '/dashboard/subscription/history', heading: 'Subscription history' },
  { path: '/dashboard/subscription?confirmation=payment-received', heading: 'Payment received' },
  { path: '/dashboard/subscription?confirmation=confirm-explorer', heading: 'Continue with Explorer?' },
];

test.describe('subscription screens: accessibility and small screens', () => {
  test('axe finds no serious or critical violations on the subscription screens and the card page', async ({
    page,
  }) => {
    await signInAs(page, 'sponsor.admin@demo.test');
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousViolations(page, path);
    }

    await page.goto('/subscriptions#offerings');
    await page.getByRole('button', { name: 'Subscribe' }).first().click();
    await expect(modal(page).getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(modal(page).getByText('Checking…')).toBeHidden();
    await expectNoSeriousViolations(page, 'checkout dialog');
    await modal(page).getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/dashboard/subscription');
    await page.getByRole('button', { name: 'Manage card' }).click();
    const card = new CardPage(page);
    await card.expectOpen();
    await expectNoSeriousViolations(page, 'card page');
    await card.save('4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expectNoSeriousViolations(page, 'card page with an error');
    await card.cancel();
    await expect(page.getByRole('heading', { name: 'Payment canceled', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'payment canceled');
  });

  test('at 360 px nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/subscriptions?companyType=VENDOR#offerings');
    await expect(page.getByRole('heading', { name: 'Plans and pricing', level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoHorizontalOverflow(page, 'signed-out /subscriptions');
    await screen(page, 'offerings-signed-out');

    await signInAs(page, 'sponsor.admin@demo.test');
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoHorizontalOverflow(page, path);
      await screen(page, path.replace(/[^a-z]+/g, '-'));
    }
    await page.goto('/subscriptions#offerings');
    await page.getByRole('button', { name: 'Subscribe' }).first().click();
    await expect(modal(page).getByText('Checking…')).toBeHidden();
    await screen(page, 'checkout-dialog');
    await modal(page).getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/dashboard/subscription');
    await page.getByRole('button', { name: 'Manage card' }).click();
    await new CardPage(page).expectOpen();
    await expectNoHorizontalOverflow(page, 'card page');
    await screen(page, 'card-page');
  });
});
