import { test } from '../../support/fixtures.js';
import { expectFitsPhone, sweepPath, visible } from '../../support/sweep.js';

test.describe('accessibility: summaries and reports (axe at 1280 and 390 px)', () => {
  test.slow();

  test('the summaries and a report with its chart and table, to a visitor', async ({ pageAs }) => {
    const page = await pageAs(null);
    await sweepPath(page, '/summaries', visible(page.getByRole('link', { name: 'Request activity' })));
    await expectFitsPhone(page, '/summaries');
    await sweepPath(
      page,
      '/summaries/reports/request-activity',
      visible(page.getByRole('table', { name: 'Public requests published, by month and kind' })),
    );
    await expectFitsPhone(page, 'the request activity report');
  });
});
