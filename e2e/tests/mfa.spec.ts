import { DashboardPage } from '../pages/DashboardPage.js';
import { LoginPage } from '../pages/LoginPage.js';
import { expect, test } from '../support/fixtures.js';
import { graphql, graphqlAs } from '../support/graphql.js';
import { totpCode } from '../support/totp.js';

// An Explorer: the dashboard shows without a modal, and no other spec signs this persona in with TOTP.
const email = 'site.admin@demo.test';

test('asks for the authenticator code at sign-in once TOTP is on', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email);
  await new DashboardPage(page).expectLoaded();

  // Turn TOTP on through the API the Security tab uses.
  const { setUpTotp } = await graphql<{ setUpTotp: { totpSetup: { secret: string } } }>(
    page.request,
    'mutation { setUpTotp { totpSetup { secret otpauthUri } errors { message } } }',
  );
  const secret = setUpTotp.totpSetup.secret;
  await graphql(
    page.request,
    'mutation($code: String!) { verifyTotp(input: { code: $code }) { totpEnabled errors { message } } }',
    {
      code: totpCode(secret),
    },
  );
  try {
    await new DashboardPage(page).signOut();

    await login.signIn(email);
    await expect(page).toHaveURL(/\/confirmation-mfa$/);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/confirmation-mfa.png' });

    await page.getByLabel('Authentication code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await new DashboardPage(page).expectLoaded();
  } finally {
    // Through the persona's saved session (tests/sessions.setup.ts), which this test's sign-out
    // does not end: TOTP goes off even when a step above failed while signed out, so a failure
    // here shows as itself instead of sending every later sign-in of this persona to the MFA page.
    await graphqlAs(email, 'mutation { disableTotp { totpEnabled errors { message } } }');
  }
});
