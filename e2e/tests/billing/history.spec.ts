import { expect, test } from '../../support/fixtures.js';
import { CardPage } from '../../pages/CardPage.js';
import { modal } from '../../pages/Modal.js';
import { screen } from '../../support/screens.js';
import { choosePeriod } from '../../pages/Offerings.js';

test('after a payment the history lists it, and its receipt shows the amount paid', async ({ pageAs }) => {
  // Cortexa is past due: the card on file (…0341) is one whose charges fail. Paying its monthly
  // plan again fails first, then goes through once the payment method is updated. (Monthly keeps
  // the yearly option free for checkout.spec's promotion test.)
  const page = await pageAs('pastdue.admin@demo.test');
  const context = page.context();
  await page.goto('/subscriptions#offerings');
  await choosePeriod(page, 'Monthly');
  await page
    .getByRole('article', { name: 'Innovator for vendors (1-50 employees)' })
    .getByRole('button', { name: 'Subscribe' })
    .click();
  await expect(modal(page).getByText('Visa ending in 0341')).toBeVisible();
  await modal(page).getByRole('button', { name: 'Pay $180 and subscribe' }).click();

  await expect(page.getByRole('heading', { name: 'Failed to subscribe' })).toBeVisible();
  await page.getByRole('button', { name: 'Update payment method' }).click();
  const card = new CardPage(page);
  await card.expectOpen();
  await card.save('4242 4242 4242 4242', 'Oliver Hastings');
  // Back from the card page the purchase is tried again without another click.
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  await page.getByRole('link', { name: 'View payment history' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription history', level: 1 })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Payments, newest first' }).getByRole('row');
  const paid = rows.nth(1);
  await expect(paid).toContainText('Innovator for vendors (1-50 employees), monthly');
  await expect(paid).toContainText('$180');
  await expect(paid).toContainText('Paid');
  // The declined attempt is listed too, without a receipt.
  await expect(rows.nth(2)).toContainText('Failed');
  await expect(rows.nth(2)).toContainText('None');
  await screen(page, 'history');

  const [receipt] = await Promise.all([
    context.waitForEvent('page'),
    paid.getByRole('link', { name: /^Receipt for payment / }).click(),
  ]);
  await expect(receipt.getByRole('heading', { name: 'Receipt from Trialbridge' })).toBeVisible();
  await expect(receipt.getByText(/^Paid \$180\.00 on /)).toBeVisible();
  await expect(receipt.getByRole('row', { name: /Amount paid/ })).toContainText('$180.00 USD');
  await expect(receipt.getByRole('row', { name: /Payment method/ })).toContainText('ending in 4242');
  await screen(receipt, 'receipt');
});
