import { expect, test, type Page } from '@playwright/test';
import { countOf } from '../pages/SearchPage.js';
import { graphql } from '../support/graphql.js';
import { screen } from '../support/screens.js';

interface Figure {
  code: string;
  label: string;
  count: number;
}
interface Figures {
  directoryFigures: { companies: number; byType: Figure[]; byRegion: Figure[] };
}

const FIGURES = '{ directoryFigures { companies byType { code label count } byRegion { code label count } } }';
const number = (n: number) => n.toLocaleString('en-US');

/** Console errors and uncaught exceptions of the page, from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The link of one figure in a list ('By business type' or 'By region'). */
const figureLink = (page: Page, list: string, figure: Figure) =>
  page
    .getByRole('region', { name: list })
    .getByRole('link', { name: `${figure.label}: ${number(figure.count)} companies`, exact: true });

test.describe('home page', () => {
  for (const width of [1280, 390]) {
    test(`shows the directory's figures as the api counts them, without errors (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const errors = errorsOf(page);
      await page.goto('/');
      const { directoryFigures: figures } = await graphql<Figures>(page.request, FIGURES);
      expect(figures.companies).toBeGreaterThan(100);

      // The app takes over the prerendered page (which shows the figures loading) once it has booted.
      await expect(page.getByTestId('home-figures-total')).toHaveText(`${number(figures.companies)} companies`, {
        timeout: 30_000,
      });
      for (const figure of figures.byType) await expect(figureLink(page, 'By business type', figure)).toBeVisible();
      for (const figure of figures.byRegion.slice(0, 7))
        await expect(figureLink(page, 'By region', figure)).toBeVisible();

      // The pictures of the product load (lazily) with their descriptions; the marketplace is among them.
      const product = page.getByRole('region', { name: 'See the product' });
      const shots = product.getByRole('img');
      await expect(shots).toHaveCount(6);
      await expect(product.getByRole('link', { name: 'Browse open requests' })).toHaveAttribute('href', '/requests');
      await expect(product.getByRole('link', { name: 'See capability alerts' })).toHaveAttribute('href', '/capability');
      for (const shot of await shots.all()) {
        await shot.scrollIntoViewIfNeeded();
        await expect(shot).toHaveAttribute('alt', /^.{20,}$/);
        await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      }

      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      await screen(page, 'home');
      expect(errors).toEqual([]);
    });
  }

  // Search names a ticked value by its id until its facets answer (seconds on a loaded machine): hence the waits.
  test('a business type opens search with that type ticked and the same count', async ({ page }) => {
    await page.goto('/');
    const { directoryFigures: figures } = await graphql<Figures>(page.request, FIGURES);
    const type = figures.byType[1] ?? figures.byType[0];
    if (!type) throw new Error('no business type counted');
    await figureLink(page, 'By business type', type).click();

    await expect(page).toHaveURL(`/search?companyRoleIds=${type.code}`);
    await expect(
      page
        .getByRole('group', { name: 'Business type' })
        .getByRole('checkbox', { name: new RegExp(`^${type.label} \\(`) }),
    ).toBeChecked({ timeout: 30_000 });
    await expect.poll(() => countOf(page), { timeout: 30_000 }).toBe(type.count);
  });

  test('a region opens search with that region ticked and the same count', async ({ page }) => {
    await page.goto('/');
    const { directoryFigures: figures } = await graphql<Figures>(page.request, FIGURES);
    const region = figures.byRegion[0];
    if (!region) throw new Error('no region counted');
    await figureLink(page, 'By region', region).click();

    await expect(page).toHaveURL(`/search?regionsIds=${region.code}`);
    await expect(
      page.getByRole('group', { name: 'Regions' }).getByRole('checkbox', { name: new RegExp(`^${region.label} \\(`) }),
    ).toBeChecked({ timeout: 30_000 });
    await expect.poll(() => countOf(page), { timeout: 30_000 }).toBe(region.count);
  });

  test('the favicon, touch icon and web manifest answer with their types', async ({ request }) => {
    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await request.get('/favicon.svg')).headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await request.get('/apple-touch-icon.png')).headers()['content-type']).toBe('image/png');

    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(body).toMatchObject({ name: 'Trialbridge', theme_color: '#0f6070' });
    expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of body.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  });
});
