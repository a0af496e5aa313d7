import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { buildRequest } from '../requests/requests.testing.js';
import { SEO_CACHE_TTL_MS } from './seo.module.js';
import { COMMONS_PAGE, EXPERT, MEETUP, scriptPublicReads, TEASER } from './seo.public.testing.js';
import { INDEX, writeWebDist } from './seo.testing.js';

const ORIGIN = 'http://trialbridge.test:8080';

describe('public lists and detail pages crawlers read', () => {
  let h: Harness;
  let dist: string;
  let challengesDown = false;
  let commonsHtml = COMMONS_PAGE.html;
  beforeAll(async () => {
    dist = writeWebDist();
    h = await startHarness({ users: [], env: { WEB_DIST: dist, PUBLIC_URL: ORIGIN } });
    scriptPublicReads(h.api);
    const on = { public: true };
    h.api.routes.on(
      'get',
      '/challenges',
      () => {
        if (challengesDown) return [503, { code: 503, message: 'down' }];
        return [200, { content: [], page: 0, size: 12, totalElements: 0, totalPages: 0 }];
      },
      on,
    );
    h.api.routes.on(
      'get',
      '/commons/pages/{type}/{slug}',
      (_r, url) =>
        url.pathname.endsWith(`/guides/${COMMONS_PAGE.slug}`)
          ? [200, { ...COMMONS_PAGE, html: commonsHtml }]
          : [404, { code: 404, message: 'No such page.' }],
      on,
    );
  });
  beforeEach(() => {
    h.clock.advance(SEO_CACHE_TTL_MS + 1);
    challengesDown = false;
    commonsHtml = COMMONS_PAGE.html;
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const html = async (url: string) => (await h.app.inject({ url })).body;
  const main = async (url: string) => /<main class="seo-page">([\s\S]*)<\/main>/.exec(await html(url))?.[1] ?? '';
  const apiCalls = (path: string) => h.api.server.requests.filter((request) => request.url.startsWith(path));

  it('lists the first upcoming meetups under the heading, escaped, each linking to its page', async () => {
    const body = await main('/meetups');
    expect(body).toMatch(
      /^<h1>Meetups<\/h1><p>Meetups of the community.<\/p><h2>Upcoming meetups<\/h2><ul class="seo-items"><li>/,
    );
    expect(body).toContain(`<h3><a href="/meetups/${MEETUP.code}">SCOPE &lt;i&gt;side&lt;/i&gt; meetup</a></h3>`);
    expect(body).toContain('<p>In person · 3 of 4 seats left</p>');
    expect(body).toContain('Feb 3, 2026, 6:00 PM – 8:00 PM EST (America/New_York)</time>');
    expect(body).not.toContain('<i>side');
    // Read as a visitor reads it: the api is asked without credentials.
    const calls = apiCalls('/v1/meetups?');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.headers.authorization === undefined)).toBe(true);
  });

  it("serves a meetup's own page with its texts, canonical and registration link", async () => {
    const page = await html(`/meetups/${MEETUP.code}`);
    expect(page).toContain('<title>SCOPE &lt;i&gt;side&lt;/i&gt; meetup | Trialbridge</title>');
    expect(page).toContain('<meta name="description" content="Drinks and demos after the summit." data-route-seo="">');
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}/meetups/${MEETUP.code}" data-route-seo="">`);
    expect(page).toContain(`<a href="/register?event=${MEETUP.code}">Register</a>`);
    expect(page).toContain('<p>Drinks and demos after the summit.</p>');
  });

  it('gives the plain app for an unknown meetup, and asks nothing for a malformed code', async () => {
    expect(await html('/meetups/no-such-meetup')).toBe(INDEX);
    const before = apiCalls('/v1/meetups/').length;
    expect(await html('/meetups/Bad%20Code')).toBe(INDEX);
    expect(apiCalls('/v1/meetups/').length).toBe(before);
  });

  it('keeps the heading and description of a list when the api fails, and asks again next time', async () => {
    challengesDown = true;
    expect(await main('/challenges')).toBe('<h1>Challenges</h1><p>Open innovation challenges.</p>');
    challengesDown = false;
    expect(await main('/challenges')).toContain(
      '<h2>Open challenges</h2><p>There are no open challenges right now.</p>',
    );
  });

  it('keeps a list a minute, then asks the api again', async () => {
    const before = apiCalls('/v1/reports').length;
    await html('/summaries');
    await html('/summaries');
    expect(apiCalls('/v1/reports').length).toBe(before + 1);
  });

  it('lists the commons types and latest pages, then a type with its pages', async () => {
    const home = await main('/commons');
    expect(home).toContain(
      '<h3><a href="/commons/guides">Guides</a></h3><p>How-tos for running trials.</p><p>1 page</p>',
    );
    expect(home).toContain(
      `<h3><a href="/commons/guides/${COMMONS_PAGE.slug}">Site start-up &amp; &lt;feasibility&gt;</a></h3>`,
    );
    expect(home).toContain('<p>Victor Lindqvist · Meridian Clinical Research · Jan 5, 2026</p>');

    const type = await html('/commons/guides');
    expect(type).toContain('<title>Guides | Trialbridge</title>');
    expect(type).toContain(`<link rel="canonical" href="${ORIGIN}/commons/guides" data-route-seo="">`);
    expect(type).toContain('<h1>Guides</h1><p>How-tos for running trials.</p><h2>Pages</h2>');
    expect(await html('/commons/recipes')).toBe(INDEX);
  });

  it("serves a commons page with the api's sanitised HTML, and never HTML that fails the check", async () => {
    const page = await html(`/commons/guides/${COMMONS_PAGE.slug}`);
    expect(page).toContain('<title>Site start-up &amp; &lt;feasibility&gt; | Trialbridge</title>');
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}/commons/guides/${COMMONS_PAGE.slug}"`);
    expect(page).toContain(COMMONS_PAGE.html);
    commonsHtml = '<p>Hi</p><img src=x onerror="steal()">';
    h.clock.advance(SEO_CACHE_TTL_MS + 1);
    const unsafe = await html(`/commons/guides/${COMMONS_PAGE.slug}`);
    expect(unsafe).not.toContain('onerror');
    expect(unsafe).toContain(`<p>${COMMONS_PAGE.summary}</p>`);
    expect(await html('/commons/guides/no-such-page')).toBe(INDEX);
  });

  it("lists experts as the directory's card does: never their bio", async () => {
    const body = await main('/commons/experts');
    expect(body).toContain('<h3>Victor Lindqvist</h3><p>Director, <a href="/companies/meridian">');
    expect(body).toContain('<p>Monitoring &lt;script&gt;x&lt;/script&gt;</p>');
    expect(body).not.toContain(EXPERT.bio);
  });

  it('lists the reports with their headline figure, and serves each report page', async () => {
    expect(await main('/summaries')).toContain(
      '<p><strong>Median hours to a first response (last 12 months):</strong> 18.5 h</p>',
    );
    const report = await html('/summaries/reports/response-times');
    expect(report).toContain('<title>Response times | Trialbridge</title>');
    expect(report).toContain(`<link rel="canonical" href="${ORIGIN}/summaries/reports/response-times"`);
    expect(report).toContain('<h1>Response times</h1>');
    expect(await html('/summaries/reports/nothing')).toBe(INDEX);
  });

  it('shows a visitor only the teaser of a request, in the list and on its page', async () => {
    expect(await main('/requests')).toContain(
      '<h3><a href="/requests/31">eConsent for decentralised trials</a></h3><p>Innovation · Open · Deadline Dec 31, 2026</p>',
    );
    const page = await html('/requests/31');
    expect(page).toContain('<title>eConsent for decentralised trials | Trialbridge</title>');
    expect(page).toContain(
      '<meta name="description" content="Innovation request, open for responses until Dec 31, 2026." data-route-seo="">',
    );
    expect(await html('/requests/9999')).toBe(INDEX);
    expect(await html('/requests/new-ish')).toBe(INDEX);
  });

  it('puts no member-only field of a request in the page, whatever the api answers', async () => {
    const full = buildRequest({ id: 32, description: 'Confidential budget notes' });
    h.api.routes.on('get', '/requests/{id}', () => [200, full], { public: true });
    const page = await html('/requests/32');
    expect(page).toContain(`<h1>${full.title}</h1>`);
    expect(page).not.toContain('Confidential budget notes');
    expect(page).not.toContain('Helixa');
    h.api.routes.on('get', '/requests/{id}', () => [200, TEASER], { public: true });
  });

  it('lists companies of the directory by name, each linking to its profile', async () => {
    expect(await main('/companies')).toContain(
      '<h3><a href="/companies/meridian">Meridian &amp; Co</a></h3><p>CRO · Boston, MA, United States</p>',
    );
    // The directory's order: by name, as /companies opens.
    expect(apiCalls('/v1/companies/search').at(-1)?.url).toContain('sort=name%2CASC');
  });
});
