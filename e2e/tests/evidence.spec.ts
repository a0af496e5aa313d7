import type { Page } from '@playwright/test';
import { pdfBytes, uploadThroughApi } from '../pages/DocumentsPage.js';
import { expect, test } from '../support/fixtures.js';

// sponsor.admin backs Helixa's "Disability-owned" claim (no other test uses it) with a document of
// its own, the admin group verifies it, and the profile says so. Runs again on a kept instance:
// the claim then reads verified already, and new evidence may be added all the same.
const ADMIN = 'admin@demo.test';
const HELIXA = { name: 'Helixa Biotherapeutics', alias: 'helixa-biotherapeutics' };
const CLAIM = 'Disability-owned';

/** The dashboard card's row of the claim. */
const claimRow = (page: Page) =>
  page.getByRole('region', { name: 'Verified claims' }).getByRole('listitem').filter({ hasText: CLAIM });

async function turnClaimOn(page: Page): Promise<void> {
  await page.goto(`/companies/${HELIXA.alias}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${HELIXA.name}` })).toBeVisible();
  const flag = page.getByLabel(CLAIM, { exact: true });
  if (await flag.isChecked()) return;
  await flag.check({ force: true });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${HELIXA.alias}$`));
}

test.describe('evidence of profile claims', () => {
  test.use({ persona: 'sponsor.admin@demo.test' });

  test('a company admin submits a document for a claim, the admin group verifies it, the profile shows it', async ({
    page,
    pageAs,
  }) => {
    const name = `Disability ownership certificate ${Date.now()}.pdf`;
    await uploadThroughApi(page.request, { name, buffer: pdfBytes('Certificate of disability-owned business') });
    await turnClaimOn(page);

    await page.goto('/dashboard');
    const row = claimRow(page);
    await expect(row).toBeVisible();
    // A run stopped half-way may have left its evidence waiting: take it back first.
    const withdraw = row.getByRole('button', { name: `Withdraw evidence: ${CLAIM}` });
    if (await withdraw.isVisible()) {
      await withdraw.click();
      await expect(page.getByRole('status').filter({ hasText: 'Your evidence was withdrawn.' })).toBeVisible();
    }
    await row.getByRole('button', { name: `Add evidence: ${CLAIM}` }).click();
    const dialog = page.getByRole('dialog', { name: `Add evidence: ${CLAIM}` });
    await expect(dialog.getByRole('link', { name: 'Upload a document' })).toHaveAttribute(
      'href',
      '/dashboard/documents/upload',
    );
    await dialog.getByRole('combobox', { name: 'Document' }).selectOption({ label: name });
    await dialog.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is waiting for review' })).toHaveText(
      `Your evidence for "${CLAIM}" is waiting for review.`,
    );
    await expect(row).toContainText(/Waiting for review/);
    await page.screenshot({ path: 'test-results/screens/evidence-card.png', fullPage: true });

    // The admin group's queue, before choosing whom to act as.
    const admin = await pageAs(ADMIN, { fresh: true });
    await admin.goto('/impersonate');
    await admin.getByRole('link', { name: 'Review evidence of profile claims' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Evidence review' })).toBeVisible();
    const item = admin.getByRole('listitem').filter({ hasText: HELIXA.name }).filter({ hasText: name });
    await expect(item.getByRole('link', { name })).toHaveAttribute('href', /^\/documents\/[^/]+\/download$/);
    await admin.screenshot({ path: 'test-results/screens/evidence-review.png', fullPage: true });
    await item.getByRole('button', { name: `Verify: ${CLAIM}, ${HELIXA.name}` }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Verified:' })).toHaveText(
      `Verified: ${CLAIM}, ${HELIXA.name}.`,
    );
    await expect(item).toHaveCount(0);

    await page.goto(`/companies/${HELIXA.alias}`);
    await expect(page.getByText(/^Verified [A-Z][a-z]{2} \d{1,2}, \d{4}$/).first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText(new RegExp(`${CLAIM}\\s*Verified`));
    await page.goto('/dashboard');
    await expect(claimRow(page)).toContainText(/Verified on /);
  });
});
