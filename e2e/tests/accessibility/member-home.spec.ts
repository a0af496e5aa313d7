import { test } from '../../support/fixtures.js';
import { h1, sweepPath } from '../../support/sweep.js';

test.describe("accessibility: the member's home (axe at 1280 and 390 px)", () => {
  test.use({ persona: 'vendor.admin@demo.test' });

  test('/dashboard/member with every section filled (demo data)', async ({ page }) => {
    await sweepPath(page, '/dashboard/member', async () => {
      await h1(page, 'My home')();
      await page
        .getByRole('region', { name: 'Your profile and interests' })
        .getByRole('heading', { level: 3 })
        .first()
        .waitFor();
    });
  });
});
