import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppFooter } from './AppFooter';
import { ExploreMenu } from './ExploreMenu';
import { FOOTER_GROUPS, PUBLIC_AREAS } from './footerLinks';

describe('AppFooter', () => {
  it('links every public area, the information, legal and developer pages in a Footer navigation', () => {
    render(
      <MemoryRouter>
        <AppFooter />
      </MemoryRouter>,
    );
    const nav = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of [
      '/requests',
      '/capability',
      '/challenges',
      '/meetups',
      '/summaries',
      '/commons',
      '/companies',
      '/engagement-info',
      '/matchmaking',
      '/resources',
      '/faq',
      '/subscriptions',
      '/contact-us',
      '/privacy-policy',
      '/terms',
      '/graphql',
      '/graphql/reference',
    ])
      expect(hrefs).toContain(path);
    expect(hrefs).toHaveLength(FOOTER_GROUPS.flatMap((group) => group.links).length);
    expect(screen.getByText(`© ${new Date().getFullYear()} Trialbridge`)).toBeTruthy();
  });
});

describe('ExploreMenu', () => {
  it('opens its list of links, and Escape closes it with focus back on the button', () => {
    render(
      <MemoryRouter>
        <ExploreMenu links={PUBLIC_AREAS} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Explore' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Meetups' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Meetups' }).getAttribute('href')).toBe('/meetups');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('renders nothing when the row links every area already', () => {
    const { container } = render(
      <MemoryRouter>
        <ExploreMenu links={[]} />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});
