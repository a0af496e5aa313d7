import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import { mailsTo, uniqueEmail } from '../support/outbox.js';

interface Identity {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * On the local provider's page (api/src/identity/hosted/login-page.ts), which shows its chooser
 * every time: a listed identity is clicked, any other is typed into "Another identity".
 */
async function signInAtProvider(page: Page, identity: Identity): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Another identity' })).toBeVisible();
  const listed = page.getByRole('button', {
    name: `Continue as ${identity.firstName} ${identity.lastName} (${identity.email})`,
  });
  if (await listed.isVisible()) return listed.click();
  const form = page.getByRole('form', { name: 'Another identity' });
  await form.getByLabel('Email', { exact: true }).fill(identity.email);
  await form.getByLabel('First name').fill(identity.firstName);
  await form.getByLabel('Last name').fill(identity.lastName);
  await form.getByLabel('Email verified').check();
  await form.getByRole('button', { name: 'Continue' }).click();
}

const verificationMails = (email: string) => mailsTo(email).filter((mail) => /verification code/i.test(mail.subject));

test.describe('registration through a provider', () => {
  test('a new visitor registers with Google alone: no code, the company step, back through Google, signed in', async ({
    pageAs,
  }) => {
    const page = await pageAs(null, { width: 390 });
    const identity = { email: uniqueEmail('ada', 'northwind-bio.test'), firstName: 'Ada', lastName: 'Quinn' };
    const companyName = `Northwind Bio ${Date.now().toString(36)}`;

    await page.goto('/register');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, identity);

    // Back on /register with what Google vouches for.
    await expect(page).toHaveURL(/\/register\?social=1/);
    await expect(page.getByText(`No Trialbridge account uses ${identity.email} yet.`)).toBeVisible();
    await expect(page.getByLabel('Business email')).toHaveValue(identity.email);
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await page.getByLabel('How did you hear about us?').selectOption({ label: 'LinkedIn' });
    await page.getByRole('button', { name: 'Continue' }).click();

    // Straight to the company step: Google verified the email, so no code was mailed.
    await expect(page).toHaveURL(/\/create-password$/);
    await expect(page.getByText(`Google has verified ${identity.email} — no code needed.`)).toBeVisible();
    expect(mailsTo(identity.email)).toEqual([]);
    await page.getByLabel('My company is not listed').check({ force: true });
    await page.getByLabel('Company name').fill(companyName);
    await page.getByLabel('Business type').selectOption({ label: 'Clinical Trial Sponsor' });
    // The password waits behind its disclosure.
    const disclosure = page.getByRole('button', { name: 'Set a password too (optional)' });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'company step after Google, 390 px');

    // No password: Google signs the new account in.
    await page.getByRole('button', { name: 'Finish with Google' }).click();
    await signInAtProvider(page, identity);
    await expect(page).toHaveURL(/\/register-success-sponsor$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Trialbridge' })).toBeVisible();

    // Signed in, with Google as the only way in: it cannot be unlinked.
    await page.goto('/my-account?tab=security');
    const methods = page.getByRole('region', { name: 'Sign-in methods' });
    const rows = methods.getByRole('list', { name: 'Your sign-in methods' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Google');
    await expect(rows.first()).toContainText(identity.email);
    await expect(methods.getByRole('button', { name: 'Unlink Google' })).toBeDisabled();
    await expect(methods.getByText('This is your only way to sign in.')).toBeVisible();
    expect(verificationMails(identity.email)).toEqual([]);
  });
});
