import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/renderUi';
import { SocialSignInButtons } from './SocialSignInButtons';

function linkHrefs() {
  const group = screen.getByRole('group', { name: 'Sign in with another account' });
  return within(group)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('SocialSignInButtons', () => {
  it('links each provider to the bff start route, in a named group', () => {
    renderUi(<SocialSignInButtons divider="above" />);

    expect(linkHrefs()).toEqual([
      ['Continue with Google', '/auth/social/google?intent=signin'],
      ['Continue with Microsoft', '/auth/social/microsoft?intent=signin'],
      ['Continue with LinkedIn', '/auth/social/linkedin?intent=signin'],
    ]);
    expect(screen.getByText('or')).toBeDefined();
  });

  it('carries the return path and remember-me', () => {
    renderUi(<SocialSignInButtons divider="below" returnTo="/search?q=oncology&page=2" rememberMe />);

    const href = screen.getByRole('link', { name: 'Continue with Microsoft' }).getAttribute('href') ?? '';
    const url = new URL(href, 'https://app.example');
    expect(url.pathname).toBe('/auth/social/microsoft');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      intent: 'signin',
      returnTo: '/search?q=oncology&page=2',
      rememberMe: '1',
    });
  });

  it('draws the marks inline and hides them from screen readers', () => {
    renderUi(<SocialSignInButtons divider="above" />);

    const link = screen.getByRole('link', { name: 'Continue with LinkedIn' });
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('img')).toBeNull();
  });
});
