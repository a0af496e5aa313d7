import { DashboardPage } from '../pages/DashboardPage.js';
import { modal } from '../pages/Modal.js';
import { expect, test } from '../support/fixtures.js';

// A new tab is a new session for the app (sessionStorage): each test's page meets its persona's
// session-start modal on its first page, here the dashboard, where signing in leads.
test.describe('session-start modals', () => {
  test.use({ sessionStartModals: 'keep' });

  test('a trialing vendor is reminded that the free trial ends soon', async ({ pageAs }) => {
    const page = await pageAs('vendor.admin@demo.test');
    await page.goto('/dashboard');
    await expect(modal(page).getByText('Free Trial', { exact: true })).toBeVisible();
    const count = modal(page).getByText(/^[1-3] days? left$/);
    await expect(count).toBeVisible();
    // Spec §4 counts today and the last day: 2 left is the day before the end, 1 the last day.
    const left = Number.parseInt((await count.textContent()) ?? '', 10);
    const ends = left === 1 ? 'Your free trial ends today.' : left === 2 ? 'Your free trial ends tomorrow.' : null;
    if (ends) await expect(modal(page).getByText(ends)).toBeVisible();
    else await expect(modal(page).getByText(/ends (today|tomorrow)/)).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screens/modal-free-trial.png' });
    await modal(page).getByRole('button', { name: 'My Subscription' }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  });

  test('a past-due vendor is told how long the grace period lasts', async ({ pageAs }) => {
    const page = await pageAs('pastdue.admin@demo.test');
    await page.goto('/dashboard');
    await expect(modal(page).getByText('Grace Period', { exact: true })).toBeVisible();
    await expect(modal(page).getByText(/\b\d+ days? left\b/)).toBeVisible();
    // Once per session: closing it and moving on does not bring it back.
    await page.keyboard.press('Escape');
    await page.goto('/my-account');
    await page.goto('/dashboard');
    await new DashboardPage(page).expectLoaded();
    await expect(modal(page)).toBeHidden();
  });

  test('a sponsor with incomplete interests is sent to complete them', async ({ pageAs }) => {
    const page = await pageAs('sponsor.nointerests@demo.test');
    await page.goto('/dashboard');
    await expect(modal(page).getByRole('heading', { name: 'Key Areas of Interest Required' })).toBeVisible();
    await expect(modal(page)).toHaveCount(1);
    await page.screenshot({ path: 'test-results/screens/modal-interests.png' });
    await modal(page).getByRole('button', { name: 'Complete my interests' }).click();
    await expect(page).toHaveURL(/\/my-account\?tab=interests$/);
    await expect(modal(page)).toBeHidden();

    // Completing every list and a trial phase makes the modal go away for good.
    // The checkbox is a visually hidden input: its visible label is what a user clicks, and
    // clicking it keeps Playwright's check that nothing else is at that point.
    const phase = page.getByLabel('Phase 2');
    const phaseLabel = page.getByText('Phase 2', { exact: true });
    for (const list of ['Therapeutic areas', 'Services', 'Products', 'Regions']) {
      const field = page.getByRole('combobox', { name: list });
      await field.click();
      await page.getByRole('option').first().click();
      await page.keyboard.press('Escape');
    }
    await phaseLabel.click();
    await expect(phase).toBeChecked();
    await expect(page.getByText('Your interests are complete.')).toBeVisible();
    await page.getByRole('button', { name: 'Save interests' }).click();
    await expect(page.getByText('Your interests have been saved.')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/my-account-interests.png', fullPage: true });
    await page.goto('/dashboard');
    await page.reload();
    await new DashboardPage(page).expectLoaded();
    await expect(modal(page)).toBeHidden();

    // Restore the persona's incomplete interests for later runs against the same data.
    await page.goto('/my-account?tab=interests');
    await expect(phase).toBeChecked();
    await phaseLabel.click();
    await expect(phase).not.toBeChecked();
    await expect(page.getByText('Complete every list and pick at least one trial phase.')).toBeVisible();
    await page.getByRole('button', { name: 'Save interests' }).click();
    await expect(page.getByText('Your interests have been saved.')).toBeVisible();
  });

  test('a sponsor with complete interests and a vendor past the reminder window see no modal', async ({ pageAs }) => {
    const page = await pageAs('sponsor.admin@demo.test');
    await page.goto('/dashboard');
    await new DashboardPage(page).expectLoaded();
    await expect(modal(page)).toBeHidden();
  });
});
