import { expect, test, type Page } from '@playwright/test';
import { graphqlAs } from '../support/graphql.js';
import { appTookOver } from '../support/takeover.js';

// What a crawler or a link preview reads: the bff's HTML, with no script run (docs/seo.md).
test.use({ javaScriptEnabled: false });

const HELIXA = { name: 'Helixa Biotherapeutics', alias: 'helixa-biotherapeutics' };
const SPONSOR = 'sponsor.admin@demo.test';
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** Helixa's published innovation request with a challenge closing tomorrow (the list's first page). */
async function publishChallenge(stamp: number) {
  const text = {
    title: `Crawlable eConsent pilot ${stamp}`,
    description: `Member-only details ${stamp}: countersigned remotely.`,
    prize: `A paid pilot ${stamp}`,
  };
  const { referenceItems } = await graphqlAs<{ referenceItems: { id: string; kind: string; name: string }[] }>(
    SPONSOR,
    'query { referenceItems(kinds: [PRODUCTS, THERAPEUTIC_AREAS]) { id kind name } }',
  );
  const id = (kind: string, name: string) => referenceItems.find((r) => r.kind === kind && r.name === name)?.id;
  const created = await graphqlAs<{ createRequest: { request: { id: string } | null; errors: unknown[] } }>(
    SPONSOR,
    'mutation($input: RequestInput!) { createRequest(input: $input, publish: true) { request { id } errors { message } } }',
    {
      input: {
        kind: 'INNOVATION',
        title: text.title,
        description: text.description,
        responseDeadline: day(30),
        problem: 'Consent takes a site visit today.',
        productIds: [id('PRODUCTS', 'eConsent')],
        therapeuticAreaIds: [id('THERAPEUTIC_AREAS', 'Oncology')],
        stage: 'PILOT',
      },
    },
  );
  expect(created.createRequest.errors).toEqual([]);
  const requestId = created.createRequest.request?.id ?? '';
  const challenge = await graphqlAs<{ createChallenge: { errors: unknown[] } }>(
    SPONSOR,
    'mutation($id: ID!, $input: ChallengeInput!) { createChallenge(requestId: $id, input: $input, publish: true) { errors { message } } }',
    {
      id: requestId,
      input: {
        headline: text.title,
        problemSummary: 'Consent takes a site visit today.',
        prize: text.prize,
        deadline: day(1),
        howToApply: 'Respond to the request.',
      },
    },
  );
  expect(challenge.createChallenge.errors).toEqual([]);
  return { requestId, ...text };
}

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

  test('a list page and a detail page serve their items, as a visitor sees them', async ({ page, baseURL }) => {
    const challenge = await publishChallenge(Date.now());

    // The list's HTML is cached for a minute and earlier tests may have read it, so it is checked
    // for its shape; the new challenge is checked on its own (uncached) request page below.
    await page.goto('/challenges');
    await expectSeoTags(page, '/challenges', baseURL ?? '');
    const cards = page
      .locator('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    await expect(cards.first()).toBeVisible();
    // Visitors are not told who posts a challenge.
    await expect(page.locator('main')).not.toContainText(HELIXA.name);
    // The static text is inert until the app renders over it: a crawler follows the link's href.
    await expect(cards.first().getByRole('link', { name: 'View and apply' })).toHaveAttribute(
      'href',
      /^\/requests\/\d+$/,
    );

    await page.goto(`/requests/${challenge.requestId}`);
    expect(await expectSeoTags(page, `/requests/${challenge.requestId}`, baseURL ?? '')).toBe(challenge.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(challenge.title);
    // The teaser only: the request's details are for members.
    await expect(page.locator('main')).toContainText('Innovation · Open · Deadline');
    await expect(page.locator('main')).not.toContainText(challenge.description);
    await expect(page.locator('main')).not.toContainText(HELIXA.name);
    await page.screenshot({ path: '/tmp/shots-seo/request-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/challenges');
    await page.screenshot({ path: '/tmp/shots-seo/challenges-390.png', fullPage: true });
  });

  test('the app boots over the static text, as over a prerendered page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
    const page = await context.newPage();
    await page.goto('/faq');
    await appTookOver(page);
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
