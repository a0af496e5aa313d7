import { afterEach, describe, expect, it } from 'vitest';
import { applySeo, resolveSeo } from './seo';

// Only what these tests write: the style sheets other test files' Chakra inserted stay, as this
// jsdom is shared by every file of a worker (web/vitest.config.ts); emptying the head under
// Emotion's cache made the next files fail to insert their styles.
afterEach(() => {
  for (const tag of document.head.querySelectorAll('meta, link[rel="canonical"]')) tag.remove();
  document.title = '';
});

const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('applySeo', () => {
  it('sets the title with the brand and the description when applied', () => {
    applySeo({ title: 'Dashboard', description: 'Your dashboard.' }, 'Trialbridge');

    expect(document.title).toBe('Dashboard | Trialbridge');
    expect(metaContent('meta[name="description"]')).toBe('Your dashboard.');
  });

  it('writes canonical, robots, open graph and twitter tags when given', () => {
    applySeo(
      {
        title: 'Sign in',
        description: 'Sign in.',
        canonical: '/login',
        robots: 'noindex',
        openGraph: { type: 'website' },
        twitter: { card: 'summary' },
      },
      'Trialbridge',
    );

    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/login`,
    );
    expect(metaContent('meta[name="robots"]')).toBe('noindex');
    expect(metaContent('meta[property="og:type"]')).toBe('website');
    expect(metaContent('meta[name="twitter:card"]')).toBe('summary');
  });

  it('fills open graph and twitter titles, descriptions, url and site name when the route gives none', () => {
    applySeo(
      {
        title: 'FAQ',
        description: 'Answers.',
        canonical: '/faq',
        openGraph: { type: 'website' },
        twitter: { card: 'summary' },
      },
      'Acme Research',
    );

    expect(metaContent('meta[property="og:title"]')).toBe('FAQ | Acme Research');
    expect(metaContent('meta[property="og:description"]')).toBe('Answers.');
    expect(metaContent('meta[property="og:url"]')).toBe(`${window.location.origin}/faq`);
    expect(metaContent('meta[property="og:site_name"]')).toBe('Acme Research');
    expect(metaContent('meta[name="twitter:title"]')).toBe('FAQ | Acme Research');
    expect(metaContent('meta[name="twitter:description"]')).toBe('Answers.');
  });

  it('removes the previous route tags when the next route has none', () => {
    applySeo(
      {
        title: 'A',
        description: 'A.',
        robots: 'noindex',
        canonical: '/a',
        openGraph: { type: 'website' },
        twitter: { card: 'summary' },
      },
      'Trialbridge',
    );
    applySeo({ title: 'B', description: 'B.' }, 'Trialbridge');

    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.head.querySelector('meta[name^="twitter:"]')).toBeNull();
    expect(metaContent('meta[name="description"]')).toBe('B.');
  });

  it('leaves tags it did not write when routes change', () => {
    const viewport = document.createElement('meta');
    viewport.setAttribute('name', 'viewport');
    document.head.append(viewport);

    applySeo({ title: 'A', description: 'A.' }, 'Trialbridge');

    expect(document.head.querySelector('meta[name="viewport"]')).toBe(viewport);
  });
});

describe('resolveSeo', () => {
  it('fills a canonical route pattern from the URL params when it has some', () => {
    const seo = resolveSeo(
      { title: 'Company', description: 'A company.', canonical: '/companies/:alias' },
      { alias: 'helixa' },
    );
    expect(seo.canonical).toBe('/companies/helixa');
  });

  it('drops the canonical when the params cannot fill it', () => {
    const seo = resolveSeo({ title: 'Company', description: 'A company.', canonical: '/companies/:alias' }, {});
    expect(seo.canonical).toBeUndefined();
  });

  it('keeps a plain canonical path as it is', () => {
    const seo = { title: 'FAQ', description: 'Answers.', canonical: '/faq' };
    expect(resolveSeo(seo, {})).toBe(seo);
  });
});
