import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildViewer } from '../../test/factories';
import { createSessionMock, dashboardPageMock, graphQLError } from '../../test/mocks';
import { renderApp } from '../../test/renderApp';
import { AppViewerQueryDocument } from './SessionProvider';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SessionProvider', () => {
  it('re-reads the viewer when the route changes, so guards see a lost permission', async () => {
    const viewer = buildViewer();
    const session = createSessionMock(viewer);
    const { router } = renderApp('/404', { mocks: [session.mock, dashboardPageMock(viewer)] });
    expect(await screen.findByRole('heading', { name: '404' })).toBeDefined();

    // Meanwhile the company admin removed this user's access; the very next navigation sees it.
    session.set(buildViewer({ permissions: [] }));
    await act(() => router.navigate('/dashboard'));

    expect(
      await screen.findByRole('heading', { name: "You don't have permissions to access this page" }),
    ).toBeDefined();
  });

  it('shows an error with a retry when the session cannot be loaded', async () => {
    const failing = { request: { query: AppViewerQueryDocument }, error: new Error('connect ECONNREFUSED') };
    renderApp('/dashboard', { mocks: [failing] });

    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeDefined();
    expect(screen.getByText("We couldn't load your session. Check your connection and try again.")).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it("says the server's own words when it refused the session for too many requests, not the connection", async () => {
    const refused = 'Too many requests for this client: try again in 12 seconds.';
    const limited = { request: { query: AppViewerQueryDocument }, result: graphQLError(refused, 'RATE_LIMITED') };
    renderApp('/dashboard', { mocks: [limited] });

    expect(await screen.findByText(`We couldn't load your session. ${refused}`)).toBeDefined();
    expect(document.body.textContent).not.toContain('Check your connection');
  });
});
