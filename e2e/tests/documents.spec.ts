import {
  DocumentsPage,
  DOCUMENT_TEMPLATES,
  DOCUMENT_UPLOAD,
  DOCUMENTS,
  maxUploadBytes,
  pdfBytes,
  uploadThroughApi,
} from '../pages/DocumentsPage.js';
import { expect, test } from '../support/fixtures.js';

// Each test names its files anew (a kept product instance may hold an earlier run's).
const OWNER = 'sponsor.admin@demo.test';
const PARTNER = 'vendor.admin@demo.test';
const HELIXA = 'Helixa Biotherapeutics';
const MERIDIAN = 'Meridian Clinical Research';

test.describe('documents', () => {
  test.use({ persona: OWNER });

  test('uploads two files at once with their progress, refuses one too large in the browser, and makes one from a template', async ({
    page,
  }) => {
    const stamp = Date.now();
    const first = `Site contract ${stamp}.pdf`;
    const second = `Budget memo ${stamp}.pdf`;
    const tooLarge = `Scan ${stamp}.pdf`;
    const maxBytes = await maxUploadBytes(page.request);
    const documents = new DocumentsPage(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      // The bytes go to the api's signed link itself, not through the bff.
      if (request.method() === 'POST' && /^\/v1\/documents\/[^/]+\/content$/.test(new URL(request.url()).pathname))
        sent.push(request.url());
    });

    await page.goto(DOCUMENT_UPLOAD);
    await expect(page.getByRole('button', { name: 'Choose files' })).toBeVisible();
    await page.getByLabel('Files to upload').setInputFiles([
      { name: first, mimeType: 'application/pdf', buffer: pdfBytes(`Contract ${stamp}`) },
      { name: second, mimeType: 'application/pdf', buffer: pdfBytes(`Memo ${stamp}`) },
      { name: tooLarge, mimeType: 'application/pdf', buffer: Buffer.alloc(maxBytes + 1, 0x20) },
    ]);
    await expect(page.getByRole('status').filter({ hasText: '3 files added' })).toHaveText(
      `3 files added: ${first}, ${second}, ${tooLarge}. 1 too large.`,
    );
    // Spec §8's code 504, said at once: the too large file never leaves the browser.
    await expect(documents.uploadRow(tooLarge).getByRole('alert')).toHaveText('File is too large.');
    for (const name of [first, second]) {
      await expect(documents.uploadRow(name).getByTestId('upload-state')).toHaveText('Done');
      await expect(documents.uploadRow(name).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    }
    expect(sent).toHaveLength(2);
    await page.screenshot({ path: 'test-results/screens/documents-upload.png', fullPage: true });

    await page.goto(`${DOCUMENTS}?q=${stamp}`);
    await expect(documents.row(first)).toContainText(/\d+ (bytes|KB)/);
    await expect(page.getByRole('link', { name: second, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: tooLarge, exact: true })).toHaveCount(0);

    // A template of the test's own, then a new document from it.
    const template = `Mutual NDA ${stamp}.pdf`;
    await uploadThroughApi(page.request, { name: template, buffer: pdfBytes(`NDA ${stamp}`), templateKind: 'NDA' });
    await page.goto(DOCUMENT_TEMPLATES);
    const nda = page.getByRole('region', { name: 'NDA', exact: true });
    await nda.getByRole('button', { name: `New document from template ${template}` }).click();
    const dialog = page.getByRole('dialog', { name: `New document from ${template}` });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(new RegExp(`^Mutual NDA ${stamp} – .+\\.pdf$`));
    const made = `NDA for Meridian ${stamp}.pdf`;
    await name.fill(made);
    await dialog.getByRole('button', { name: 'Create document' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was created' })).toHaveText(
      `${made} was created. Open its folder`,
    );
    await page.getByRole('link', { name: 'Open its folder' }).click();
    await documents.search(made);
    await expect(page.getByRole('link', { name: made, exact: true })).toBeVisible();
  });

  test('shares a document with a partner, who finds it under "Shared with us" and downloads it', async ({
    page,
    pageAs,
  }) => {
    const name = `Feasibility answers ${Date.now()}.pdf`;
    await uploadThroughApi(page.request, { name, buffer: pdfBytes(name) });
    const documents = new DocumentsPage(page);
    await page.goto(DOCUMENTS);
    await documents.search(name);
    await documents.act(name, 'Share with partners');
    const dialog = page.getByRole('dialog', { name: `Share ${name}` });
    // Chakra's checkbox input is visually hidden: its label takes the click, as a user's would.
    await dialog.getByText(MERIDIAN, { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: MERIDIAN })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(documents.row(name)).toContainText(MERIDIAN);

    const partner = await pageAs(PARTNER);
    const theirs = new DocumentsPage(partner);
    await partner.goto(`${DOCUMENTS}?scope=shared`);
    await theirs.search(name);
    const row = theirs.row(name);
    await expect(row).toContainText(HELIXA);
    await expect(row.getByRole('button', { name: `Actions for ${name}` })).toHaveCount(0);
    const [download] = await Promise.all([
      partner.waitForEvent('download'),
      row.getByRole('link', { name: `Download ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    await partner.screenshot({ path: 'test-results/screens/documents-shared-with-us.png', fullPage: true });
  });

  test('are blocked while an admin acts as a member (spec §6)', async ({ pageAs }) => {
    const page = await pageAs('admin@demo.test', { fresh: true });
    await page.goto('/impersonate');
    await page.getByLabel('Search users').fill('sponsor.member@demo.test');
    const actAs = page.getByRole('button', { name: /^Act as / });
    await expect(actAs).toHaveCount(1);
    await actAs.click();
    await expect(page.getByText(/You are acting as/)).toBeVisible();
    const denied = page.getByRole('heading', { name: "You don't have permissions to access this page" });
    for (const path of [DOCUMENTS, DOCUMENT_UPLOAD, DOCUMENT_TEMPLATES]) {
      await page.goto(path);
      await expect(denied).toBeVisible();
    }
    const read = await page.request.post('/graphql', { data: { query: '{ documentFolders { id } }' } });
    const body = (await read.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
