import { expect, test } from '../support/fixtures.js';
import { graphql, graphqlAs } from '../support/graphql.js';
import { h1, sweepPath } from '../support/sweep.js';

// sponsor.admin's folders are this spec's own; each run names its folder anew (a kept product
// instance may hold an earlier run's).
const OWNER = 'sponsor.admin@demo.test';
const COLLEAGUE = 'sponsor.member@demo.test';
const MERIDIAN = 'meridian-clinical-research';
const CREATE =
  'mutation($name: String!) { createWatchlistFolder(name: $name) { watchlist { folders { id name } } errors { message } } }';
const SHARE =
  'mutation($id: ID!, $shares: [WatchlistShareInput!]!) { shareWatchlistFolder(id: $id, shares: $shares) { errors { message } } }';
const ME = '{ viewer { user { id } } }';

test.describe('watchlist', () => {
  test.use({ persona: OWNER });

  test('a company added from its profile, noted, seen read-only by a colleague it is shared with, then removed', async ({
    page,
    pageAs,
  }) => {
    // The folder and its sharing come through the API; the clicked path is adding, noting, removing.
    const name = `Shortlist ${Date.now()}`;
    const { createWatchlistFolder } = await graphql<{
      createWatchlistFolder: { watchlist: { folders: { id: string; name: string }[] }; errors: unknown[] };
    }>(page.request, CREATE, { name });
    expect(createWatchlistFolder.errors).toEqual([]);
    const folder = createWatchlistFolder.watchlist.folders.find((f) => f.name === name);
    if (!folder) throw new Error('the new folder is not in the answer');
    const { viewer } = await graphqlAs<{ viewer: { user: { id: string } } }>(COLLEAGUE, ME);
    const shared = await graphql<{ shareWatchlistFolder: { errors: unknown[] } }>(page.request, SHARE, {
      id: folder.id,
      shares: [{ userId: viewer.user.id, role: 'VIEWER' }],
    });
    expect(shared.shareWatchlistFolder.errors).toEqual([]);

    await page.goto(`/companies/${MERIDIAN}`);
    await page.getByRole('button', { name: 'Add to watchlist' }).click();
    const dialog = page.getByRole('dialog', { name: /^Add .* to your watchlist$/ });
    await dialog.getByRole('combobox', { name: 'Folder' }).selectOption({ label: name });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Added to ${name}.` })).toBeVisible();
    await page.getByRole('link', { name: 'Open the folder' }).click();

    const companies = page.getByRole('list', { name: `Companies in ${name}` });
    const company = companies.getByRole('listitem').filter({ hasText: 'Meridian Clinical Research' });
    await expect(company).toBeVisible();
    await company.getByRole('button', { name: /^Edit / }).click();
    await company.getByRole('textbox', { name: /^Note on / }).fill('Fast start-up in phase II oncology');
    await company.getByRole('button', { name: 'Save' }).click();
    await expect(company.getByText('Fast start-up in phase II oncology')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Your folders' }).getByRole('button', { name: new RegExp(name) }),
    ).toContainText('1 company');
    await sweepPath(page, `/dashboard/watchlist?folder=${folder.id}`, h1(page, 'Watchlist'));

    // The colleague reads the folder, note and all, and is offered no change.
    const colleague = await pageAs(COLLEAGUE);
    await colleague.goto(`/dashboard/watchlist?folder=${folder.id}`);
    const theirs = colleague.getByRole('list', { name: `Companies in ${name}` });
    await expect(theirs.getByText('Fast start-up in phase II oncology')).toBeVisible();
    await expect(theirs.getByRole('button')).toHaveCount(0);
    await expect(colleague.getByText(/^Shared with you by .*: you can view it\.$/)).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await company.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByText(/^No companies in this folder yet\./)).toBeVisible();
  });
});
