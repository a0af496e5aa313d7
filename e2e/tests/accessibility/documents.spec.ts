import { DOCUMENT_TEMPLATES, DOCUMENT_UPLOAD, DOCUMENTS } from '../../pages/DocumentsPage.js';
import { test } from '../../support/fixtures.js';
import { h1, sweepPath, visible } from '../../support/sweep.js';

test.describe('accessibility: documents (axe at 1280 and 390 px)', () => {
  test.use({ persona: 'sponsor.admin@demo.test' });
  test.slow();

  test('the list, the upload page, the templates and the access log', async ({ page }) => {
    // The list is a table at 1280 px and cards at 390 px, both named alike.
    await sweepPath(page, DOCUMENTS, visible(page.getByLabel('Our documents', { exact: true })));
    await sweepPath(page, `${DOCUMENTS}?scope=shared`, h1(page, 'Documents'));
    await sweepPath(page, DOCUMENT_UPLOAD, visible(page.getByRole('button', { name: 'Choose files' })));
    await sweepPath(page, DOCUMENT_TEMPLATES, visible(page.getByRole('region', { name: 'NDA', exact: true })));
    // The company admin's dashboard card: the access log of these documents.
    await sweepPath(page, '/dashboard', visible(page.getByRole('region', { name: 'Document access' })));
  });
});
