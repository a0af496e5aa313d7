import { blockForeignHosts, PlaygroundPage, recordPolicyViolations } from '../pages/PlaygroundPage.js';
import { expect, test } from '../support/fixtures.js';

const PERSONA = 'sponsor.member@demo.test';
const SCREENS = 'test-results/screens';

test.describe('the GraphQL playground and schema reference', () => {
  test('a signed-in user runs a query, reads the docs and finds it in the history, offline', async ({ pageAs }) => {
    const page = await pageAs(PERSONA);
    const foreign = await blockForeignHosts(page.context());
    const violations = recordPolicyViolations(page);
    const playground = new PlaygroundPage(page);
    await playground.goto();
    await expect(page.getByRole('link', { name: 'Schema reference' })).toHaveAttribute('href', '/graphql/reference');
    await expect(page.getByRole('link', { name: 'API keys' })).toHaveAttribute('href', '/dashboard/api-keys');
    await expect(page.getByRole('link', { name: 'Back to Trialbridge' })).toHaveAttribute('href', '/');
    // The default operation asks for the viewer: it is there before anything is typed.
    await expect(playground.queryEditor()).toContainText('viewer');

    await playground.setQuery('query PlaygroundCheck {\n  viewer {\n    email\n    isAdmin\n  }\n}');
    // GraphiQL reads the operation's name from the editor a moment later: its tab shows it then.
    await expect(page.getByRole('tab', { name: 'PlaygroundCheck' })).toBeVisible();
    await playground.run();
    await expect(playground.result()).toContainText(`"email": "${PERSONA}"`);
    await expect(playground.result()).toContainText('"isAdmin": false');

    await playground.openDocs();
    await playground.sidebarPane().getByRole('link', { name: 'Query' }).click();
    await expect(playground.sidebarPane()).toContainText('The signed-in viewer, or null when nobody is signed in.');
    await playground
      .sidebarPane()
      .locator('a', { hasText: /^Viewer$/ })
      .first()
      .click();
    await expect(playground.sidebarPane()).toContainText('The signed-in person, as the session sees them.');
    await page.screenshot({ path: `${SCREENS}/playground-docs.png` });

    await playground.openHistory();
    await expect(playground.sidebarPane().getByText('PlaygroundCheck', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/playground-history.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(playground.queryEditor()).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/playground-390.png` });

    expect(foreign).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('the schema reference shows the operations and types, at 390 px too', async ({ page, context }) => {
    const foreign = await blockForeignHosts(context);
    const violations = recordPolicyViolations(page);
    await page.goto('/graphql/reference');
    await expect(page.getByRole('heading', { name: 'Trialbridge GraphQL schema reference' })).toBeVisible();
    await expect(page.locator('#Query')).toContainText('Query');
    await expect(page.locator('[id="Query.viewer"]')).toContainText(
      'The signed-in viewer, or null when nobody is signed in.',
    );
    await page.screenshot({ path: `${SCREENS}/reference-top.png` });
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByText(/^Object types \(\d+\)$/).click();
    await contents.getByRole('link', { name: 'Viewer', exact: true }).click();
    await expect(page).toHaveURL(/#Viewer$/);
    await expect(page.locator('[id="Viewer"]')).toContainText('The signed-in person, as the session sees them.');
    await page.screenshot({ path: `${SCREENS}/reference.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/graphql/reference#Viewer');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENS}/reference-390.png` });

    expect(foreign).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('says why the docs are empty and offers to sign in when the schema is refused', async ({ page, context }) => {
    const foreign = await blockForeignHosts(context);
    // The product runs in development here, where introspection is open: production's answer to an
    // anonymous introspection (bff/src/http/schema.gate.test.ts) is played back for it.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'IntrospectionQuery') return route.fallback();
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [
            {
              message: 'Sign in, or send your API key, to explore the schema.',
              extensions: { code: 'INTROSPECTION_DISABLED' },
            },
          ],
        }),
      });
    });
    const playground = new PlaygroundPage(page);
    await playground.goto();
    const banner = page.getByRole('banner').getByRole('status');
    await expect(banner).toContainText('Sign in, or send your API key, to explore the schema.');
    await playground.openDocs();
    await expect(playground.sidebarPane()).toContainText('Sign in, or send your API key, to explore the schema.');
    await expect(playground.sidebarPane().getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await page.screenshot({ path: `${SCREENS}/playground-refused.png` });
    expect(foreign).toEqual([]);
  });
});
