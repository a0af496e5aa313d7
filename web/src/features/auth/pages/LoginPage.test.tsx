import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { buildAdminWithoutTarget, buildViewer } from '../../../test/factories';
import type { TestViewer } from '../../../test/factories';
import { appViewerMock, createSessionMock, dashboardPageMock, graphQLError } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { ImpersonationPickerPageQueryDocument } from '../../impersonation/testing/impersonationDocuments';
import { dismissSocialSignInMock, failedOutcome, socialSignInMock } from '../testing/socialSignInMocks';
import { LoginPageSignInDocument } from './LoginPage';

const credentials = { email: 'ada@northwind.test', password: 'correct horse', rememberMe: false };

function signInMock(result: MockLink.MockedResponse['result'], input = credentials): MockLink.MockedResponse {
  return { request: { query: LoginPageSignInDocument, variables: { input } }, result };
}

function payload(fields: { viewer?: object | null; challenge?: object | null; errors?: object[] }) {
  return { data: { signIn: { __typename: 'SignInPayload', viewer: null, challenge: null, errors: [], ...fields } } };
}

function signedInPayload(viewer: TestViewer) {
  return payload({ viewer: { __typename: 'Viewer', needsImpersonationTarget: viewer.needsImpersonationTarget } });
}

function fillAndSubmit(email = credentials.email, password = credentials.password) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('shows the payload error exactly, in an alert, when the credentials are refused', async () => {
    const refused = payload({
      errors: [
        {
          __typename: 'UserError',
          code: 'INCORRECT_CREDENTIALS',
          field: null,
          message: 'Incorrect username or password.',
        },
      ],
    });
    renderApp('/login', { mocks: [appViewerMock(null), signInMock(refused)] });
    await screen.findByLabelText('Email');

    fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Incorrect username or password.');
  });

  it('shows a GraphQL error message in an alert when the server answers with one', async () => {
    renderApp('/login', {
      mocks: [
        appViewerMock(null),
        signInMock(graphQLError('Attempt limit exceeded, please try again after 60 minutes.', 'LIMIT_EXCEEDED')),
      ],
    });
    await screen.findByLabelText('Email');

    fillAndSubmit();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Attempt limit exceeded, please try again after 60 minutes.',
    );
  });

  it('shows the generic message when the network fails', async () => {
    renderApp('/login', {
      mocks: [appViewerMock(null), { ...signInMock(undefined), error: new Error('socket hang up') }],
    });
    await screen.findByLabelText('Email');

    fillAndSubmit();

    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
  });

  it('answers an empty form with the sign-in service messages, one at a time, without calling it', async () => {
    renderApp('/login', { mocks: [appViewerMock(null)] });
    await screen.findByLabelText('Email');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Username cannot be empty');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@northwind.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Password cannot be empty'));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('goes to the validated returnTo with the session loaded when sign-in succeeds', async () => {
    const viewer = buildViewer();
    const session = createSessionMock(null);
    const success = () => {
      session.set(viewer);
      return signedInPayload(viewer);
    };
    const { router } = renderApp('/login?returnTo=%2Fdashboard%3Ftab%3Dcompany', {
      mocks: [session.mock, signInMock(success), dashboardPageMock(viewer)],
    });
    await screen.findByLabelText('Email');

    fillAndSubmit();

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeDefined();
    expect(currentUrl(router)).toBe('/dashboard?tab=company');
  });

  it('ignores a returnTo to another origin and goes to the dashboard', async () => {
    const viewer = buildViewer();
    const session = createSessionMock(null);
    const success = () => {
      session.set(viewer);
      return signedInPayload(viewer);
    };
    const { router } = renderApp('/login?returnTo=%2F%2Fevil.example%2Fphish', {
      mocks: [session.mock, signInMock(success), dashboardPageMock(viewer)],
    });
    await screen.findByLabelText('Email');

    fillAndSubmit();

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
  });

  it('sends an admin to the impersonation picker when they have no target yet', async () => {
    const admin = buildAdminWithoutTarget();
    const session = createSessionMock(null);
    const success = () => {
      session.set(admin);
      return signedInPayload(admin);
    };
    const targets = {
      request: {
        query: ImpersonationPickerPageQueryDocument,
        variables: { search: null, page: { page: 0, size: 10 } },
      },
      result: {
        data: {
          impersonationTargets: {
            __typename: 'UserPage',
            items: [],
            page: 0,
            size: 10,
            totalElements: 0,
            totalPages: 0,
          },
        },
      },
    };
    const { router } = renderApp('/login?returnTo=%2Fdashboard', {
      mocks: [session.mock, signInMock(success), targets],
    });
    await screen.findByLabelText('Email');

    fillAndSubmit();

    expect(await screen.findByRole('heading', { name: 'Choose a user to act as' })).toBeDefined();
    expect(currentUrl(router)).toBe('/impersonate');
  });

  it('opens the verification step with the challenge when the identity service raises one', async () => {
    const challenge = {
      __typename: 'AuthChallenge',
      name: 'TOTP_REQUIRED',
      availableMfaTypes: [],
      codeDeliveryDestination: null,
      totpSetup: null,
    };
    const { router } = renderApp('/login', { mocks: [appViewerMock(null), signInMock(payload({ challenge }))] });
    await screen.findByLabelText('Email');

    fillAndSubmit();

    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeDefined();
    expect(screen.getByLabelText('Authentication code').getAttribute('autocomplete')).toBe('one-time-code');
    expect(currentUrl(router)).toBe('/confirmation-mfa');
  });

  it('sends rememberMe when the box is ticked', async () => {
    const refused = payload({
      errors: [{ __typename: 'UserError', code: 'USER_DISABLED', field: null, message: 'User is disabled.' }],
    });
    renderApp('/login', { mocks: [appViewerMock(null), signInMock(refused, { ...credentials, rememberMe: true })] });
    await screen.findByLabelText('Email');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fillAndSubmit();

    expect((await screen.findByRole('alert')).textContent).toBe('User is disabled.');
  });

  it('shows the notice the session ended with when it arrives from the error link', async () => {
    renderApp({ pathname: '/login', state: { notice: 'User is disabled.' } }, { mocks: [appViewerMock(null)] });

    expect((await screen.findByRole('alert')).textContent).toBe('User is disabled.');
  });

  it('reveals the password when the toggle is pressed', async () => {
    renderApp('/login', { mocks: [appViewerMock(null)] });
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));

    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeDefined();
  });

  it('offers the providers below the form, carrying returnTo and remember-me, and asks nothing without social=1', async () => {
    const social = socialSignInMock(null);
    renderApp('/login?returnTo=%2Fsearch', { mocks: [appViewerMock(null), social.mock] });
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/auth/social/google?intent=signin&returnTo=%2Fsearch');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));

    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Continue with LinkedIn' }).getAttribute('href')).toBe(
        '/auth/social/linkedin?intent=signin&returnTo=%2Fsearch&rememberMe=1',
      ),
    );
    expect(social.asked()).toBe(false);
  });

  it('asks for the password once to link an account a provider found, or forgets it on "Not you?"', async () => {
    const social = socialSignInMock({ provider: 'GOOGLE', status: 'LINK_REQUIRED', email: 'ada@northwind.test' });
    const dismiss = dismissSocialSignInMock();
    const { router } = renderApp('/login?social=1', { mocks: [appViewerMock(null), social.mock, dismiss.mock] });

    const notice = await screen.findByText(/Google signs you in as ada@northwind\.test/);
    expect(notice.textContent).toContain('Sign in with your password once to link Google');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@northwind.test'));

    fireEvent.click(screen.getByRole('button', { name: 'Not you? Cancel' }));

    await waitFor(() => expect(screen.queryByText(/Google signs you in as/)).toBeNull());
    expect(dismiss.called()).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('');
    expect(currentUrl(router)).toBe('/login');
  });

  it("shows why a social sign-in failed, in the bff's words, with the password form still there", async () => {
    const social = socialSignInMock(failedOutcome);
    renderApp('/login?social=1', { mocks: [appViewerMock(null), social.mock] });

    expect((await screen.findByRole('alert')).textContent).toBe(failedOutcome.message);
    expect(screen.getByLabelText('Password')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeDefined();
  });
});
