import { test } from '../../support/fixtures.js';
import { h1, sweepPath } from '../../support/sweep.js';

test.describe('accessibility: commons (axe at 1280 and 390 px)', () => {
  test.use({ persona: 'sponsor.member@demo.test' });
  test.slow();

  test('the commons, a type list and the experts directory', async ({ page }) => {
    await sweepPath(page, '/commons', h1(page, 'Commons'));
    await page.screenshot({ path: 'test-results/screens/commons-home-390.png', fullPage: true });
    await sweepPath(page, '/commons/checklists', h1(page, 'Checklists'));
    await page.screenshot({ path: 'test-results/screens/commons-type-390.png', fullPage: true });
    await sweepPath(page, '/commons/experts', h1(page, 'Experts'));
    await page.screenshot({ path: 'test-results/screens/commons-experts-390.png', fullPage: true });
  });
});
