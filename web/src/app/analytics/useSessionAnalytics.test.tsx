import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginPageSignInDocument } from '../../features/auth/testing/authDocuments';
import {
  ImpersonationPickerPageQueryDocument,
  ImpersonationPickerPageStartDocument,
} from '../../features/impersonation/testing/impersonationDocuments';
import { SignOutDocument } from '../../shared/session/useSignOut';
import { buildAdminWithoutTarget, buildSubscription, buildUser, buildViewer } from '../../test/factories';
import { appViewerMock, createSessionMock, dashboardPageMock, faqPageMock } from '../../test/mocks';
import { renderApp } from '../../test/renderApp';
import type { Analytics } from './analytics';

/** An adapter that records calls as the console adapter would write them. */
function recordingAnalytics() {
  const calls: string[] = [];
  const analytics: Analytics = {
    identify: (email, traits) => calls.push(`identify ${email} ${JSON.stringify(traits)}`),
    track: (event) => calls.push(`track ${event}`),
    reset: () => calls.push('reset'),
  };
  return { analytics, calls };
}

const signOutMock = (onSignOut: () => void) => ({
  request: { query: SignOutDocument },
  result: () => {
    onSignOut();
    return { data: { signOut: { __typename: 'SuccessPayload', success: true } } };
  },
});

describe('useSessionAnalytics', () => {
  it('identifies the user with role type and plan, then tracks Login once, when a session is restored', async () => {
    const { analytics, calls } = recordingAnalytics();
    const viewer = buildViewer();
    const { router } = renderApp('/dashboard', {
      mocks: [appViewerMock(viewer), dashboardPageMock(viewer), faqPageMock()],
      analytics,
    });

    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    await act(() => router.navigate('/faq'));
    await screen.findByRole('heading', { name: 'Frequently asked questions' });

    expect(calls).toEqual(['identify ada@northwind.test {"companyRole":"Vendor","plan":"INNOVATOR"}', 'track Login']);
  });

  it("names the company role 'Guest' and the plan NONE when the user has no company", async () => {
    const { analytics, calls } = recordingAnalytics();
    const viewer = buildViewer({
      user: buildUser({ company: null }),
      subscription: buildSubscription({ plan: 'NONE', status: null }),
    });
    renderApp('/faq', { mocks: [faqPageMock(), appViewerMock(viewer)], analytics });

    await waitFor(() =>
      expect(calls).toEqual(['identify ada@northwind.test {"companyRole":"Guest","plan":"NONE"}', 'track Login']),
    );
  });

  it('sends nothing while nobody is signed in', async () => {
    const { analytics, calls } = recordingAnalytics();
    renderApp('/faq', { mocks: [faqPageMock(), appViewerMock(null)], analytics });

    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    expect(calls).toEqual([]);
  });

  it('identifies and tracks Login when the user signs in, and resets when they sign out', async () => {
    const { analytics, calls } = recordingAnalytics();
    const viewer = buildViewer();
    const session = createSessionMock(null);
    const signIn = {
      request: {
        query: LoginPageSignInDocument,
        variables: { input: { email: 'ada@northwind.test', password: 'secret-password', rememberMe: false } },
      },
      result: () => {
        session.set(viewer);
        return {
          data: {
            signIn: {
              __typename: 'SignInPayload',
              viewer: { __typename: 'Viewer', needsImpersonationTarget: false },
              challenge: null,
              errors: [],
            },
          },
        };
      },
    };
    renderApp('/login', {
      mocks: [session.mock, signIn, dashboardPageMock(viewer), signOutMock(() => session.set(null))],
      analytics,
    });

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@northwind.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() =>
      expect(calls).toEqual([
        'identify ada@northwind.test {"companyRole":"Vendor","plan":"INNOVATOR"}',
        'track Login',
        'reset',
      ]),
    );
  });

  it('identifies the target while an admin acts as someone', async () => {
    const { analytics, calls } = recordingAnalytics();
    const actingAs = buildViewer({ email: 'admin@trialbridge.test', isAdmin: true, isImpersonated: true });
    const session = createSessionMock(buildAdminWithoutTarget());
    const targets = {
      request: {
        query: ImpersonationPickerPageQueryDocument,
        variables: { search: null, page: { page: 0, size: 10 } },
      },
      result: {
        data: {
          impersonationTargets: {
            __typename: 'UserPage',
            items: [buildUser()],
            page: 0,
            size: 10,
            totalElements: 1,
            totalPages: 1,
          },
        },
      },
    };
    const start = {
      request: { query: ImpersonationPickerPageStartDocument, variables: { userId: 'user-1' } },
      result: () => {
        session.set(actingAs);
        const viewer = { __typename: 'Viewer', needsImpersonationTarget: false, isImpersonated: true };
        return { data: { startImpersonation: { __typename: 'ImpersonationPayload', viewer, errors: [] } } };
      },
    };
    renderApp('/impersonate', { mocks: [session.mock, targets, start, dashboardPageMock(actingAs)], analytics });

    fireEvent.click(await screen.findByRole('button', { name: 'Act as Ada Lovelace' }));
    await screen.findByRole('heading', { name: 'Welcome, Ada' });

    await waitFor(() =>
      expect(calls).toEqual([
        'identify admin@trialbridge.test {"companyRole":"Guest","plan":"NONE"}',
        'track Login',
        'identify ada@northwind.test {"companyRole":"Vendor","plan":"INNOVATOR"}',
      ]),
    );
  });
});
