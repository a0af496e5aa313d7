import { test } from '../../support/fixtures.js';
import { h1, sweepPath, visible } from '../../support/sweep.js';

test.describe('accessibility: content pages and their editor (axe at 1280 and 390 px)', () => {
  test.slow();

  test('the FAQ and privacy policy for a visitor, and the admin group’s editor', async ({ pageAs }) => {
    const visitor = await pageAs(null);
    await sweepPath(visitor, '/faq', h1(visitor, 'Frequently asked questions'));
    await sweepPath(visitor, '/privacy-policy', h1(visitor, 'Privacy policy'));

    const admin = await pageAs('admin@demo.test', { fresh: true });
    await sweepPath(admin, '/dashboard/content?key=faq', visible(admin.getByRole('region', { name: 'Preview' })));
  });
});
