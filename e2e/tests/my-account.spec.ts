import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { totpCode } from '../support/totp.js';

// vendor.member's profile and authenticator are changed here and restored at the end (its
// password: tests/last/password-change.spec.ts).
const email = 'vendor.member@demo.test';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEggH/4m7wHgAAAABJRU5ErkJggg==',
  'base64',
);

async function openMyAccount(page: Page, tab: string): Promise<void> {
  await page.goto(`/my-account?tab=${tab}`);
}

test.describe('my account', () => {
  test.use({ persona: email });

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

  test('keeps account settings out of reach while acting as another user', async ({ pageAs }) => {
    const page = await pageAs('admin@demo.test', { fresh: true });
    await page.goto('/impersonate');
    await page.getByLabel('Search users').fill(email);
    const actAs = page.getByRole('button', { name: /^Act as / });
    await expect(actAs).toHaveCount(1);
    await actAs.click();
    await expect(page).toHaveURL(/\/dashboard/);
    for (const tab of ['password', 'security']) {
      await page.goto(`/my-account?tab=${tab}`);
      await expect(page.getByText('Not available while acting as another user.')).toBeVisible();
    }
  });
});
