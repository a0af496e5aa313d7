import { expect, test } from '../../support/fixtures.js';
import { screen } from '../../support/screens.js';

test('an admin whose subscription ended chooses Explorer, confirms it, and Explorer starts', async ({ pageAs }) => {
  // Open Cures' paid subscription ended: nothing in force stands in the way of the free plan.
  const page = await pageAs('expired.admin@demo.test');
  await page.goto('/subscriptions#offerings');
  await page.getByRole('article', { name: 'Explorer' }).getByRole('button', { name: 'Choose Explorer' }).click();

  await expect(page.getByRole('heading', { name: 'Continue with Explorer?' })).toBeVisible();
  await expect(page.getByText('Explorer is free, for as long as you like. It includes:')).toBeVisible();
  await screen(page, 'confirm-explorer');
  await page.getByRole('button', { name: 'Yes, continue with Explorer' }).click();

  await expect(page.getByRole('heading', { name: 'Explorer started' })).toBeVisible();
  await expect(page.getByText('Your company is on Explorer, the free plan.')).toBeVisible();
  await screen(page, 'explorer-started');

  await page.goto('/dashboard/subscription');
  await expect(page.locator('dt', { hasText: /^Plan$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    'Explorer',
  );
  await page.goto('/subscriptions#offerings');
  await expect(
    page.getByRole('article', { name: 'Explorer' }).getByRole('button', { name: 'Your current plan' }),
  ).toBeDisabled();
});
