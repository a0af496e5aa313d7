import { expect, test } from '../../support/fixtures.js';
import { DEMO_PASSWORD } from '../../support/personas.js';

// A new password ends every session of the account (the bff renews this browser's): vendor.member's
// saved session, which other specs share, would end with it, so this runs after every other spec
// (playwright.config.ts), in a session of its own, and restores the demo password.
const email = 'vendor.member@demo.test';

test('changes the password', async ({ pageAs }) => {
  const changed = 'Changed!Pass2026';
  const page = await pageAs(email, { fresh: true });
  await page.goto('/my-account?tab=password');
  // A new password ends the old session and starts another: a page query still in flight with the
  // old cookie would be refused after it and clear the new cookie (signed out: 1 run in 3 on CI).
  // A person cannot type three passwords while the page loads; the test waits as they would.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(changed);
  await page.getByLabel('Confirm new password').fill(changed);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/my-account-password.png' });

  // Back to the demo password for the other tests.
  await page.getByLabel('Current password').fill(changed);
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
});
