import { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../__generated__/routeManifest';
import { LoginPageSignInDocument } from '../features/auth/testing/authDocuments';
import { DashboardPageQueryDocument } from '../features/dashboard/testing/dashboardDocuments';
import { buildViewer } from '../test/factories';
import { appConfigMock, appViewerMock, createSessionMock, graphQLError } from '../test/mocks';
import { currentUrl } from '../test/renderApp';
import { AppProviders } from './App';
import { createAppRuntime } from './appRuntime';
import { buildRouteObjects } from './router';

describe('createAppRuntime', () => {
  it('sends the user to sign in with the server message when an operation says the session ended', async () => {
    const router = createMemoryRouter(buildRouteObjects(appRoutes), { initialEntries: ['/dashboard'] });
    const session = createSessionMock(buildViewer());
    // The bff refuses the deactivated user and drops their session.
    const deactivated = {
      request: { query: DashboardPageQueryDocument },
      result: () => {
        session.set(null);
        return graphQLError('User is disabled.', 'USER_INACTIVE');
      },
    };
    const runtime = createAppRuntime({
      router,
      terminatingLink: new MockLink([appConfigMock(), session.mock, deactivated]),
    });

    render(<AppProviders runtime={runtime} />);

    expect(await screen.findByRole('heading', { name: 'Sign in to Trialbridge' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('User is disabled.');
    expect(currentUrl(router)).toBe('/login');
    // Nothing of the ended session stays in the cache.
    await waitFor(() => expect(JSON.stringify(runtime.client.cache.extract())).not.toContain('ada@northwind.test'));
  });

  it('signs out and goes home when an operation says the session is invalid', async () => {
    const router = createMemoryRouter(buildRouteObjects(appRoutes), { initialEntries: ['/dashboard'] });
    const session = createSessionMock(buildViewer());
    // The session cookie expired: the bff answers the page's query as unauthenticated.
    const expired = {
      request: { query: DashboardPageQueryDocument },
      result: () => {
        session.set(null);
        return graphQLError('The current state has been changed. Please refresh this page.', 'UNAUTHENTICATED');
      },
    };
    const runtime = createAppRuntime({
      router,
      terminatingLink: new MockLink([appConfigMock(), session.mock, expired]),
    });

    render(<AppProviders runtime={runtime} />);

    const hero = await screen.findByRole('region', { name: 'Find the right clinical research partners, faster' });
    expect(within(hero).getByRole('link', { name: 'Join now' })).toBeDefined();
    expect(currentUrl(router)).toBe('/');
    await waitFor(() => expect(JSON.stringify(runtime.client.cache.extract())).not.toContain('ada@northwind.test'));
  });

  it('keeps a sign-out on its way to sign-in when a late answer says the ended session is invalid', async () => {
    const router = createMemoryRouter(buildRouteObjects(appRoutes), { initialEntries: ['/search'] });
    const session = createSessionMock(buildViewer());
    // Answers about the session just signed out of, arriving while and after the app leaves.
    const late = {
      request: { query: DashboardPageQueryDocument },
      result: graphQLError('The current state has been changed. Please refresh this page.', 'UNAUTHENTICATED'),
      maxUsageCount: 2,
    };
    const runtime = createAppRuntime({
      router,
      terminatingLink: new MockLink([appConfigMock(), session.mock, late]),
    });
    render(<AppProviders runtime={runtime} />);
    await screen.findByRole('button', { name: 'Sign out' });
    session.set(null);

    const leaving = router.navigate('/login', { replace: true });
    expect(router.state.navigation.location?.pathname).toBe('/login');
    await runtime.client
      .query({ query: DashboardPageQueryDocument, fetchPolicy: 'network-only' })
      .catch(() => undefined);
    await leaving;
    await runtime.client
      .query({ query: DashboardPageQueryDocument, fetchPolicy: 'network-only' })
      .catch(() => undefined);

    expect(await screen.findByRole('heading', { name: 'Sign in to Trialbridge' })).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentUrl(router)).toBe('/login');
  });

  it('stays on sign-in, keeping returnTo, when sign-in itself is refused as session-ending', async () => {
    const router = createMemoryRouter(buildRouteObjects(appRoutes), {
      initialEntries: ['/login?returnTo=%2Fdashboard'],
    });
    const pending = {
      request: {
        query: LoginPageSignInDocument,
        variables: { input: { email: 'new@northwind.test', password: 'secret-password', rememberMe: false } },
      },
      result: graphQLError('Your membership is waiting for approval.', 'MEMBERSHIP_PENDING'),
    };
    const runtime = createAppRuntime({
      router,
      terminatingLink: new MockLink([appConfigMock(), appViewerMock(null), pending]),
    });
    render(<AppProviders runtime={runtime} />);

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'new@northwind.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Your membership is waiting for approval.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(currentUrl(router)).toBe('/login?returnTo=%2Fdashboard');
  });
});
