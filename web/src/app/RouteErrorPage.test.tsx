import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../shared/routing/routeTypes';
import { appViewerMock } from '../test/mocks';
import { renderApp } from '../test/renderApp';

afterEach(() => {
  vi.restoreAllMocks();
});

function BrokenPage(): never {
  throw new Error('Cannot read properties of undefined (reading "secret internals")');
}

describe('RouteErrorPage', () => {
  it('shows the generic error page inside the shell, without the error details, when a page fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: AppRoute = {
      path: '/broken',
      page: BrokenPage,
      needsLogin: false,
      shell: true,
      seo: { title: 'Broken', description: 'Broken.' },
    };
    renderApp('/broken', { mocks: [appViewerMock(null)], routes: [broken] });

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeDefined();
    expect(
      within(main).getByRole('link', { name: 'Click here to go back to the homepage.' }).getAttribute('href'),
    ).toBe('/');
    expect(document.body.textContent).not.toContain('secret internals');
    expect(screen.getByRole('banner')).toBeDefined();
  });
});
