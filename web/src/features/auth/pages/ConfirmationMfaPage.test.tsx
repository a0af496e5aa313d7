import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { buildViewer } from '../../../test/factories';
import { waitForChecked } from '../../../test/checked';
import { appViewerMock, createSessionMock, dashboardPageMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { ConfirmationMfaPageRespondDocument } from './ConfirmationMfaPage';

type ChallengeName =
  'TOTP_REQUIRED' | 'MFA_REQUIRED' | 'MFA_SETUP' | 'NEW_PASSWORD_REQUIRED' | 'SELECT_MFA_TYPE' | 'CUSTOM_CHALLENGE';

function challenge(name: ChallengeName, overrides: object = {}) {
  return {
    __typename: 'AuthChallenge',
    name,
    availableMfaTypes: [],
    codeDeliveryDestination: null,
    totpSetup: null,
    ...overrides,
  };
}

function atChallenge(name: ChallengeName, overrides: object = {}) {
  return {
    pathname: '/confirmation-mfa',
    state: { challenge: challenge(name, overrides), returnTo: '/dashboard?tab=company' },
  };
}

function respondMock(
  name: ChallengeName,
  answer: string,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return { request: { query: ConfirmationMfaPageRespondDocument, variables: { input: { name, answer } } }, result };
}

function respondPayload(fields: object) {
  return {
    data: { respondToChallenge: { __typename: 'SignInPayload', viewer: null, challenge: null, errors: [], ...fields } },
  };
}

describe('ConfirmationMfaPage', () => {
  it('sends the visitor back to sign in when there is no pending challenge', async () => {
    const { router } = renderApp('/confirmation-mfa', { mocks: [appViewerMock(null)] });

    expect(await screen.findByRole('heading', { name: 'Sign in to Trialbridge' })).toBeDefined();
    expect(currentUrl(router)).toBe('/login');
  });

  it('signs in and returns to returnTo when the authenticator code is accepted', async () => {
    const viewer = buildViewer();
    const session = createSessionMock(null);
    const accepted = respondMock('TOTP_REQUIRED', '123456', () => {
      session.set(viewer);
      return respondPayload({ viewer: { __typename: 'Viewer', needsImpersonationTarget: false } });
    });
    const { router } = renderApp(atChallenge('TOTP_REQUIRED'), {
      mocks: [session.mock, accepted, dashboardPageMock(viewer)],
    });

    const code = await screen.findByLabelText('Authentication code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeDefined();
    expect(currentUrl(router)).toBe('/dashboard?tab=company');
  });

  it('shows the payload error in an alert when the code is wrong', async () => {
    const refused = respondMock('MFA_REQUIRED', '000000', () =>
      respondPayload({
        errors: [
          {
            __typename: 'UserError',
            code: 'CODE_MISMATCH',
            field: 'answer',
            message: 'Invalid code received for user',
          },
        ],
      }),
    );
    renderApp(atChallenge('MFA_REQUIRED', { codeDeliveryDestination: '+*******1234' }), {
      mocks: [appViewerMock(null), refused],
    });

    expect(await screen.findByText('Enter the code we sent to +*******1234.')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code received for user');
  });

  it('refuses two different passwords when a new password is required', async () => {
    renderApp(atChallenge('NEW_PASSWORD_REQUIRED'), { mocks: [appViewerMock(null)] });

    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'a-long-password-1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a-long-password-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('Passwords do not match.')).toBeDefined();
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the chosen method and shows the next challenge when an MFA type is picked', async () => {
    const next = challenge('MFA_REQUIRED', { codeDeliveryDestination: '+*******1234' });
    const chosen = respondMock('SELECT_MFA_TYPE', 'SMS', () => respondPayload({ challenge: next }));
    renderApp(atChallenge('SELECT_MFA_TYPE', { availableMfaTypes: ['TOTP', 'SMS'] }), {
      mocks: [appViewerMock(null), chosen],
    });

    expect(await screen.findByRole('radio', { name: 'Authenticator app' })).toBeDefined();
    const sms = screen.getByRole('radio', { name: 'Text message' });
    fireEvent.click(sms);
    await waitForChecked(sms);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Enter the code we sent to +*******1234.')).toBeDefined();
    expect(screen.getByLabelText('Authentication code')).toBeDefined();
  });

  it('shows a QR code and the secret when an authenticator app must be set up', async () => {
    const totpSetup = {
      __typename: 'TotpSetup',
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUri: 'otpauth://totp/Trialbridge:ada?secret=JBSWY3DPEHPK3PXP',
    };
    renderApp(atChallenge('MFA_SETUP', { totpSetup }), { mocks: [appViewerMock(null)] });

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeDefined();
    expect(screen.getByLabelText('Authentication code').getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDefined();
  });

  it('asks for an answer when the custom challenge is left empty', async () => {
    renderApp(atChallenge('CUSTOM_CHALLENGE'), { mocks: [appViewerMock(null)] });

    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.getByText('Challenge response cannot be empty')).toBeDefined());
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });
});
