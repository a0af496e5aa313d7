import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { screen } from '../support/screens.js';

// A partner integration's life: a company admin creates a key in the browser, the integration
// uses it from Node (as a partner's server would), meets its limits, and the admin revokes it.
const ADMIN = 'vendor.admin@demo.test';
// The budget of a key per minute (bff/src/config.ts, RATE_LIMIT_KEY_OPERATIONS: the default).
const KEY_OPERATIONS_PER_MINUTE = 120;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** One GraphQL operation sent from Node with the key, as an integration sends it. */
async function callWithKey(
  baseURL: string,
  key: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Answer['body'],
  };
}

async function openApiKeys(page: Page): Promise<void> {
  // From the dashboard's company card, as an admin finds it.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'API keys for integrations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
}

/** Creates a key through the dialog and returns the secret it shows once. */
async function createKey(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Create API key' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create API key' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('radio', { name: /Read only/ }).check({ force: true });
  await form.getByRole('button', { name: 'Create key' }).click();
  const created = page.getByRole('dialog', { name: 'API key created' });
  await expect(created.getByText('Copy this key now. You will not be able to see it again.')).toBeVisible();
  const secret = await created.getByLabel('Your new API key').inputValue();
  expect(secret).toMatch(/^tbk_[\w-]{40}$/);
  await screen(page, 'api-keys-created');
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();
  return secret;
}

const VIEWER = '{ viewer { user { email } } }';
// The partners' examples (docs/partners.md, "Calling the API"), word for word: they must keep working.
const README_CURL = '{ viewer { user { email company { name } } } }';
const README_NODE =
  'query Find($text: String) { searchCompanies(input: { searchString: $text, size: 20 }) { totalElements items { company { name alias } } } }';
const MUTATION = 'mutation { markAllNotificationsRead { errors { code } } }';

test('a key is created, used from Node, limited, and refused once revoked', async ({ pageAs, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const page = await pageAs(ADMIN);
  await openApiKeys(page);
  const name = `Nightly export ${Date.now()}`;
  const key = await createKey(page, name);
  // Shown once: nothing on the page holds the secret any more.
  await expect(page.getByText(key)).toHaveCount(0);

  const read = await callWithKey(origin, key, VIEWER);
  expect(read.status).toBe(200);
  expect(read.body.data).toEqual({ viewer: { user: { email: ADMIN } } });

  const curl = await callWithKey(origin, key, README_CURL);
  expect(curl.body).toEqual({
    data: { viewer: { user: { email: ADMIN, company: { name: 'Meridian Clinical Research' } } } },
  });
  const node = await callWithKey(origin, key, README_NODE, { text: 'oncology' });
  expect(node.body.errors).toBeUndefined();
  expect((node.body.data?.searchCompanies as { totalElements: number }).totalElements).toBeGreaterThan(0);

  const write = await callWithKey(origin, key, MUTATION);
  expect(write.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(write.body.errors?.[0]?.message).toBe('This API key is read-only: it cannot change anything.');

  // Spend the minute's budget: the next operation is answered 429 with Retry-After. Budgets count
  // in fixed minutes: when one ends while this runs, the next starts from zero, so allow two.
  let sent = 4;
  let answer = read;
  while (answer.status !== 429 && sent < 2 * KEY_OPERATIONS_PER_MINUTE + 5) {
    answer = await callWithKey(origin, key, VIEWER);
    sent += 1;
  }
  expect(answer.status, `no 429 after ${sent} operations`).toBe(429);
  expect(answer.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);

  // The admin sees what the key did: every operation sent, the refused mutation and the 429 as errors.
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText(`${sent} requests · 2 errors`, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('just now'); // last used
  await screen(page, 'api-keys-list');

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Revoke ${name}?` })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(page.getByText(`${name} was revoked.`)).toBeVisible();

  const refused = await callWithKey(origin, key, VIEWER);
  expect(refused.status).toBe(401);
  expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('company admins manage keys at 390 px; members have no such page', async ({ pageAs }) => {
  const page = await pageAs(ADMIN, { width: 390 });
  await openApiKeys(page);
  // The demo company's seeded keys: one in use, one revoked.
  await expect(page.getByText('Analytics export').first()).toBeVisible();
  await expect(page.getByText('Old CRM sync').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screen(page, 'api-keys-390');

  const member = await pageAs('vendor.member@demo.test');
  await member.goto('/dashboard/api-keys');
  await expect(member.getByRole('heading', { name: "You don't have permissions to access this page" })).toBeVisible();
  await expect(member.getByRole('heading', { level: 1, name: 'API keys' })).toHaveCount(0);
});
