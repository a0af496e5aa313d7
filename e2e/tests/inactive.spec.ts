import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage.js';

test.describe('inactive accounts', () => {
  test('refuses an inactive user with a clear message', async ({ page, context }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('inactive.user@demo.test');
    await expect(login.alert()).toHaveText('User is disabled.');
    await expect(page).toHaveURL(/\/login/);
    expect((await context.cookies()).filter((c) => c.name.includes('session'))).toEqual([]);
  });

  test('refuses a user of an inactive company with a clear message', async ({ page, context }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('inactive.company@demo.test');
    await expect(login.alert()).toContainText("Your company's account is inactive.");
    await expect(page).toHaveURL(/\/login/);
    expect((await context.cookies()).filter((c) => c.name.includes('session'))).toEqual([]);
    await page.screenshot({ path: 'test-results/screens/login-inactive-company.png' });
  });
});
