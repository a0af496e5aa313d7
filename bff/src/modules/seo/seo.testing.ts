import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiSchema } from '../../rest/rest.contract.js';

/** index.html as the web build writes it: the boot header between the markers the pages replace. */
export const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The clinical-research networking platform." />
    <title>Trialbridge</title>
  </head>
  <body>
    <div id="root">
      <!--boot-->
      <div class="boot-header"><p>Trialbridge</p></div>
      <!--/boot-->
    </div>
    <script type="module" src="/assets/main-1a2b.js"></script>
  </body>
</html>
`;

export const PRERENDERED_LOGIN = INDEX.replace(
  '<div id="root">',
  '<div id="root" data-prerendered="" inert="">',
).replace(/<!--boot-->[\s\S]*<!--\/boot-->/, '<main><h1>Sign in</h1><form></form></main>');

const publicSeo = (path: string, title: string, description: string) => ({
  path,
  needsLogin: false,
  title,
  description,
  canonical: path,
  openGraph: { type: 'website' },
  twitter: { card: 'summary' },
});

/** seo.json as web/build/seoTexts.ts writes it, for the routes the tests open. */
export const SEO_ROUTES = [
  publicSeo('/login', 'Sign in', 'Sign in to your account.'),
  publicSeo('/companies', 'Companies', 'Clinical-research companies on the platform.'),
  publicSeo('/companies/:alias', 'Company profile', 'A company on the platform.'),
  {
    path: '/companies/:alias/edit',
    needsLogin: true,
    title: 'Edit company',
    description: 'Edit.',
    robots: 'noindex, nofollow',
  },
  publicSeo('/requests', 'Innovation requests', 'Open requests <& "more">.'),
  publicSeo('/requests/:id', 'Request', 'A request.'),
  publicSeo('/faq', 'FAQ', 'Questions.'),
  publicSeo('/challenges', 'Challenges', 'Open innovation challenges.'),
  publicSeo('/meetups', 'Meetups', 'Meetups of the community.'),
  publicSeo('/meetups/:code', 'Meetup', 'A meetup of the community.'),
  publicSeo('/commons', 'Commons', "The community's shared guides."),
  publicSeo('/commons/experts', 'Experts', 'People of the community who answer questions.'),
  publicSeo('/commons/:type', 'Commons', "The community's shared pages."),
  publicSeo('/commons/:type/:slug', 'Commons', 'A shared page of the community.'),
  publicSeo('/summaries', 'Summaries and reports', "Figures of the platform's companies."),
  publicSeo('/summaries/reports/:code', 'Report', 'A report built from the platform’s own data.'),
  { path: '/dashboard', needsLogin: true, title: 'Dashboard', description: 'Yours.', robots: 'noindex, nofollow' },
];

/** A web dist with index.html, a prerendered /login and seo.json. */
export function writeWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'tb-dist-seo-'));
  mkdirSync(join(dist, 'prerendered'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'prerendered', 'login.html'), PRERENDERED_LOGIN);
  writeFileSync(join(dist, 'seo.json'), JSON.stringify({ routes: SEO_ROUTES }));
  return dist;
}

export const FAQ = {
  key: 'faq',
  title: 'Frequently asked questions',
  description: 'How the platform works, in short answers.',
  body: '## How do I join?',
  html: '<h2>How do I join?</h2><p>Register your company &amp; start a trial.</p>',
  version: 3,
  publishedAt: '2026-01-10T09:00:00.000Z',
};

export const PREVIEW: ApiSchema<'CompanyPreviewDto'> = {
  id: 7,
  alias: 'meridian',
  name: 'Meridian <script>alert(1)</script>',
  logoUrl: null,
  summary: 'A full-service CRO for "oncology" trials.',
  role: { id: 3, name: 'CRO', type: 'Vendor' },
  headquarters: { country: { id: 1, code: 'US', name: 'United States' }, state: 'MA', city: 'Boston' },
  services: [{ id: 11, kind: 'SERVICES', name: 'Site management', parentId: null }],
  products: [],
  therapeuticAreas: [{ id: 21, kind: 'THERAPEUTIC_AREAS', name: 'Oncology', parentId: null }],
  badges: [],
  claimable: false,
};
