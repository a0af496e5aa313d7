// Pictures of the product for the home page (web/public/product/*.webp): company search, a company
// profile, compare, a request's responses, the inbox and capability alerts, shot in Chromium from a
// running product signed in as a demo persona, then scaled and encoded as WebP by the same Chromium
// (no image library needed).
// Usage: npm run build && npm exec -- node scripts/product-shots.mjs [-- --url http://127.0.0.1:4000]
//   --url  shoots an already running product (its demo data); without it the built product is
//          started on free ports with a throw-away data folder, as the Lighthouse audit does.
// The persona's compare list is replaced by the two companies shown (a throw-away product by default).
import './lib/require-node.mjs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findHeadlessChromium } from './lib/chromium.mjs';
import { PERSONA, startProduct } from './lib/bench-product.mjs';

// The size the home page's <img> width/height state (web/src/features/home/components/ProductShots.tsx).
const WIDTH = 1200;
const HEIGHT = 750;
// The browser window shot: wide enough for search's filters beside its results.
const VIEWPORT = { width: 1440, height: 900 };
const QUALITY = 0.8;

const SHOTS = [
  { name: 'search', path: '/search?searchString=oncology&sort=ALPHABETICALLY', ready: 'heading[level=3]' },
  { name: 'profile', path: '/companies/lakeshore-research-institute', ready: 'heading[level=1]' },
  { name: 'compare', path: '/compare', ready: 'table' },
  // The persona's own open request with the most responses: the poster's grid of proposals.
  // Scrolled to its responses: the grid of proposals is what the picture is about.
  {
    name: 'request',
    path: async (page) => `/requests/${await busiestRequestId(page)}`,
    ready: 'table',
    scrollTo: 'table',
  },
  { name: 'inbox', path: async (page) => await firstThreadPath(page), ready: 'heading[level=2]' },
  { name: 'capability', path: '/capability', ready: 'heading[level=2]' },
];
const COMPARED = ['lakeshore-research-institute', 'meridian-clinical-research'];

const { values: options } = parseArgs({ options: { url: { type: 'string' } } });
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'web/public/product');

const dataDir = options.url ? null : mkdtempSync(join(tmpdir(), 'trialbridge-shots-'));
const started = dataDir ? await startProduct(root, dataDir) : null;
const baseURL = options.url ?? started?.bffUrl;
const browser = await chromium.launch({ executablePath: findHeadlessChromium() ?? undefined, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ baseURL, viewport: VIEWPORT, reducedMotion: 'reduce' });
  await page.goto('/login');
  await page.getByLabel('Email').fill(PERSONA.email);
  await page.getByLabel('Password', { exact: true }).fill(PERSONA.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await fillCompareList(page);
  for (const shot of SHOTS) {
    const path = typeof shot.path === 'function' ? await shot.path(page) : shot.path;
    await page.goto(path);
    const [role, level] = shot.ready.replace(']', '').split('[level=');
    await page
      .getByRole(role, level ? { level: Number(level) } : {})
      .first()
      .waitFor();
    // A session-start reminder may open over the page: a picture of the product shows none.
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    // Scrolled so the element sits below the header (which stays on top) with a little air.
    if (shot.scrollTo)
      await page
        .locator(shot.scrollTo)
        .first()
        .evaluate((element) => {
          window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 160);
        });
    const png = await page.screenshot({ type: 'png' });
    const webp = await toWebp(browser, png);
    writeFileSync(join(out, `${shot.name}.webp`), webp);
    console.log(`${shot.name}.webp  ${(webp.length / 1024).toFixed(1)} KB  (${path})`);
  }
} finally {
  await browser.close();
  await started?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** Asks the bff as the signed-in page (its session cookie). */
async function ask(page, query) {
  const response = await page.request.post('/graphql', { data: { query } });
  const body = await response.json();
  if (!body.data) throw new Error(`query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function busiestRequestId(page) {
  const data = await ask(
    page,
    '{ requests(input: { scope: MY, statuses: [OPEN], size: 100 }) { items { id responseCount } } }',
  );
  const [busiest] = data.requests.items.toSorted((a, b) => (b.responseCount ?? 0) - (a.responseCount ?? 0));
  if (!busiest?.responseCount) throw new Error('the persona has no open request with responses');
  return busiest.id;
}

/** The inbox with its newest thread open (the reading pane beside the list). */
async function firstThreadPath(page) {
  const data = await ask(page, '{ inboxThreads(input: { size: 1 }) { items { id } } }');
  const [thread] = data.inboxThreads.items;
  if (!thread) throw new Error('the persona has no thread');
  return `/dashboard/inbox/${encodeURIComponent(thread.id)}`;
}

/** The persona's compare list holds exactly COMPARED, added from their profiles as a user would. */
async function fillCompareList(page) {
  await page.goto('/compare');
  const clear = page.getByRole('button', { name: 'Clear all' });
  await page.getByText(/companies in your compare list\.$/).waitFor();
  if (await clear.isVisible()) {
    await clear.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear all' }).click();
  }
  for (const alias of COMPARED) {
    await page.goto(`/companies/${alias}`);
    await page.getByRole('button', { name: 'Add to compare' }).click();
    await page.getByRole('button', { name: 'Remove from compare' }).waitFor();
  }
}

/** `png` scaled to WIDTH × HEIGHT and encoded as WebP by Chromium's canvas. */
async function toWebp(browser, png) {
  const page = await browser.newPage();
  try {
    const dataUrl = await page.evaluate(
      async ({ source, width, height, quality }) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality);
      },
      { source: `data:image/png;base64,${png.toString('base64')}`, width: WIDTH, height: HEIGHT, quality: QUALITY },
    );
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  } finally {
    await page.close();
  }
}
