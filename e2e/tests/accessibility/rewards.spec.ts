import { test } from '../../support/fixtures.js';
import { sweepPath, visible } from '../../support/sweep.js';

test.describe('accessibility: rewards (axe at 1280 and 390 px)', () => {
  test.slow();

  test("the referrer's rewards page with invitations and rewards in every state", async ({ pageAs }) => {
    // Meridian's demo referrals: registered, qualified with an earned reward, void with a withdrawn one.
    const page = await pageAs('vendor.admin@demo.test');
    await sweepPath(page, '/dashboard/rewards', visible(page.getByRole('list', { name: 'Rewards, newest first' })));
    // Helixa's applied reward names the charge it lowered.
    const helixa = await pageAs('sponsor.member@demo.test');
    await sweepPath(helixa, '/dashboard/rewards', visible(helixa.getByText(/on the charge of .+ paid\)\./)));
  });

  test("a member's page of a company with no referrals yet, and the register page's invite note", async ({
    pageAs,
  }) => {
    const page = await pageAs('site.admin@demo.test');
    await sweepPath(page, '/dashboard/rewards', visible(page.getByRole('region', { name: 'Invitations' })));
    const visitor = await pageAs(null);
    await sweepPath(visitor, '/register?ref=nosuchcode', visible(visitor.getByText('This invite link is not valid.')));
  });
});
