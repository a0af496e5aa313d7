import { afterEach, describe, expect, it } from 'vitest';
import { applySeo } from './seo';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applySeo', () => {
  it('sets the title with the brand and the description when applied', () => {
    applySeo({ title: 'Dashboard', description: 'Your dashboard.' });

    expect(document.title).toBe('Dashboard | Trialbridge');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Your dashboard.');
  });

  it('writes canonical, robots, open graph and twitter tags when given', () => {
    applySeo({
      title: 'Sign in',
      description: 'Sign in.',
      canonical: '/login',
      robots: 'noindex',
      openGraph: { type: 'website' },
      twitter: { card: 'summary' },
    });

    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/login`);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('website');
    expect(document.head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
  });

  it('removes the previous route tags when the next route has none', () => {
    applySeo({ title: 'A', description: 'A.', robots: 'noindex', canonical: '/a' });
    applySeo({ title: 'B', description: 'B.' });

    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('B.');
  });
});
