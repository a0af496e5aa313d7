import { expect, test } from '@playwright/test';
import { DashboardPage } from '../pages/DashboardPage.js';
import { LoginPage } from '../pages/LoginPage.js';
import { dismissModal, modal } from '../pages/Modal.js';

test.describe('route guards', () => {
  test('a signed-out visitor meets the not-logged-in page, whose link returns after sign-in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByText('To access the page you need to be logged in to Trialbridge')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/not-logged-in.png' });
    const link = page.getByRole('link', { name: 'Log in' });
    await expect(link).toHaveAttribute('href', '/login?returnTo=%2Fdashboard');
    await link.click();
    await new LoginPage(page).signIn('site.admin@demo.test');
    await new DashboardPage(page).expectLoaded();
  });

  test('a member is denied a company-admin page with a way back to the dashboard', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('sponsor.member@demo.test');
    await new DashboardPage(page).expectLoaded();
    await page.goto('/dashboard/manage-members');
    await expect(page.getByText("You don't have permissions to access this page")).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/access-denied.png' });
    await page.getByRole('link', { name: 'Go to Dashboard.' }).click();
    await new DashboardPage(page).expectLoaded();
  });

  test('sections of later work say they are not available yet', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('This section is not available yet.')).toBeVisible();
    await expect(page).toHaveTitle(/\| Trialbridge$/);
  });

  test('unknown paths and /404 show the not-found page', async ({ page }) => {
    for (const path of ['/404', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
      await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Click here to go back to the homepage.' })).toHaveAttribute(
        'href',
        '/',
      );
    }
  });
});

test.describe('plan guard', () => {
  test('a user without a plan is invited to begin the free trial', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('new.user@demo.test');
    await expect(modal(page).getByRole('heading', { name: 'Begin Your Free Trial!' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/modal-begin-trial.png' });
    await modal(page).getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/subscriptions#offerings$/);
  });

  test('an expired annual subscription is asked to renew', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('expired.admin@demo.test');
    await expect(modal(page).getByRole('heading', { name: 'Renew Your Subscription' })).toBeVisible();
    await modal(page).getByRole('button', { name: 'Renew now' }).click();
    await expect(page).toHaveURL(/\/subscriptions#offerings$/);
  });

  test('a signed-out visitor on a subscriber page is asked to join', async ({ page }) => {
    await page.goto('/companies');
    await expect(modal(page).getByRole('heading', { name: 'Join for Access' })).toBeVisible();
    await modal(page).getByRole('button', { name: 'Join now' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an Explorer is admitted to a page that requires Innovator', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('site.admin@demo.test');
    await new DashboardPage(page).expectLoaded();
    await expect(modal(page)).toBeHidden();
  });

  test('routes of spec §2 stay reachable without an active subscription', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('new.user@demo.test');
    await dismissModal(page);
    for (const path of [
      '/my-account',
      '/search',
      '/subscriptions',
      '/faq',
      '/terms',
      '/matchmaking',
      '/dashboard/subscription',
      '/',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(modal(page), path).toBeHidden();
    }
  });
});

test.describe('billing-admin guard', () => {
  const cases: { email: string; sees: 'billing' | 'login prompt' | 'nothing' }[] = [
    { email: 'sponsor.admin@demo.test', sees: 'billing' }, // billing admin
    { email: 'vendor.member@demo.test', sees: 'login prompt' }, // Innovator, not billing admin, not company admin
    { email: 'sponsor.member@demo.test', sees: 'login prompt' }, // Innovator sponsor member
    { email: 'site.admin@demo.test', sees: 'billing' }, // any Explorer
    { email: 'new.user@demo.test', sees: 'nothing' }, // no plan
  ];
  for (const { email, sees } of cases) {
    test(`${email} sees ${sees} on the billing view`, async ({ page }) => {
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(email);
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto('/dashboard/subscription?billing=true');
      await dismissModal(page);
      const heading = page.getByRole('heading', { name: 'Billing', level: 1 });
      const prompt = page.getByText('Only billing admins can see billing.');
      const billing = page.getByText(/^Your subscription’s team: the colleagues it covers\./);
      if (sees === 'billing') {
        await expect(heading).toBeVisible();
        await expect(billing).toBeVisible();
        await expect(prompt).toBeHidden();
      } else if (sees === 'login prompt') {
        await expect(heading).toBeVisible();
        await expect(prompt).toBeVisible();
        await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
        await expect(billing).toBeHidden();
      } else {
        // An empty main area: not even the page's title.
        await expect(page.getByRole('main')).toBeVisible();
        await expect(heading).toBeHidden();
        await expect(prompt).toBeHidden();
        await expect(billing).toBeHidden();
      }
    });
  }
});
