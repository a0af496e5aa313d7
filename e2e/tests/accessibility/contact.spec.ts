import { expect, test } from '../../support/fixtures.js';
import { expectFitsPhone, h1, sweepPath } from '../../support/sweep.js';

test.describe('accessibility: contact us and the footer (axe at 1280 and 390 px)', () => {
  test('the Contact Us page, its footer stacked at 390 px', async ({ page }) => {
    await sweepPath(page, '/contact-us', h1(page, 'Contact us'));
    // At 390 px (where the sweep ends) the footer's columns stack, inside the window.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expectFitsPhone(page, 'the Contact Us page');
    // The honeypot is out of reach: hidden from assistive technology and out of the tab order.
    await expect(page.getByRole('textbox', { name: /Website/ })).toHaveCount(0);
  });
});
