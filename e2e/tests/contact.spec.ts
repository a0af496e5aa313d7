import { ContactPage, footerNav } from '../pages/ContactPage.js';
import { expect, test } from '../support/fixtures.js';
import { mailsTo, uniqueEmail } from '../support/outbox.js';
import { screen } from '../support/screens.js';

// Contact us and the footer (docs/contact.md). The form switched off (CONTACT_FORM_ENABLED=false,
// code 181) needs a restart: api, bff and web tests cover it (contact.routes.test.ts,
// contact.resolvers.test.ts, ContactUsPage.test.tsx).
const SUPPORT = 'support@trialbridge.example';
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
});
