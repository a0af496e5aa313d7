import { CompanySsoPage, registerSsoCompany, typeLoginEmail } from '../../pages/CompanySsoPage.js';
import { MANAGE_MEMBERS } from '../../pages/MembersPage.js';
import { expect, test } from '../../support/fixtures.js';
import { expectFitsPhone, sweepPath } from '../../support/sweep.js';

test.describe('accessibility: company single sign-on (axe at 1280 and 390 px)', () => {
  test.slow();

  test('the settings card, not connected, connected with a domain to prove, and the login note', async ({
    page,
    pageAs,
  }) => {
    const company = await registerSsoCompany(page);
    const sso = new CompanySsoPage(page);

    // Not connected, with the form open.
    await sweepPath(page, MANAGE_MEMBERS, async () => {
      // The card has loaded once it shows a button; the form stays open at the second width.
      await expect(sso.card().getByRole('button').first()).toBeVisible();
      const connect = sso.card().getByRole('button', { name: 'Connect your identity provider' });
      if (await connect.isVisible()) await connect.click();
      await expect(sso.card().getByLabel('Issuer URL')).toBeVisible();
    });
    await expectFitsPhone(page, 'the single sign-on form');

    // Connected, one domain waiting for its TXT record.
    await sso.goto();
    await sso.connect({ required: true, jitMembers: false });
    const record = await sso.addDomain(company.domain);
    await sweepPath(page, MANAGE_MEMBERS, async () => {
      await expect(sso.card().getByRole('textbox', { name: `TXT record for ${company.domain}` })).toBeVisible();
    });
    await expectFitsPhone(page, 'the single sign-on settings');

    // Proved: /login tells its people that the company signs them in.
    await sso.proveDomain(company.domain, record);
    const guest = await pageAs(null);
    await sweepPath(guest, '/login', async () => {
      await typeLoginEmail(guest, company.adminEmail);
      await expect(guest.getByRole('link', { name: `Continue with ${company.name}` })).toBeVisible();
    });
    await expectFitsPhone(guest, 'the login note');
  });
});
