import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { companySignInMock } from '../../company-sso/testing/companySsoMocks';
import { LoginPageSignInDocument } from './LoginPage';

// /login for an email whose company signs its people in with its own provider (issue 30, point 3).

const helixa = { companyName: 'Helixa Biotherapeutics', startPath: '/auth/sso?email=nora%40helixa.test' };

/** `signIn` with the password typed below; `sent()` says whether it was sent. */
function signInSpy(email: string) {
  let sent = false;
  const mock: MockLink.MockedResponse = {
    request: {
      query: LoginPageSignInDocument,
      variables: { input: { email, password: 'correct horse', rememberMe: false } },
    },
    result: () => {
      sent = true;
      return { data: { signIn: { __typename: 'SignInPayload', viewer: null, challenge: null, errors: [] } } };
    },
  };
  return { mock, sent: () => sent };
}

async function typeEmail(email: string, blur = true) {
  const field = await screen.findByLabelText('Email');
  fireEvent.change(field, { target: { value: email } });
  if (blur) fireEvent.blur(field);
}

describe('LoginPage with company single sign-on', () => {
  it('offers the company’s sign-in once the email loses focus, the password still there when not required', async () => {
    const lookup = companySignInMock('nora@helixa.test', { ...helixa, required: false }, '/search');
    renderApp('/login?returnTo=%2Fsearch', { mocks: [appViewerMock(null), lookup.mock] });

    await typeEmail(' Nora@Helixa.test ');

    expect((await screen.findByRole('status')).textContent).toBe(
      'Helixa Biotherapeutics signs you in with its own account.',
    );
    const link = screen.getByRole('link', { name: 'Continue with Helixa Biotherapeutics' });
    expect(link.getAttribute('href')).toBe(helixa.startPath);
    expect(screen.getByLabelText('Password')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeDefined();
  });

  it('hides the password and Sign in when the company requires its sign-in, and says why', async () => {
    const lookup = companySignInMock('nora@helixa.test', { ...helixa, required: true });
    renderApp('/login', { mocks: [appViewerMock(null), lookup.mock] });

    await typeEmail('nora@helixa.test');

    expect((await screen.findByRole('status')).textContent).toBe(
      'Helixa Biotherapeutics signs you in with its own account. Your password is not used for this account.',
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue with Helixa Biotherapeutics' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Continue with Microsoft' })).toBeDefined();

    // "Remember me" still counts: the bff's start route carries it.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Continue with Helixa Biotherapeutics' }).getAttribute('href')).toBe(
        `${helixa.startPath}&rememberMe=1`,
      ),
    );
  });

  it('asks before sending a password typed without leaving the field, and sends none when it is not taken', async () => {
    const lookup = companySignInMock('nora@helixa.test', { ...helixa, required: true });
    const signIn = signInSpy('nora@helixa.test');
    renderApp('/login', { mocks: [appViewerMock(null), lookup.mock, signIn.mock] });

    await typeEmail('nora@helixa.test', false);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

    expect(await screen.findByRole('link', { name: 'Continue with Helixa Biotherapeutics' })).toBeDefined();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(lookup.asked()).toBe(true);
    expect(signIn.sent()).toBe(false);
  });

  it('signs in with the password as before when no company provider answers', async () => {
    const lookup = companySignInMock('ada@northwind.test', null);
    const signIn = signInSpy('ada@northwind.test');
    renderApp('/login', { mocks: [appViewerMock(null), lookup.mock, signIn.mock] });

    await typeEmail('ada@northwind.test');
    await waitFor(() => expect(lookup.asked()).toBe(true));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

    await waitFor(() => expect(signIn.sent()).toBe(true));
    expect(screen.queryByRole('link', { name: /Continue with Helixa/ })).toBeNull();
  });

  it('does not ask about an email that is not plausible, and drops the note when the email changes', async () => {
    const lookup = companySignInMock('nora@helixa.test', { ...helixa, required: true });
    renderApp('/login', { mocks: [appViewerMock(null), lookup.mock] });

    await typeEmail('nora@helixa');
    await typeEmail('nora');
    expect(lookup.asked()).toBe(false);

    await typeEmail('nora@helixa.test');
    expect(await screen.findByRole('link', { name: 'Continue with Helixa Biotherapeutics' })).toBeDefined();
    await typeEmail('nora@helixa.tes', false);

    expect(screen.queryByRole('link', { name: 'Continue with Helixa Biotherapeutics' })).toBeNull();
    expect(screen.getByLabelText('Password')).toBeDefined();
  });
});
