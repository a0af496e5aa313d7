import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from '../pages/DashboardPage.js';
import { LoginPage } from '../pages/LoginPage.js';
import { dismissModal, modal } from '../pages/Modal.js';
import { RegistrationFlow } from '../pages/RegistrationFlow.js';
import { expectNoSeriousViolations } from '../support/axe.js';

async function signIn(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email);
  await expect(page).not.toHaveURL(/\/login/);
}

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('signed-out pages, guard pages and the join modal', async ({ page }) => {
    for (const path of ['/', '/login', '/register', '/forgot-password', '/404', '/faq', '/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }
    await page.goto('/companies');
    await expect(modal(page)).toBeVisible();
    await expectNoSeriousViolations(page, '/companies (Join for Access)');
  });

  test('registration steps', async ({ page }) => {
    const flow = new RegistrationFlow(page, 'axe', 'axe-check-bio.example');
    await flow.requestToJoin();
    await expectNoSeriousViolations(page, '/verification');
    await flow.verifyEmail();
    await expectNoSeriousViolations(page, '/create-password');
  });

  test('signed-in pages, every my-account tab and the access-denied page', async ({ page }) => {
    await signIn(page, 'sponsor.admin@demo.test');
    await new DashboardPage(page).expectLoaded();
    await expectNoSeriousViolations(page, '/dashboard');
    for (const tab of ['profile', 'password', 'security', 'interests']) {
      await page.goto(`/my-account?tab=${tab}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectNoSeriousViolations(page, `/my-account?tab=${tab}`);
    }
    for (const path of ['/dashboard/subscription?billing=true', '/dashboard/manage-members', '/compare']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }
    await new DashboardPage(page).signOut();
    await signIn(page, 'sponsor.member@demo.test');
    await page.goto('/dashboard/manage-members');
    await expect(page.getByText("You don't have permissions to access this page")).toBeVisible();
    await expectNoSeriousViolations(page, 'access denied');
  });

  test('session-start modals and the subscription modals', async ({ page }) => {
    for (const email of [
      'sponsor.nointerests@demo.test',
      'vendor.admin@demo.test',
      'new.user@demo.test',
      'expired.admin@demo.test',
    ]) {
      await signIn(page, email);
      await expect(modal(page)).toBeVisible();
      await expectNoSeriousViolations(page, `modal for ${email}`);
      await dismissModal(page);
      await new DashboardPage(page).signOut();
    }
  });

  test('the impersonation picker', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await expect(page.getByRole('button', { name: /^Act as / }).first()).toBeVisible();
    await expectNoSeriousViolations(page, '/impersonate');
  });

  test('the dashboard fits a 360 px wide window', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await page.screenshot({ path: 'test-results/screens/narrow-home.png', fullPage: true });
    await signIn(page, 'sponsor.admin@demo.test');
    await new DashboardPage(page).expectLoaded();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/screens/narrow-dashboard.png', fullPage: true });
  });
});
