import { CONTRACTED_PARTNERS, partnerDetailsPath, partnerId } from '../../pages/ContractedPartnersPage.js';
import { test } from '../../support/fixtures.js';
import { sweepPath, visible } from '../../support/sweep.js';

test.describe('accessibility: contracted partners (axe at 1280 and 390 px)', () => {
  test.use({ persona: 'sponsor.admin@demo.test' });
  test.slow();

  test('the list and a partner’s details', async ({ page }) => {
    const meridian = await partnerId('sponsor.admin@demo.test', 'Meridian');
    await sweepPath(page, CONTRACTED_PARTNERS, visible(page.getByRole('link', { name: 'Meridian Clinical Research' })));
    await sweepPath(page, partnerDetailsPath(meridian), visible(page.getByRole('form', { name: 'Your rating' })));
  });
});
