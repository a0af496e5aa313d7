import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../shared/routing/lazyPage';
import type { AppRoute } from '../shared/routing/routeTypes';
import { appViewerMock } from '../test/mocks';
import { renderApp } from '../test/renderApp';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A page chunk whose arrival the test decides. */
function deferredChunk() {
  let resolve: (page: ComponentType) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<ComponentType>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { load: () => promise, resolve, reject };
}

const route = (path: string, page: AppRoute['page']): AppRoute => ({
  path,
  page,
  needsLogin: false,
  shell: true,
  seo: { title: path, description: path },
});

function StartPage() {
  return <h1>Start</h1>;
}
function NextPage() {
  return <h1>Next</h1>;
}

describe('NavigationProgress', () => {
  it('shows from the start of a route change until the new route has rendered', async () => {
    const chunk = deferredChunk();
    const { router } = renderApp('/start', {
      mocks: [appViewerMock(null)],
      routes: [route('/start', StartPage), route('/next', lazyPage(chunk.load))],
    });
    await screen.findByRole('heading', { name: 'Start' });
    expect(screen.queryByRole('progressbar')).toBeNull();

    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/next');
    });

    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeDefined();
    // The page the user is leaving stays until the next one is ready.
    expect(screen.getByRole('heading', { name: 'Start' })).toBeDefined();

    await act(async () => {
      chunk.resolve(NextPage);
      await navigation;
    });

    expect(await screen.findByRole('heading', { name: 'Next' })).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('ends and shows the error page with a reload when the page chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = deferredChunk();
    const { router } = renderApp('/start', {
      mocks: [appViewerMock(null)],
      routes: [route('/start', StartPage), route('/next', lazyPage(chunk.load))],
    });
    await screen.findByRole('heading', { name: 'Start' });

    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/next');
    });
    await screen.findByRole('progressbar', { name: 'Loading page' });
    await act(async () => {
      chunk.reject(new TypeError('Failed to fetch dynamically imported module: /assets/NextPage-abc123.js'));
      await navigation;
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeDefined();
    expect(
      screen.getByText('This page could not be loaded. Reload to get the latest version of the site.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Click here to go back to the homepage.' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
