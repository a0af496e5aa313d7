import { DashboardPage } from '../pages/DashboardPage.js';
import { modal } from '../pages/Modal.js';
import { expect, test } from '../support/fixtures.js';

// (The not-logged-in page's way back after sign-in: tests/sign-in.spec.ts.)
test.describe('route guards', () => {
  test('a member is denied a company-admin page with a way back to the dashboard', async ({ pageAs }) => {
    const page = await pageAs('sponsor.member@demo.test');
    await page.goto('/dashboard/manage-members');
    await expect(page.getByText("You don't have permissions to access this page")).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/access-denied.png' });
    await page.getByRole('link', { name: 'Go to Dashboard.' }).click();
    await new DashboardPage(page).expectLoaded();
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
  test('a user without a plan is invited to begin the free trial', async ({ pageAs }) => {
    const page = await pageAs('new.user@demo.test');
    await page.goto('/dashboard');
    await expect(modal(page).getByRole('heading', { name: 'Begin Your Free Trial!' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/modal-begin-trial.png' });
    await modal(page).getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/subscriptions#offerings$/);
  });

  test('an expired annual subscription is asked to renew', async ({ pageAs }) => {
    const page = await pageAs('expired.admin@demo.test');
    await page.goto('/dashboard');
    await expect(modal(page).getByRole('heading', { name: 'Renew Your Subscription' })).toBeVisible();
    await modal(page).getByRole('button', { name: 'Renew now' }).click();
    await expect(page).toHaveURL(/\/subscriptions#offerings$/);
  });

  // (Every public area now shows visitors a preview with its own call to join, so no route opens
  // the bare "Join for Access" modal to a visitor: PlanRequired.test.tsx holds that guard.)
  test('a signed-out visitor reads /companies as /search lists them (issue 26)', async ({ page }) => {
    await page.goto('/companies');
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(modal(page)).toHaveCount(0);
    const intro = page.getByText(/[\d,]+ companies on the platform/);
    await expect(intro).toBeVisible();
    const listed = Number(((await intro.textContent()) ?? '').replace(/[^\d]/g, ''));
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 2, name: /^[\d,]+ compan(y|ies)$/ })).toHaveText(
      `${listed.toLocaleString('en-US')} companies`,
    );
  });

  test('an Explorer is admitted to a page that requires Innovator', async ({ pageAs }) => {
    const page = await pageAs('site.admin@demo.test');
    await page.goto('/dashboard');
    await new DashboardPage(page).expectLoaded();
    await expect(modal(page)).toBeHidden();
  });

  test('routes of spec §2 stay reachable without an active subscription', async ({ pageAs }) => {
    const page = await pageAs('new.user@demo.test');
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
    test(`${email} sees ${sees} on the billing view`, async ({ pageAs }) => {
      const page = await pageAs(email);
      await page.goto('/dashboard/subscription?billing=true');
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
