import { DashboardPage } from '../pages/DashboardPage.js';
import { LoginPage } from '../pages/LoginPage.js';
import { NEW_PASSWORD, RegistrationFlow } from '../pages/RegistrationFlow.js';
import { expect, test } from '../support/fixtures.js';

test.describe('registration', () => {
  test('registers a new sponsor company and signs its creator in', async ({ page }) => {
    const flow = new RegistrationFlow(page, 'avery', 'novacura-therapeutics.example');
    await flow.requestToJoin();
    await page.screenshot({ path: 'test-results/screens/register-verification.png' });
    await flow.verifyEmail();

    await page.getByLabel('My company is not listed').check({ force: true });
    await page.getByLabel('Company name').fill('Novacura Therapeutics');
    await page.getByLabel('Business type').selectOption({ label: 'Clinical Trial Sponsor' });
    // The password rules tick while typing.
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('short');
    await expect(page.getByText('At least 8 characters')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/register-create-password.png', fullPage: true });
    await flow.createPassword();

    await expect(page).toHaveURL(/\/register-success-sponsor$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Trialbridge' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/register-success-sponsor.png' });
    await page.goto('/my-account');
    await expect(page.getByLabel('First name')).toHaveValue('Avery');
  });

  test('claims an unclaimed company on the email domain', async ({ page }) => {
    const flow = new RegistrationFlow(page, 'claimant', 'northbridge-bio.example');
    await flow.requestToJoin();
    await flow.verifyEmail();
    await page.getByLabel(/Claim Northbridge Bioanalytics/).check({ force: true });
    await page.getByLabel(/I confirm I am authorised to represent Northbridge Bioanalytics/).check({ force: true });
    await flow.createPassword();
    await expect(page).toHaveURL(/\/register-success-partner$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Trialbridge' })).toBeVisible();
  });

  test('asks the admins of a claimed company to approve a new member', async ({ page, pageAs }) => {
    const flow = new RegistrationFlow(page, 'joiner', 'helixabio.example');
    await flow.requestToJoin({ firstName: 'Jordan', lastName: 'Pike' });
    await flow.verifyEmail();
    await page.getByLabel(/Join Helixa Biotherapeutics/).check({ force: true });
    await flow.createPassword();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expect(
      page.getByText(/Your request to join Helixa Biotherapeutics has been sent to its administrators/),
    ).toBeVisible();

    // Not yet approved: sign-in is refused with a clear message (the new member's own sign-in,
    // on the login page, is part of this flow).
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(flow.email, { password: NEW_PASSWORD });
    await expect(login.alert()).toContainText('waiting for approval');

    // A company admin approves from the dashboard.
    const admin = await pageAs('sponsor.admin@demo.test');
    await admin.goto('/dashboard');
    await new DashboardPage(admin).expectLoaded();
    const requests = admin.getByRole('region', { name: /Requests to join/ });
    const row = requests.getByRole('listitem').filter({ hasText: flow.email });
    await expect(row).toBeVisible();
    await admin.screenshot({ path: 'test-results/screens/dashboard-join-requests.png', fullPage: true });
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(row).toBeHidden();

    await login.signIn(flow.email, { password: NEW_PASSWORD });
    await new DashboardPage(page).expectLoaded();
    await expect(page.getByText('Helixa Biotherapeutics').first()).toBeVisible();
  });

  test('refuses an email that already has an account', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Business email').fill('sponsor.member@demo.test');
    await page.getByLabel('First name').fill('Marcus');
    await page.getByLabel('Last name').fill('Chen');
    await page.getByLabel('How did you hear about us?').selectOption({ label: 'Email' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('User with such email exists.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('asks before leaving a half-filled registration', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Business email').fill('half.done@novacura-therapeutics.example');
    await page
      .getByRole('link', { name: /Sign in/ })
      .first()
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave registration?' });
    await expect(dialog.getByText('Leave registration?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByLabel('Business email')).toHaveValue('half.done@novacura-therapeutics.example');
    await page
      .getByRole('link', { name: /Sign in/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
