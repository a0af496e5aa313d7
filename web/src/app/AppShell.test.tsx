import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ImpersonationBannerStopDocument,
  ImpersonationPickerPageQueryDocument,
} from '../features/impersonation/testing/impersonationDocuments';
import { SignOutDocument } from '../shared/session/useSignOut';
import { buildAdminWithoutTarget, buildViewer } from '../test/factories';
import { createSessionMock, dashboardPageMock } from '../test/mocks';
import { currentUrl, renderApp } from '../test/renderApp';

const emptyTargets = {
  request: { query: ImpersonationPickerPageQueryDocument, variables: { search: null, page: { page: 0, size: 10 } } },
  result: {
    data: {
      impersonationTargets: { __typename: 'UserPage', items: [], page: 0, size: 10, totalElements: 0, totalPages: 0 },
    },
  },
};

describe('AppShell', () => {
  it('signs out and shows sign-in when the user presses Sign out', async () => {
    const viewer = buildViewer();
    const session = createSessionMock(viewer);
    const signOut = {
      request: { query: SignOutDocument },
      result: () => {
        session.set(null);
        return { data: { signOut: { __typename: 'SuccessPayload', success: true } } };
      },
    };
    const { router } = renderApp('/dashboard', { mocks: [session.mock, dashboardPageMock(viewer), signOut] });

    const signOutButton = await screen.findByRole('button', { name: 'Sign out' });
    // Beside the links the row has no room for the name: Sign out names who is signed in on hover.
    expect(signOutButton.getAttribute('title')).toBe('Ada Lovelace');
    fireEvent.click(signOutButton);

    expect(await screen.findByRole('heading', { name: 'Sign in to Trialbridge' })).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(currentUrl(router)).toBe('/login');
  });

  it('shows whom the admin acts as and stops when asked', async () => {
    const viewer = buildViewer({ isAdmin: true, isImpersonated: true, email: 'admin@trialbridge.test' });
    const session = createSessionMock(viewer);
    const stop = {
      request: { query: ImpersonationBannerStopDocument },
      result: () => {
        session.set(buildAdminWithoutTarget());
        return {
          data: {
            stopImpersonation: {
              __typename: 'ImpersonationPayload',
              viewer: { __typename: 'Viewer', needsImpersonationTarget: true, isImpersonated: false },
              errors: [],
            },
          },
        };
      },
    };
    const { router } = renderApp('/dashboard', {
      mocks: [session.mock, dashboardPageMock(viewer), stop, emptyTargets],
    });

    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(within(banner).getByText('You are acting as Ada Lovelace (ada@northwind.test)')).toBeDefined();

    fireEvent.click(within(banner).getByRole('button', { name: 'Stop acting as this user' }));

    expect(await screen.findByRole('heading', { name: 'Choose a user to act as' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull());
    expect(currentUrl(router)).toBe('/impersonate');
    // The header follows once the session is re-read (the banner goes with the mutation's answer).
    expect(await within(screen.getByRole('banner')).findByText('admin@trialbridge.test')).toBeDefined();
  });
});
