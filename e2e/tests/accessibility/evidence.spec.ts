import { test } from '../../support/fixtures.js';
import { h1, sweep, sweepPath, visible } from '../../support/sweep.js';

test.describe('accessibility: evidence of profile claims (axe at 1280 and 390 px)', () => {
  test.slow();

  test("the admin group's queue and a company admin's card with its dialog", async ({ pageAs }) => {
    const admin = await pageAs('admin@demo.test', { fresh: true });
    await sweepPath(admin, '/admin/evidence', h1(admin, 'Evidence review'));

    // Meridian's admin: its claims are on, one verified and one waiting for review (the seed).
    const vendor = await pageAs('vendor.admin@demo.test');
    await sweepPath(vendor, '/dashboard', visible(vendor.getByRole('region', { name: 'Verified claims' })));
    const card = vendor.getByRole('region', { name: 'Verified claims' });
    await card.getByRole('button', { name: 'Add evidence: Audited by the FDA' }).click();
    await sweep(
      vendor,
      '/dashboard with the evidence dialog open',
      visible(vendor.getByRole('dialog', { name: 'Add evidence: Audited by the FDA' })),
    );
  });
});
