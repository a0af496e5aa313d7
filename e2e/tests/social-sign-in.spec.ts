import { expect, test } from '../support/fixtures.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import { LoginPage } from '../pages/LoginPage.js';
import { DEMO_PASSWORD } from '../support/personas.js';

// The local identity providers' demo identities: api/src/identity/hosted/demo-identities.ts.
const MARCUS = 'Continue as Marcus Chen (sponsor.member@demo.test)';

test.describe('social sign-in', () => {
  test('an existing user links Microsoft after confirming with the password, then signs in with it, then unlinks it', async ({
    pageAs,
  }) => {
    const page = await pageAs(null);
    const login = new LoginPage(page);
    await login.goto();
    await page.getByRole('link', { name: 'Continue with Microsoft' }).click();
    await page.getByRole('button', { name: MARCUS }).click();

    // Back on /login: the account exists, so its password confirms the link once.
    await expect(page).toHaveURL(/\/login\?social=1/);
    await expect(page.getByText(/Sign in with your password once to link Microsoft/)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('sponsor.member@demo.test');
    await expectNoSeriousViolations(page, 'login, link required');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard/);

    // A new browser: Microsoft alone signs Marcus in.
    const other = await pageAs(null);
    await new LoginPage(other).goto();
    await other.getByRole('link', { name: 'Continue with Microsoft' }).click();
    await other.getByRole('button', { name: MARCUS }).click();
    await expect(other).toHaveURL(/\/dashboard/);

    // My account › Security lists it; unlinking it leaves the password.
    await other.goto('/my-account?tab=security');
    const methods = other.getByRole('region', { name: 'Sign-in methods' });
    await expect(methods.getByText('sponsor.member@demo.test')).toBeVisible();
    await methods.getByRole('button', { name: 'Unlink Microsoft' }).click();
    await other
      .getByRole('alertdialog', { name: 'Unlink Microsoft?' })
      .getByRole('button', { name: 'Unlink', exact: true })
      .click();
    await expect(methods.getByRole('link', { name: 'Link Microsoft' })).toBeVisible();
  });

  test('a new visitor who picks Google lands in registration with the email Google vouches for', async ({ pageAs }) => {
    const page = await pageAs(null, { width: 390 });
    await page.goto('/register');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: 'Continue as Ada Quinn (ada.quinn@northwind-bio.test)' }).click();
    await expect(page).toHaveURL(/\/register\?social=1/);
    await expect(page.getByText(/No Trialbridge account uses ada.quinn@northwind-bio.test yet/)).toBeVisible();
    await expect(page.getByLabel('Email', { exact: false }).first()).toHaveValue('ada.quinn@northwind-bio.test');
    await expectNoSeriousViolations(page, 'register, social at 390 px');
  });

  test('an unverified email and a forged callback are refused with a clear message', async ({ pageAs }) => {
    const page = await pageAs(null);
    await new LoginPage(page).goto();
    await page.getByRole('link', { name: 'Continue with Microsoft' }).click();
    await page.getByRole('button', { name: 'Continue as Unverified Tester (unverified@demo.test)' }).click();
    await expect(page.getByRole('alert')).toContainText('Microsoft has not verified your email address');

    await page.goto('/auth/social/callback?code=forged&state=forged');
    await expect(page).toHaveURL(/\/login\?social=1/);
    await expect(page.getByRole('alert')).toContainText('expired or was already used');
    // The password form is still there.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
