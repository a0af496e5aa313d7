import { expect, test } from '../support/fixtures.js';

// Atlas (sponsor.nointerests) has Meridian as a contracted partner (the seed's); Meridian's admin
// (vendor.admin) answers. A kept product instance may hold an earlier run's review: then Atlas
// edits it, with this run's title, which is the same clicked path.
const ATLAS = 'sponsor.nointerests@demo.test';
const MERIDIAN_ADMIN = 'vendor.admin@demo.test';
const PROFILE = '/companies/meridian-clinical-research';

test.describe('reviews', () => {
  test.use({ persona: ATLAS });

  test('a partner writes a verified review, the reviewed company answers it on Manage reviews, the profile shows both', async ({
    page,
    pageAs,
  }) => {
    const stamp = Date.now();
    const title = `Steady monitoring partner ${stamp}`;
    const reply = `Thank you, Atlas team (${stamp}).`;

    await page.goto(PROFILE);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await reviews.getByRole('button', { name: /^(Write a review|Edit your review)$/ }).click();
    const dialog = page.getByRole('dialog');
    for (const [criterion, stars] of [
      ['Quality', '5'],
      ['Timeliness', '4'],
      ['Communication', '5'],
      ['Value', '4'],
    ] as const)
      await dialog.getByRole('combobox', { name: criterion }).selectOption(stars);
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog
      .getByRole('textbox', { name: 'Your review' })
      .fill('Meridian monitored our myeloma sites with care and sent every visit report on time.');
    await dialog.getByRole('button', { name: /^(Publish|Save) review$/ }).click();
    await expect(dialog).toBeHidden();

    const review = reviews.getByRole('article', { name: `Review: ${title}` });
    await expect(review).toBeVisible();
    await expect(review.getByText('Verified partner')).toBeVisible();
    await expect(review.getByRole('link', { name: 'Atlas Oncology Partners' })).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Edit your review' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/reviews-profile.png', fullPage: true });

    const vendor = await pageAs(MERIDIAN_ADMIN);
    await vendor.goto('/dashboard/manage-reviews');
    await expect(vendor.getByRole('heading', { level: 1, name: 'Manage reviews' })).toBeVisible();
    const received = vendor.getByRole('article', { name: `Review: ${title}` });
    await received.getByRole('button', { name: /^(Reply|Edit reply)$/ }).click();
    await received.getByRole('textbox', { name: `Public reply to "${title}"` }).fill(reply);
    await received.getByRole('button', { name: 'Publish reply' }).click();
    // The published reply, not the form's textarea, which can still hold the same words for a moment.
    await expect(received.getByRole('paragraph').filter({ hasText: reply })).toBeVisible();
    await expect(received.getByText('Your reply has been published.')).toBeVisible();
    await vendor.screenshot({ path: 'test-results/screens/reviews-manage.png', fullPage: true });

    await page.reload();
    await expect(review.getByText('Reply from Meridian Clinical Research')).toBeVisible();
    await expect(review.getByText(reply)).toBeVisible();

    // Search sorts by the averages and shows them on each card ("★ 4.5 (2)").
    await page.goto('/search?sort=RATING');
    const first = page
      .getByRole('region', { name: /compan(y|ies)$/ })
      .getByRole('article')
      .first();
    await expect(first.getByRole('img', { name: /^Rated \d\.\d out of 5 from \d+ reviews?$/ })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/reviews-search.png', fullPage: true });
  });
});
