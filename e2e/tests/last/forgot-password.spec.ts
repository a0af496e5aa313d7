import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from '../../pages/DashboardPage.js';
import { LoginPage } from '../../pages/LoginPage.js';
import { DEMO_PASSWORD } from '../../support/personas.js';

// Runs after every other spec (playwright.config.ts): a reset password may end the persona's
// other sessions, which the others share. The e2e server runs the identity emulator with a fixed code (IDENTITY_FIXED_CODE).
const CODE = '123456';
const email = 'pastdue.admin@demo.test';

async function resetPassword(page: Page, newPassword: string): Promise<void> {
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(CODE);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
}

test('resets a forgotten password with the emailed code', async ({ page }) => {
  const newPassword = 'Fresh!Pass2026';
  await resetPassword(page, newPassword);
  await page.screenshot({ path: 'test-results/screens/forgot-password-done.png' });
  try {
    await page.getByRole('link', { name: 'Sign in' }).click();
    const login = new LoginPage(page);
    await login.signIn(email);
    await expect(login.alert()).toHaveText('Incorrect username or password.');
    await login.signIn(email, { password: newPassword });
    await new DashboardPage(page).expectLoaded();
    await new DashboardPage(page).signOut();
  } finally {
    await resetPassword(page, DEMO_PASSWORD);
  }
});
