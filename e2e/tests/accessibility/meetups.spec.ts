import type { Page } from '@playwright/test';
import { test } from '../../support/fixtures.js';
import { screen } from '../../support/screens.js';
import { DESKTOP, h1, sweepPath } from '../../support/sweep.js';

/** The page as a person sees it at 390 px (where the sweep ends) and at 1280 px (E2E_SHOTS_DIR only). */
async function shots(page: Page, name: string): Promise<void> {
  await screen(page, name);
  await page.setViewportSize(DESKTOP);
  await screen(page, name);
}

test.describe('accessibility: meetups (axe at 1280 and 390 px)', () => {
  test.slow();

  test.describe('a visitor', () => {
    test('the meetups list and a meetup', async ({ page }) => {
      await sweepPath(page, '/meetups', h1(page, 'Meetups'));
      await shots(page, 'meetups-visitor');
      await sweepPath(page, '/meetups/rare-disease-recruitment-clinic', h1(page, 'Rare-disease recruitment clinic'));
    });
  });

  test.describe('a member', () => {
    test.use({ persona: 'vendor.member@demo.test' });

    test('the list with their waiting list place, and the past meetups', async ({ page }) => {
      await sweepPath(page, '/meetups', h1(page, 'Meetups'));
      await shots(page, 'meetups-member');
      await sweepPath(page, '/meetups?when=past', h1(page, 'Meetups'));
    });
  });
});
