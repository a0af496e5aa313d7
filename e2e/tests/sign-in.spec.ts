import { expect, test } from '@playwright/test';
import { DashboardPage } from '../pages/DashboardPage.js';
import { LoginPage } from '../pages/LoginPage.js';
import { dismissModal } from '../pages/Modal.js';
import { dashboardPersonas } from '../support/personas.js';

test.describe('sign-in', () => {
  for (const persona of dashboardPersonas) {
    test(`shows ${persona.email} their own dashboard`, async ({ page }) => {
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(persona.email);

      const dashboard = new DashboardPage(page);
      await dashboard.expectLoaded();
      await dismissModal(page); // a session-start reminder, for some personas
      await expect(page.getByText(persona.email).first()).toBeVisible();
      await expect(page.getByText(persona.company).first()).toBeVisible();
      await expect(page.getByText(persona.businessType).first()).toBeVisible();
      await expect(dashboard.field('Plan')).toHaveText(persona.plan);
      if (persona.status) await expect(dashboard.field('Status')).toHaveText(persona.status);
      if (persona.period) await expect(dashboard.field('Billing period')).toHaveText(persona.period);
      await expect(dashboard.field('Billing admin')).toHaveText(persona.billingAdmin);
      await page.screenshot({
        path: `test-results/screens/dashboard-${persona.email.split('@')[0]}.png`,
        fullPage: true,
      });

      await dashboard.signOut();
      await page.goto('/dashboard');
      await expect(page.getByText('To access the page you need to be logged in to Trialbridge')).toBeVisible();
    });
  }

  test('answers a wrong password with the catalogue message', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('sponsor.member@demo.test', { password: 'not-the-password' });
    await expect(login.alert()).toHaveText('Incorrect username or password.');
    await expect(page).toHaveURL(/\/login/);
    await page.screenshot({ path: 'test-results/screens/login-error.png' });
  });

  test('answers an empty form with the sign-in service messages', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(login.alert()).toHaveText('Username cannot be empty');
    await page.getByLabel('Email').fill('sponsor.member@demo.test');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(login.alert()).toHaveText('Password cannot be empty');
  });

  test('returns to the page that asked for sign-in', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard/);
    await new LoginPage(page).signIn('site.admin@demo.test');
    await new DashboardPage(page).expectLoaded();
  });
});
