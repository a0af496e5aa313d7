import { CompanySsoPage, registerSsoCompany, typeLoginEmail } from '../pages/CompanySsoPage.js';
import { DashboardPage } from '../pages/DashboardPage.js';
import { LoginPage } from '../pages/LoginPage.js';
import { expect, test } from '../support/fixtures.js';

// Issue 30, point 3: a company's own OpenID Connect provider (docs/company-sso.md), tested against
// the emulator's local company provider. A new company at a domain of its own per run, so nothing
// else in the suite meets its single sign-on. Its screens are swept in accessibility/company-sso.spec.ts.

test.describe('company single sign-on', () => {
  test('an admin connects the provider and proves a domain; a new colleague signs in through it and joins; passwords are refused', async ({
    page,
    pageAs,
  }) => {
    test.slow();
    const company = await registerSsoCompany(page);
    const { domain } = company;
    // The dashboard needs a plan: the new company starts its free trial (no card needed).
    await page.goto('/subscriptions#offerings');
    await page.getByRole('button', { name: 'Start 180-day free trial' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start free trial' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // Connect the provider, required, new people join; claim the domain and prove it by DNS.
    const sso = new CompanySsoPage(page);
    await sso.goto();
    await sso.connect({ required: true, jitMembers: true });
    await expect(sso.card().getByRole('textbox', { name: 'Callback URL' })).toHaveValue(/\/oauth2\/idpresponse$/);
    const record = await sso.addDomain(domain);
    await sso.proveDomain(domain, record);
    await expect(sso.card().getByRole('textbox', { name: `TXT record for ${domain}` })).toHaveCount(0);

    // A new person at the domain: /login sends them to the company's provider, and they join.
    const nora = `nora.${company.stamp}@${domain}`;
    const guest = await pageAs(null);
    await new LoginPage(guest).goto();
    await typeLoginEmail(guest, nora);
    await expect(guest.getByText(`${company.name} signs you in with its own account.`)).toBeVisible();
    await guest.getByRole('link', { name: `Continue with ${company.name}` }).click();
    const another = guest.getByRole('form', { name: 'Another identity' });
    await another.getByLabel('Email', { exact: true }).fill(nora);
    await another.getByLabel('First name').fill('Nora');
    await another.getByLabel('Last name').fill('Quill');
    await another.getByRole('button', { name: 'Continue' }).click();
    const dashboard = new DashboardPage(guest);
    await dashboard.expectLoaded();
    await expect(guest.getByRole('heading', { name: 'Welcome, Nora' })).toBeVisible();
    await expect(dashboard.field('Company')).toHaveText(company.name);
    await expect(dashboard.field('Role')).toHaveText('Member');

    // The admin's own password is no longer the way in: typing their email hides it.
    const visitor = await pageAs(null);
    await new LoginPage(visitor).goto();
    await typeLoginEmail(visitor, company.adminEmail);
    await expect(visitor.getByRole('link', { name: `Continue with ${company.name}` })).toBeVisible();
    await expect(visitor.getByText('Your password is not used for this account.')).toBeVisible();
    await expect(visitor.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  });
});
