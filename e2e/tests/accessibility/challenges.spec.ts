import { test } from '../../support/fixtures.js';
import { h1, sweepPath } from '../../support/sweep.js';

const shots = (name: string) => `/tmp/shots-challenge/challenges-${name}-390.png`;

test.describe('accessibility: challenges (axe at 1280 and 390 px)', () => {
  test.slow();

  test('a visitor: the public list with the call to join', async ({ page }) => {
    await sweepPath(page, '/challenges', h1(page, 'Challenges'));
    await page.screenshot({ path: shots('visitor'), fullPage: true });
  });

  test.describe('a member', () => {
    test.use({ persona: 'vendor.member@demo.test' });

    test('the open and the closed challenges', async ({ page }) => {
      await sweepPath(page, '/challenges', h1(page, 'Challenges'));
      await page.screenshot({ path: shots('member'), fullPage: true });
      await sweepPath(page, '/challenges?state=closed', h1(page, 'Challenges'));
    });
  });
});
