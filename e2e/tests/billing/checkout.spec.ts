import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.js';
import { CardPage } from '../../pages/CardPage.js';
import { modal } from '../../pages/Modal.js';
import { screen } from '../../support/screens.js';

/** The plan card of `/subscriptions#offerings` whose heading matches `name`. */
function offering(page: Page, name: string | RegExp) {
  return page.getByRole('article', { name });
}

/** The value next to a label in the checkout's or the summary's description list. */
function detail(page: Page, label: string) {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

test.describe('checkout', () => {
  test('a vendor admin in trial buys Innovator yearly with a test card and sees payment received', async ({
    pageAs,
  }) => {
    const page = await pageAs('vendor.admin@demo.test');
    await page.goto('/subscriptions#offerings');
    await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    // Meridian is a CRO with 51-500 employees: the yearly vendor mid option, $3,200 (spec §9).
    const plan = offering(page, 'Innovator for vendors (51-500 employees)');
    await expect(plan.getByText('$3,200')).toBeVisible();
    await screen(page, 'offerings-vendor');
    await plan.getByRole('button', { name: 'Subscribe' }).click();

    const checkout = modal(page);
    await expect(checkout.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(detail(page, 'Billing period')).toHaveText('Yearly');
    await expect(detail(page, 'Price')).toHaveText('$3,200 / year');
    await screen(page, 'checkout-dialog');
    await checkout.getByRole('button', { name: 'Add a card and subscribe' }).click();

    const card = new CardPage(page);
    await card.expectOpen();
    await screen(page, 'card-page');
    await card.save('4242 4242 4242 4242', 'Victor Lindqvist');

    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByText('Innovator for vendors (51-500 employees) is active until')).toBeVisible();
    await screen(page, 'payment-received');
    await page.getByRole('link', { name: 'My subscription' }).click();
    await expect(page.getByRole('heading', { name: 'My subscription', level: 1 })).toBeVisible();
    await expect(detail(page, 'Plan')).toHaveText('Innovator for vendors (51-500 employees)');
    await expect(detail(page, 'Status')).toHaveText('Active');
    await expect(detail(page, 'Billing period')).toHaveText('Yearly');
    await expect(page.getByText('Visa ending in 4242')).toBeVisible();
    await screen(page, 'my-subscription-paid');
  });

  test('a declined card is refused on the card page, and a card whose charges fail shows failed to subscribe', async ({
    pageAs,
  }) => {
    // Open Cures' yearly non-profit subscription ended; it paid before, so no new trial: a card is needed.
    const page = await pageAs('expired.admin@demo.test');
    await page.goto('/subscriptions#offerings');
    await offering(page, 'Innovator for non-profits').getByRole('button', { name: 'Subscribe' }).click();
    await modal(page).getByRole('button', { name: 'Add a card and subscribe' }).click();

    const card = new CardPage(page);
    await card.expectOpen();
    await card.save('4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await screen(page, 'card-page-declined');
    // 4000 0000 0000 0341 is saved, but every charge on it fails.
    await card.save('4000 0000 0000 0341');

    await expect(page.getByRole('heading', { name: 'Failed to subscribe' })).toBeVisible();
    await expect(page.getByText("Nothing was charged. Update your payment method and we'll try again.")).toBeVisible();
    await screen(page, 'failed-to-subscribe');
    await page.getByRole('button', { name: 'Update payment method' }).click();
    await card.expectOpen();
    await card.cancel();
    await expect(page.getByRole('heading', { name: 'Payment canceled' })).toBeVisible();
    await screen(page, 'payment-canceled');
  });

  test('the promotion code SCOPE2025MID applies the yearly vendor mid option at its price', async ({ pageAs }) => {
    // Cortexa is a small technology provider: the code picks the mid option all the same (spec §7).
    const page = await pageAs('pastdue.admin@demo.test');
    await page.goto('/subscriptions#offerings');
    await page.getByRole('textbox', { name: 'Promotion code' }).fill('SCOPE2025MID');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/^Promotion code SCOPE2025MID applied: /)).toBeVisible();
    await expect(
      page.getByText(
        'It applies to Innovator for vendors (51-500 employees) at $3,200 / year before the discount, whichever plan you choose.',
      ),
    ).toBeVisible();
    // The small plan's card keeps its own price: the code's discount is for the mid option only.
    const small = offering(page, 'Innovator for vendors (1-50 employees)');
    await expect(small.getByText('$2,000')).toBeVisible();
    await expect(small.getByText('SCOPE alumni: 10% off every payment')).toBeHidden();
    await screen(page, 'offerings-promotion');

    await small.getByRole('button', { name: 'Subscribe' }).click();
    await expect(modal(page).getByText('Your promotion code SCOPE2025MID selects this plan.')).toBeVisible();
    await expect(detail(page, 'Plan')).toHaveText('Innovator for vendors (51-500 employees)');
    await expect(detail(page, 'Billing period')).toHaveText('Yearly');
    await expect(detail(page, 'Price')).toHaveText('$3,200 / year');
    await expect(detail(page, 'Due today')).toHaveText('$2,880');
    await modal(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(modal(page)).toBeHidden();
  });

  test("a company type that may not buy the promoted plan is refused with Subscription_400's message", async ({
    pageAs,
  }) => {
    // Lakeshore is a site: SCOPE2025MID picks a vendor plan, which sites may not buy (spec §6).
    const page = await pageAs('site.admin@demo.test');
    await page.goto('/subscriptions#offerings');
    await page.getByRole('textbox', { name: 'Promotion code' }).fill('SCOPE2025MID');
    await page.getByRole('button', { name: 'Apply' }).click();
    await offering(page, 'Innovator for sites')
      .getByRole('button', { name: /Subscribe|free trial/ })
      .click();
    await modal(page)
      .getByRole('button', { name: /^(Start free trial|Add a card and subscribe|Pay .+ and subscribe)$/ })
      .click();
    await expect(modal(page).getByText("Your company type can't purchase this subscription.")).toBeVisible();
    await screen(page, 'checkout-refused-company-type');
  });

  test("a sponsor's member is refused with Subscription_351's message", async ({ pageAs }) => {
    const page = await pageAs('sponsor.member@demo.test');
    await page.goto('/subscriptions#offerings');
    await expect(page.getByText('Only your company administrator can purchase subscription.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe' }).first()).toBeDisabled();
    await screen(page, 'offerings-sponsor-member');
  });
});
