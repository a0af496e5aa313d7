import type { Page } from '@playwright/test';
import { CardPage } from '../pages/CardPage.js';
import { modal } from '../pages/Modal.js';
import { RegistrationFlow } from '../pages/RegistrationFlow.js';
import { expect, test } from '../support/fixtures.js';
import { graphqlAs } from '../support/graphql.js';
import { screen } from '../support/screens.js';
import { choosePeriod } from '../pages/Offerings.js';

const REFERRER = 'vendor.admin@demo.test';
const REWARDS = '/dashboard/rewards';

interface Programme {
  referralProgramme: { link: string; code: string };
}
interface Referrals {
  referrals: { items: { companyName: string; status: string; qualifiedAt: string | null }[] };
  referralRewards: { items: { referredCompanyName: string; status: string; percentOff: number }[] };
}
const LISTS = `{
  referrals(size: 100) { items { companyName status qualifiedAt } }
  referralRewards(size: 100) { items { referredCompanyName status percentOff } }
}`;

const invitations = (page: Page) => page.getByRole('list', { name: 'Companies invited, newest first' });
const rewards = (page: Page) => page.getByRole('list', { name: 'Rewards, newest first' });

/** The referrer's link as the api answers it, and its path on this server (the mail's host may differ). */
async function referrerLink(): Promise<{ link: string; path: string }> {
  const { referralProgramme } = await graphqlAs<Programme>(REFERRER, '{ referralProgramme { link code } }');
  const url = new URL(referralProgramme.link);
  expect(url.searchParams.get('ref')).toBe(referralProgramme.code);
  return { link: referralProgramme.link, path: `${url.pathname}${url.search}` };
}

test.describe('rewards', () => {
  test('a company registered through an invite link pays, and the reward shows on both sides', async ({
    page,
    pageAs,
  }) => {
    test.slow();
    const referrer = await pageAs(REFERRER);
    await referrer.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const { link, path } = await referrerLink();
    await referrer.goto(REWARDS);
    await expect(referrer.getByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible();
    await expect(referrer.getByRole('textbox', { name: 'Invite link' })).toHaveValue(link);
    await referrer.getByRole('button', { name: 'Copy' }).click();
    await expect(referrer.getByRole('status').filter({ hasText: 'Link copied to the clipboard.' })).toBeVisible();
    expect(await referrer.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await screen(referrer, 'rewards-referrer');

    // A visitor opens the link: the register page names who invites, and keeps the code.
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const companyName = `Brightwater Bio ${suffix}`;
    await page.goto(path);
    await expect(page.getByText('at Meridian Clinical Research invited you.')).toBeVisible();
    const flow = new RegistrationFlow(page, 'founder', `brightwater-${suffix}.example`);
    await flow.requestToJoin();
    await flow.verifyEmail();
    await page.getByLabel('My company is not listed').check({ force: true });
    await page.getByLabel('Company name').fill(companyName);
    await page.getByLabel('Business type').selectOption({ label: 'Clinical Trial Sponsor' });
    await flow.createPassword();
    await expect(page).toHaveURL(/\/register-success-sponsor$/);

    // Its first signed-in page claims the link once.
    await page.goto(REWARDS);
    await expect(
      page.getByText("Your company joined through Meridian Clinical Research's invite").first(),
    ).toBeVisible();
    const joined = page.getByRole('region', { name: 'How your company joined' });
    await expect(joined).toContainText('When your company pays for its first subscription, they earn a reward.');

    // The trial first (nothing paid), then a paid monthly subscription on a test card.
    const subscribe = async () => {
      await page.goto('/subscriptions#offerings');
      await choosePeriod(page, 'Monthly');
      await page
        .getByRole('article', { name: 'Innovator for sponsors (individual)' })
        .getByRole('button', { name: /Subscribe|free trial/ })
        .click();
    };
    await subscribe();
    await modal(page).getByRole('button', { name: 'Start free trial' }).click();
    await expect(page.getByRole('heading', { name: /Innovator started|Innovator/ }).first()).toBeVisible();
    await subscribe();
    await modal(page).getByRole('button', { name: 'Add a card and subscribe' }).click();
    const card = new CardPage(page);
    await card.expectOpen();
    await card.save('4242 4242 4242 4242', 'Fiona Founder');
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

    // The payment's job qualifies the referral (the api's answer first, then both pages).
    let answer: Referrals | undefined;
    await expect
      .poll(
        async () => {
          answer = await graphqlAs<Referrals>(REFERRER, LISTS);
          return answer.referrals.items.find((r) => r.companyName === companyName)?.status;
        },
        { timeout: 30_000 },
      )
      .toBe('QUALIFIED');
    const reward = answer?.referralRewards.items.find((r) => r.referredCompanyName === companyName);
    expect(reward).toMatchObject({ status: 'EARNED', percentOff: 50 });

    await referrer.reload();
    const invited = invitations(referrer).getByRole('listitem').filter({ hasText: companyName });
    await expect(invited.getByText('Qualified', { exact: true })).toBeVisible();
    await expect(invited).toContainText('its first payment went through');
    const earned = rewards(referrer).getByRole('listitem').filter({ hasText: companyName });
    await expect(earned.getByText('Earned', { exact: true })).toBeVisible();
    await expect(earned).toContainText('50% off one charge');
    await screen(referrer, 'rewards-referrer-earned');

    await page.goto(REWARDS);
    await expect(joined).toContainText('earned them a reward');
    await screen(page, 'rewards-referred');
  });

  test("its own company's invite link is refused with a clear message", async ({ pageAs }) => {
    const { path } = await referrerLink();
    const referrer = await pageAs(REFERRER);
    await referrer.goto(path);
    await expect(referrer.getByText('at Meridian Clinical Research invited you.')).toBeVisible();
    await referrer.goto(REWARDS);
    await expect(
      referrer.getByText('Invite link not counted: This invite link belongs to your own company.'),
    ).toBeVisible();
    await screen(referrer, 'rewards-own-link-refused');
    // Said once: the kept code is gone after the answer.
    await referrer.reload();
    await expect(referrer.getByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible();
    await expect(referrer.getByText('Invite link not counted')).toBeHidden();
  });
});
