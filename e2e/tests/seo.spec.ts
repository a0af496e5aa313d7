import { expect, test, type Page } from '@playwright/test';

// What a crawler or a link preview reads: the bff's HTML, with no script run (docs/seo.md).
test.use({ javaScriptEnabled: false });

const HELIXA = { name: 'Helixa Biotherapeutics', alias: 'helixa-biotherapeutics' };

const attribute = (page: Page, selector: string, name = 'content') => page.locator(selector).getAttribute(name);

/** Checks the head's SEO tags of the page open at `path` and returns its title without the brand. */
async function expectSeoTags(page: Page, path: string, baseURL: string): Promise<string> {
  const title = await page.title();
  expect(title).toMatch(/^.+ \| .+$/);
  const canonical = new URL(path, baseURL).href;
  expect(await attribute(page, 'link[rel="canonical"]', 'href')).toBe(canonical);
  const description = await attribute(page, 'meta[name="description"]');
  expect(description?.length).toBeGreaterThan(10);
  expect(await attribute(page, 'meta[property="og:title"]')).toBe(title);
  expect(await attribute(page, 'meta[property="og:description"]')).toBe(description);
  expect(await attribute(page, 'meta[property="og:url"]')).toBe(canonical);
  expect(await attribute(page, 'meta[property="og:type"]')).toBe('website');
  expect(await attribute(page, 'meta[property="og:site_name"]')).toBe(title.replace(/^.+ \| /, ''));
  expect(await attribute(page, 'meta[name="twitter:card"]')).toBe('summary');
  expect(await attribute(page, 'meta[name="robots"]')).toBe('index, follow');
  return title.replace(/ \| [^|]+$/, '');
}

test.describe('pages crawlers read', () => {
  test('a visitor without JavaScript reads the FAQ and a company profile, tags and text', async ({ page, baseURL }) => {
    await page.goto('/faq');
    const faq = await expectSeoTags(page, '/faq', baseURL ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(faq);
    // The page's own text, not just its heading.
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(200);

    await page.goto(`/companies/${HELIXA.alias}`);
    expect(await expectSeoTags(page, `/companies/${HELIXA.alias}`, baseURL ?? '')).toBe(HELIXA.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HELIXA.name);
  });

  test('the app boots over the static text, as over a prerendered page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
    const page = await context.newPage();
    await page.goto('/faq');
    await expect(page.locator('#root')).not.toHaveAttribute('inert', '', { timeout: 30_000 });
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '');
    await expect(page.locator('main.seo-page')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });

  test('sitemap.xml lists a demo company profile and robots.txt disallows the dashboard', async ({
    request,
    baseURL,
  }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.ok()).toBe(true);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${new URL(`/companies/${HELIXA.alias}`, baseURL).href}</loc>`);
    expect(xml).toContain(`<loc>${new URL('/faq', baseURL).href}</loc>`);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots.split('\n')).toContain('Disallow: /dashboard');
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  });
});
