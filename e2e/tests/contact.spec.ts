import type { Page } from '@playwright/test';
import { ContactPage, footerNav } from '../pages/ContactPage.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { graphql } from '../support/graphql.js';
import { mailsTo, uniqueEmail } from '../support/outbox.js';
import { runtime } from '../support/runtime.js';
import { screen } from '../support/screens.js';

// Contact us and the footer (docs/contact.md). The admin group switches the form off and on in the
// product; the operator's hard off (CONTACT_FORM_ENABLED=false) needs a restart, so api, bff and
// web tests cover that one (contact.switch.routes.test.ts, ContactFormSwitch.test.tsx).
const SUPPORT = 'support@trialbridge.example';
/** Spec §8, code 181. */
const DISABLED = 'The Contact Us Form is disabled and your request cannot be sent currently.';
const TURN = `mutation($enabled: Boolean!) { setContactFormSwitch(enabled: $enabled) {
  contactSwitch { open } errors { code message } } }`;
const FOOTER_LINKS = {
  'Innovation requests': '/requests',
  Companies: '/companies',
  Meetups: '/meetups',
  FAQ: '/faq',
  Pricing: '/subscriptions',
  'Contact us': '/contact-us',
  'Privacy policy': '/privacy-policy',
  'Terms of use': '/terms',
  'GraphQL playground': '/graphql',
  'Schema reference': '/graphql/reference',
};

test.describe('contact us and the footer', () => {
  test('a visitor finds every public area, then writes to support from the footer', async ({ page }) => {
    await page.goto('/');
    const footer = footerNav(page);
    for (const [name, href] of Object.entries(FOOTER_LINKS))
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Trialbridge`);

    // The header reaches every public area: in its row, or under "Explore" for those the row has no room for.
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Explore' }).click();
    await screen(page, 'home-explore');
    for (const path of ['/requests', '/capability', '/companies', '/challenges', '/meetups', '/summaries', '/commons'])
      await expect(header.locator(`a[href="${path}"]`).first()).toBeVisible();
    await expect(header.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'Meetups', exact: true })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Explore' })).toBeFocused();

    await footer.getByRole('link', { name: 'Contact us' }).click();
    const contact = new ContactPage(page);
    await contact.expectLoaded();
    const email = uniqueEmail('ada', 'example.com');
    await contact.send({
      name: 'Ada Lovelace',
      email,
      company: 'Analytical Engines',
      topic: 'Sales and plans',
      message: 'We would like a demo of Trialbridge for our clinical operations team.',
    });
    await contact.expectSent();
    await screen(page, 'contact-sent');

    // Delivered by the job queue: to support, answerable to the sender, and acknowledged.
    await expect
      .poll(() => mailsTo(SUPPORT).find((mail) => (mail as { replyTo?: string }).replyTo === email)?.subject)
      .toBe('[Contact] Sales and plans: Ada Lovelace');
    await expect
      .poll(() => mailsTo(email).map((mail) => mail.subject))
      .toEqual(['We received your message to Trialbridge']);
  });

  test('a member’s page ends with the footer; its links work and the form knows who they are', async ({ pageAs }) => {
    const page = await pageAs('sponsor.member@demo.test');
    await page.goto('/dashboard');
    await footerNav(page).getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await footerNav(page).getByRole('link', { name: 'Contact us' }).click();
    const contact = new ContactPage(page);
    await contact.expectLoaded();
    await expect(contact.form().getByLabel('Email')).toHaveValue('sponsor.member@demo.test');
    await expect(contact.form().getByLabel('Your name')).not.toHaveValue('');
  });

  test('an admin switches the form off on the page; visitors and the api meet 181; the admin switches it on again', async ({
    pageAs,
  }) => {
    // A visitor who opened the form before it was switched off, and one who comes after.
    const early = await pageAs(null);
    await early.goto('/contact-us');
    const earlyContact = new ContactPage(early);
    await earlyContact.expectLoaded();

    const admin = await pageAs('admin@demo.test', { fresh: true });
    try {
      await admin.goto('/contact-us');
      const panel = admin.getByRole('region', { name: 'Contact form switch' });
      const toggle = panel.getByRole('checkbox', { name: 'Accept messages from this form' });
      await expect(toggle).toBeChecked();
      // By keyboard: the switch is a native checkbox.
      await toggle.focus();
      await admin.keyboard.press('Space');
      await expect(panel.getByRole('status')).toHaveText('The form is off: visitors see the message below instead.');
      await expect(toggle).not.toBeChecked();
      await expect(panel).toContainText(
        /Turned off by admin@demo\.test on \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M\./,
      );
      await expect(admin.getByText(DISABLED, { exact: true })).toBeVisible();
      await screen(admin, 'contact-switch-off');
      await expectNoSeriousViolations(admin, 'contact-us with the switch off');

      const visitor = await pageAs(null);
      await visitor.goto('/contact-us');
      await expect(visitor.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
      await expect(visitor.getByRole('status').filter({ hasText: DISABLED })).toHaveText(DISABLED);
      await expect(new ContactPage(visitor).form()).toHaveCount(0);
      await expect(visitor.getByRole('region', { name: 'Contact form switch' })).toHaveCount(0);
      await screen(visitor, 'contact-off');
      await visitor.setViewportSize({ width: 390, height: 844 });
      await screen(visitor, 'contact-off');

      // The page opened earlier sends, and is told in place of its form.
      const email = uniqueEmail('late', 'example.com');
      await earlyContact.send({
        name: 'Late Sender',
        email,
        company: 'Elsewhere',
        topic: 'General question',
        message: 'Sent after the form was switched off.',
      });
      await expect(early.getByRole('status').filter({ hasText: DISABLED })).toBeFocused({ timeout: 15_000 });
      await expect(earlyContact.form()).toHaveCount(0);

      // The api itself refuses a send with 181 (and its exact message), token or not.
      await expectApiRefuses(early);
      expect(mailsTo(email)).toEqual([]);

      await toggle.focus();
      await admin.keyboard.press('Space');
      await expect(panel.getByRole('status')).toHaveText('The form is on: visitors can send messages.');
      await expect(toggle).toBeChecked();
      await expect(panel).toContainText('Turned on by admin@demo.test on');
      await expect(new ContactPage(admin).form()).toBeVisible();
      await admin.setViewportSize({ width: 390, height: 844 });
      await screen(admin, 'contact-switch-on');
      await visitor.reload();
      await new ContactPage(visitor).expectLoaded();
    } finally {
      // Whatever failed above, later tests meet the form on.
      await graphql(admin.request, TURN, { enabled: true });
    }
  });
});

/** A send straight to the api, with a fresh form token, while the form is off. */
async function expectApiRefuses(page: Page): Promise<void> {
  const { apiUrl } = runtime();
  const settings = await page.request.get(`${apiUrl}/v1/contact/settings`);
  const { enabled, formToken } = (await settings.json()) as { enabled: boolean; formToken: string };
  expect(enabled).toBe(false);
  const response = await page.request.post(`${apiUrl}/v1/contact/messages`, {
    data: {
      name: 'Direct Sender',
      email: uniqueEmail('direct', 'example.com'),
      topic: 'GENERAL',
      message: 'Straight to the api while the form is off.',
      formToken,
    },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ code: 181, message: DISABLED });
}
