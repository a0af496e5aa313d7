import { test } from '../../support/fixtures.js';
import { h1, sweepPath, visible } from '../../support/sweep.js';

test.describe('accessibility: reviews (axe at 1280 and 390 px)', () => {
  test.use({ persona: 'vendor.admin@demo.test' });
  test.slow();

  test('Manage reviews and a profile with reviews', async ({ page }) => {
    await sweepPath(page, '/dashboard/manage-reviews', h1(page, 'Manage reviews'));
    await sweepPath(
      page,
      '/companies/helixa-biotherapeutics',
      visible(page.getByRole('region', { name: 'Reviews' }).getByText('Verified partner').first()),
    );
  });
});
