import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { RegistrationFlow } from '../pages/RegistrationFlow.js';
import { resultNames } from '../pages/SearchPage.js';
import { expect, test } from '../support/fixtures.js';
import { graphql, graphqlAs } from '../support/graphql.js';
import { h1, sweepPath } from '../support/sweep.js';

// Each test names its folders and searches anew (a kept product instance may hold an earlier run's).
const OWNER = 'sponsor.admin@demo.test';
const COLLEAGUE = 'sponsor.member@demo.test';
const ME = '{ viewer { user { id firstName lastName } } }';
const ADD =
  'mutation($folderId: ID!, $ids: [ID!]!) { addToWatchlist(folderId: $folderId, companyIds: $ids) { errors { code message } } }';
const CREATE =
  'mutation($name: String!) { createWatchlistFolder(name: $name) { watchlist { folders { id name } } errors { message } } }';

interface Me {
  viewer: { user: { id: string; firstName: string; lastName: string } };
}

/** A search result's card, by its company's name. */
const card = (page: Page, company: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: company, exact: true }) });

/** The unread count in the bell's name ("Notifications, 3 unread" → 3; none → 0). */
async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

/** The bell's panel, opened; its items are links named by their titles. */
async function openBell(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  return page.getByRole('dialog');
}

test.describe('watchlist', () => {
  test.use({ persona: OWNER });

  test('three companies from search into a new folder, one noted, exported, shared with a colleague who can only read it', async ({
    page,
    pageAs,
  }) => {
    const name = `Oncology shortlist ${Date.now()}`;
    await page.goto('/search?searchString=oncology');
    const results = page.getByRole('region', { name: /compan(y|ies)$/ });
    await expect(results.getByRole('heading', { level: 3 }).first()).toBeVisible();
    const picked = (await resultNames(page)).slice(0, 3);
    expect(picked).toHaveLength(3);
    // Chakra's checkbox input is visually hidden: its label takes the click (as the house's other specs do).
    for (const company of picked)
      await page.getByRole('checkbox', { name: `Select ${company}` }).check({ force: true });

    const selection = page.getByRole('region', { name: 'Selected companies' });
    await expect(selection).toContainText('3 selected');
    await selection.getByRole('button', { name: 'Add to watchlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add 3 companies to your watchlist' });
    await dialog.getByRole('combobox', { name: 'Folder' }).selectOption({ label: 'A new folder…' });
    await dialog.getByRole('textbox', { name: "New folder's name" }).fill(name);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(selection.getByRole('status')).toContainText(`Added 3 companies to ${name}.`);
    // Each card now says which folder keeps it, without a reload.
    for (const company of picked) await expect(card(page, company).getByRole('link', { name })).toBeVisible();
    await selection.getByRole('link', { name: 'Open the folder' }).click();

    const companies = page.getByRole('list', { name: `Companies in ${name}` });
    await expect(companies.getByRole('listitem')).toHaveCount(3);
    const noted = companies.getByRole('listitem').filter({ hasText: picked[0] });
    await noted.getByRole('button', { name: /^Edit / }).click();
    await noted.getByRole('textbox', { name: /^Note on / }).fill('Strong phase II oncology record');
    await noted.getByRole('button', { name: 'Save' }).click();
    await expect(noted.getByText('Strong phase II oncology record')).toBeVisible();

    // The CSV holds the header and the three companies, as the folder shows them.
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const exporting = page.getByRole('dialog', { name: `Export ${name} to CSV` });
    await expect(exporting.getByText(/^3 rows · your company has /)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exporting.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Name,Role,Business type,Country,Services,Therapeutic areas,Website,Profile link');
    expect(lines).toHaveLength(4);
    for (const company of picked) expect(csv).toContain(company);
    await expect(exporting.getByRole('status')).toContainText('3 rows.');
    await exporting.getByRole('button', { name: 'Close' }).first().click();

    // Shared with the colleague as a viewer.
    const { viewer: colleague } = await graphqlAs<Me>(COLLEAGUE, ME);
    const colleagueName = `${colleague.user.firstName} ${colleague.user.lastName}`;
    await page.getByRole('button', { name: 'Share' }).click();
    const sharing = page.getByRole('dialog', { name: `Share ${name}` });
    await sharing.getByRole('combobox', { name: `Access for ${colleagueName}` }).selectOption({ label: 'Can view' });
    await sharing.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Shared with ${colleagueName} (viewer).`)).toBeVisible();
    const folderId = new URL(page.url()).searchParams.get('folder');
    expect(folderId).toBeTruthy();
    await sweepPath(page, `/dashboard/watchlist?folder=${folderId}`, h1(page, 'Watchlist'));

    // The colleague reads it, note and all, is offered no change, and the api refuses one.
    const reader = await pageAs(COLLEAGUE);
    await reader.goto(`/dashboard/watchlist?folder=${folderId}`);
    const theirs = reader.getByRole('list', { name: `Companies in ${name}` });
    await expect(theirs.getByText('Strong phase II oncology record')).toBeVisible();
    await expect(theirs.getByRole('button')).toHaveCount(0);
    await expect(reader.getByText(/^Shared with you by .*: you can view it\.$/)).toBeVisible();
    const refused = await graphql<{ addToWatchlist: { errors: { code: string }[] } }>(reader.request, ADD, {
      folderId,
      ids: ['1'],
    });
    expect(refused.addToWatchlist.errors.map((error) => error.code)).toEqual(['WATCHLIST_READ_ONLY']);
  });
});

test.describe('watch updates', () => {
  const WATCHER = 'sponsor.nointerests@demo.test';
  const LAKESHORE = { name: 'Lakeshore Research Institute', alias: 'lakeshore-research-institute' };
  const title = `${LAKESHORE.name} updated its profile`;
  test.use({ persona: WATCHER });

  test("a watched company's profile update reaches the watcher's bell", async ({ page, pageAs }) => {
    // Set up through the API: a folder holding Lakeshore, and no unread notice of an earlier run.
    const { company } = await graphql<{ company: { id: string } }>(
      page.request,
      'query($alias: String!) { company(alias: $alias) { id } }',
      { alias: LAKESHORE.alias },
    );
    const name = `Sites to follow ${Date.now()}`;
    const created = await graphql<{
      createWatchlistFolder: { watchlist: { folders: { id: string; name: string }[] } };
    }>(page.request, CREATE, { name });
    const folder = created.createWatchlistFolder.watchlist.folders.find((f) => f.name === name);
    const added = await graphql<{ addToWatchlist: { errors: unknown[] } }>(page.request, ADD, {
      folderId: folder?.id,
      ids: [company.id],
    });
    expect(added.addToWatchlist.errors).toEqual([]);
    const { notifications } = await graphql<{ notifications: { items: { id: string; title: string }[] } }>(
      page.request,
      '{ notifications(size: 50, unreadOnly: true) { items { id title } } }',
    );
    for (const old of notifications.items.filter((item) => item.title === title))
      await graphql(page.request, 'mutation($id: ID!) { markNotificationRead(id: $id) { unreadCount } }', {
        id: old.id,
      });

    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = await bellCount(page);

    // Lakeshore's admin saves its profile.
    const admin = await pageAs('site.admin@demo.test');
    await admin.goto(`/companies/${LAKESHORE.alias}/edit`);
    await expect(admin.getByLabel('Company name')).toHaveValue(LAKESHORE.name);
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin).toHaveURL(new RegExp(`/companies/${LAKESHORE.alias}$`));

    // The watcher's bell is told live (the job runs just after the save commits).
    await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBeGreaterThan(before);
    const bell = await openBell(page);
    await bell.getByRole('link', { name: title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/companies/${LAKESHORE.alias}$`));
  });
});

test.describe('saved searches', () => {
  test('a saved search reports a company registered after it, marked as new on the search page', async ({
    page,
    pageAs,
  }) => {
    const word = `Quillon${Date.now().toString(36)}`;
    const companyName = `${word} Therapeutics`;
    const searcher = await pageAs(OWNER);
    await searcher.goto(`/search?searchString=${word}`);
    await expect(searcher.getByRole('heading', { level: 2, name: '0 companies' })).toBeVisible();
    await searcher.getByRole('button', { name: 'Save search' }).click();
    const saving = searcher.getByRole('dialog', { name: 'Save this search' });
    await expect(saving.getByRole('textbox', { name: 'Name' })).toHaveValue(word);
    await saving.getByRole('button', { name: 'Save' }).click();
    await expect(searcher.getByText(`Saved as “${word}”.`)).toBeVisible();

    // A new company registers (the anonymous page) with the saved words in its name.
    const flow = new RegistrationFlow(page, 'robin', `${word.toLowerCase()}.example`);
    await flow.requestToJoin();
    await flow.verifyEmail();
    await page.getByLabel('My company is not listed').check({ force: true });
    await page.getByLabel('Company name').fill(companyName);
    await page.getByLabel('Business type').selectOption({ label: 'Clinical Trial Sponsor' });
    await flow.createPassword();
    await expect(page).toHaveURL(/\/register-success-sponsor$/);

    // The daily check, run now from the saved searches; its notification leads to the search.
    await searcher.getByRole('link', { name: 'Your saved searches' }).click();
    const saved = searcher.getByRole('region', { name: 'Saved searches' });
    await saved.getByRole('button', { name: `Check ${word} now` }).click();
    await expect(saved.getByText('1 new company. You have a notification.')).toBeVisible();
    const bell = await openBell(searcher);
    await bell
      .getByRole('link', { name: `1 new company matches '${word}'` })
      .first()
      .click();
    await expect(searcher).toHaveURL(/savedSearch=/);
    await expect(card(searcher, companyName).getByText('New', { exact: true })).toBeVisible();
  });
});
