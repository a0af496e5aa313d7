import type { Page } from '@playwright/test';
import { closeSessionStartModals, expect, test } from '../support/fixtures.js';

// vendor.admin is Meridian's company admin. Only Meridian's description and website change here:
// no other test relies on them.
const MERIDIAN = { name: 'Meridian Clinical Research', alias: 'meridian-clinical-research' };
const EDIT_PATH = `/companies/${MERIDIAN.alias}/edit`;
const STALE_MESSAGE = 'The current state has been changed. Please refresh this page.';

async function openEdit(page: Page): Promise<void> {
  await page.goto(EDIT_PATH);
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${MERIDIAN.name}` })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue(MERIDIAN.name);
}

test.describe('editing a company', () => {
  test.use({ persona: 'vendor.admin@demo.test' });

  test('the company admin saves, and sees the saved values after a reload', async ({ page }) => {
    const description = `Meridian runs risk-based monitoring and biostatistics for Phase 1-3 trials (${Date.now()}).`;
    await page.goto(`/companies/${MERIDIAN.alias}`);
    await page.getByRole('main').getByRole('link', { name: 'Edit company' }).click();
    await expect(page).toHaveURL(new RegExp(`${EDIT_PATH}$`));
    await openEdit(page);
    await page.screenshot({ path: 'test-results/screens/company-edit.png', fullPage: true });

    // A validation error is shown where it belongs, and nothing typed is lost.
    await page.getByLabel('Description').fill(description);
    await page.getByLabel('Website').fill('meridian-clinical.example');
    await page.getByLabel('Company name').fill('   ');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Company name cannot be empty')).toBeVisible();
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
    await expect(page.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Description')).toHaveValue(description);
    await expect(page.getByLabel('Website')).toHaveValue('meridian-clinical.example');

    await page.getByLabel('Company name').fill(MERIDIAN.name);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/${MERIDIAN.alias}$`));
    await expect(page.getByText(description)).toBeVisible();

    await page.reload();
    await expect(page.getByText(description)).toBeVisible();
    await expect(page.getByRole('link', { name: 'meridian-clinical.example' })).toHaveAttribute(
      'href',
      'https://meridian-clinical.example/',
    );
    await openEdit(page);
    await expect(page.getByLabel('Description')).toHaveValue(description);
    await expect(page.getByLabel('Website')).toHaveValue('https://meridian-clinical.example/');
  });

  test('a stale edit is refused with the spec message, and Refresh loads the latest', async ({ page }) => {
    await openEdit(page);
    // A second page of the same admin saves first.
    const second = await page.context().newPage();
    // (A reminder opening in the new tab is closed when in the way.)
    await closeSessionStartModals(second);
    await openEdit(second);
    const saved = `Saved from another page (${Date.now()}).`;
    await second.getByLabel('Description').fill(saved);
    await second.getByRole('button', { name: 'Save changes' }).click();
    await expect(second).toHaveURL(new RegExp(`/companies/${MERIDIAN.alias}$`));
    await second.close();

    const stale = `Typed on the first page (${Date.now()}).`;
    await page.getByLabel('Description').fill(stale);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: STALE_MESSAGE })).toBeVisible();
    await expect(page.getByText(STALE_MESSAGE, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${EDIT_PATH}$`));
    await expect(page.getByLabel('Description')).toHaveValue(stale);
    await page.screenshot({ path: 'test-results/screens/company-edit-stale.png' });

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText(STALE_MESSAGE)).toBeHidden();
    await expect(page.getByLabel('Description')).toHaveValue(saved);
  });

  test('a member of the company is denied the edit page', async ({ pageAs }) => {
    const page = await pageAs('vendor.member@demo.test');
    await page.goto(`/companies/${MERIDIAN.alias}`);
    await expect(page.getByRole('heading', { level: 1, name: MERIDIAN.name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Edit company' })).toBeHidden();
    await page.goto(EDIT_PATH);
    await expect(page.getByText("You don't have permissions to access this page")).toBeVisible();
    await expect(page.getByLabel('Company name')).toBeHidden();
  });

  test("another company's admin is denied the edit page", async ({ pageAs }) => {
    const page = await pageAs('sponsor.admin@demo.test');
    await page.goto(EDIT_PATH);
    await expect(page.getByText("You don't have permissions to access this page")).toBeVisible();
    await expect(page.getByLabel('Company name')).toBeHidden();
  });
});
