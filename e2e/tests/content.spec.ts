import { expect, test } from '../support/fixtures.js';
import { graphql } from '../support/graphql.js';

// admin@demo.test adds a question to the FAQ, watches the preview, publishes, and a visitor reads
// it on /faq; then the previous version is restored and published again, so a kept instance's FAQ
// stays as it was (and history and restore are exercised).
test.describe('content editor', () => {
  test('an admin edits the FAQ with a live preview and publishes it; a visitor sees it', async ({ pageAs }) => {
    const page = await pageAs('admin@demo.test', { fresh: true });
    const question = `How fast do you answer support requests? ${Date.now()}`;
    await page.goto('/dashboard/content?key=faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    const body = page.getByRole('textbox', { name: /Text \(markdown\)/ });
    await expect(body).not.toHaveValue('');
    const original = await body.inputValue();

    await body.fill(`${original}\n\n### ${question}\n\nWithin one working day. <script>alert(1)</script>`);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: question })).toBeVisible();
    await expect(preview).toContainText('Within one working day.');
    await page.screenshot({ path: '/tmp/shots-content/editor-1280.png', fullPage: true });

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published' })).toHaveText(
      'Published: everyone sees this version now.',
    );

    const visitor = await pageAs(null);
    await visitor.goto('/faq');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: question })).toBeVisible();
    await expect(visitor.getByText('Last updated')).toBeVisible();
    expect(await visitor.locator('main script').count()).toBe(0);
    await visitor.screenshot({ path: '/tmp/shots-content/faq-1280.png' });
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.screenshot({ path: '/tmp/shots-content/faq-390.png' });

    // Put the FAQ back: restore the version before this one, and publish it.
    const versions = page.getByRole('region', { name: 'Published versions' });
    await versions
      .getByRole('button', { name: /^Restore version/ })
      .nth(1)
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'is in the draft now' })).toBeVisible();
    await expect(body).toHaveValue(original);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: question })).toHaveCount(0);

    // The home page shows the published banners and audiences.
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: 'Try Innovator free for 180 days' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Who Trialbridge is for' })).toBeVisible();
    await visitor.screenshot({ path: '/tmp/shots-content/home-390.png', fullPage: true });
  });

  test('an admin deletes a banner created through the API; the home page no longer shows it', async ({ pageAs }) => {
    const page = await pageAs('admin@demo.test', { fresh: true });
    const key = `e2e-banner-${Date.now()}`;
    const title = `Spring webinar ${key.slice(-6)}`;
    const created = await graphql<{ createContentEntry: { draft: { version: number } } }>(
      page.request,
      `
        mutation ($key: String!, $input: ContentDraftInput!) {
          createContentEntry(key: $key, kind: BANNER, input: $input) {
            draft {
              version
            }
            errors {
              message
            }
          }
        }
      `,
      { key, input: { title, body: 'Register on the meetups page.', position: 0 } },
    );
    await graphql(
      page.request,
      'mutation($key: String!, $version: Int!) { publishContent(key: $key, version: $version) { errors { message } } }',
      { key, version: created.createContentEntry.draft.version },
    );
    const visitor = await pageAs(null);
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();

    await page.goto('/dashboard/content');
    await page.getByRole('navigation', { name: 'Content entries' }).getByRole('button', { name: title }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete “${title}”?` });
    await expect(dialog).toContainText('It leaves the home page’s banners at once.');
    await page.screenshot({ path: '/tmp/shots-content/delete-1280.png' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toHaveText(
      `Deleted “${title}”: the home page no longer shows it.`,
    );
    await expect(
      page.getByRole('navigation', { name: 'Content entries' }).getByRole('button', { name: title }),
    ).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/shots-content/delete-done-390.png', fullPage: true });

    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Try Innovator free for 180 days' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0);
  });
});
