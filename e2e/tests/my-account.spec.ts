import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage.js';
import { dismissModal } from '../pages/Modal.js';
import { DEMO_PASSWORD } from '../support/personas.js';
import { totpCode } from '../support/totp.js';

// vendor.member's profile, password and authenticator are changed here and restored at the end.
const email = 'vendor.member@demo.test';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEggH/4m7wHgAAAABJRU5ErkJggg==',
  'base64',
);

async function openMyAccount(page: Page, tab: string, password = DEMO_PASSWORD): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, { password });
  await expect(page).toHaveURL(/\/dashboard/);
  await dismissModal(page);
  await page.goto(`/my-account?tab=${tab}`);
}

test.describe('my account', () => {
  test('saves the profile, visibility and picture', async ({ page }) => {
    await openMyAccount(page, 'profile');
    const jobTitle = page.getByLabel('Job title');
    const original = await jobTitle.inputValue();
    await jobTitle.fill('Head of Site Partnerships');
    await page.getByLabel('City').fill('Raleigh');
    await page.getByLabel('Mask Me on Company Profile').check({ force: true });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();

    await page.getByLabel('Upload picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: 'Remove picture' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/my-account-profile.png', fullPage: true });

    await page.reload();
    await expect(page.getByLabel('Job title')).toHaveValue('Head of Site Partnerships');
    await expect(page.getByLabel('City')).toHaveValue('Raleigh');
    await expect(page.getByLabel('Mask Me on Company Profile')).toBeChecked();

    await page.getByRole('button', { name: 'Remove picture' }).click();
    await expect(page.getByRole('button', { name: 'Remove picture' })).toBeHidden();
    await page.getByLabel('Job title').fill(original);
    await page.getByLabel(/Visible for Others on Trialbridge/).check({ force: true });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  });

  test('refuses a picture over 5 MB before sending it', async ({ page }) => {
    await openMyAccount(page, 'profile');
    await page
      .getByLabel('Upload picture')
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(page.getByText('File is too large.')).toBeVisible();
  });

  test('changes the password', async ({ page }) => {
    const changed = 'Changed!Pass2026';
    await openMyAccount(page, 'password');
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

  test('sets up and turns off an authenticator app', async ({ page }) => {
    await openMyAccount(page, 'security');
    await expect(page.getByText('Authenticator app: Off')).toBeVisible();
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.screenshot({ path: 'test-results/screens/my-account-security.png', fullPage: true });
    await page.getByLabel('Authentication code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Authenticator app: On')).toBeVisible();

    await page.getByRole('button', { name: 'Turn off authenticator app' }).click();
    await page
      .getByRole('alertdialog', { name: 'Turn off authenticator app?' })
      .getByRole('button', { name: /Turn off/ })
      .click();
    await expect(page.getByText('Authenticator app: Off')).toBeVisible();
  });

  test('keeps account settings out of reach while acting as another user', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('admin@demo.test');
    await page.getByLabel('Search users').fill(email);
    const actAs = page.getByRole('button', { name: /^Act as / });
    await expect(actAs).toHaveCount(1);
    await actAs.click();
    await expect(page).toHaveURL(/\/dashboard/);
    await dismissModal(page);
    for (const tab of ['password', 'security']) {
      await page.goto(`/my-account?tab=${tab}`);
      await expect(page.getByText('Not available while acting as another user.')).toBeVisible();
    }
  });
});
