import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderRoutes } from '../../../test/renderRoutes';
import { accountRoutes, securityTabMock, userError } from '../testing/accountMocks';
import { signInMethodsMock } from '../testing/signInMethodsMocks';
import { SecurityTabDisableDocument, SecurityTabSetUpDocument, SecurityTabVerifyDocument } from './SecurityTab';

const secret = 'JBSWY3DPEHPK3PXP';

const setUpMock: MockLink.MockedResponse = {
  request: { query: SecurityTabSetUpDocument },
  result: {
    data: {
      setUpTotp: {
        __typename: 'SetUpTotpPayload',
        totpSetup: { __typename: 'TotpSetup', secret, otpauthUri: `otpauth://totp/Trialbridge:ada?secret=${secret}` },
        errors: [],
      },
    },
  },
};

function verifyMock(code: string, errors: ReturnType<typeof userError>[] = []): MockLink.MockedResponse {
  return {
    request: { query: SecurityTabVerifyDocument, variables: { input: { code } } },
    result: { data: { verifyTotp: { __typename: 'TotpPayload', totpEnabled: errors.length === 0, errors } } },
  };
}

const disableMock: MockLink.MockedResponse = {
  request: { query: SecurityTabDisableDocument },
  result: { data: { disableTotp: { __typename: 'TotpPayload', totpEnabled: false, errors: [] } } },
};

function openSecurity(totpEnabled: boolean, mocks: MockLink.MockedResponse[]) {
  return renderRoutes('/my-account?tab=security', accountRoutes, [
    appViewerMock(buildViewer()),
    securityTabMock(totpEnabled),
    signInMethodsMock().mock,
    ...mocks,
  ]);
}

describe('SecurityTab', () => {
  it('sets up an authenticator app with a QR code and a verified code', async () => {
    openSecurity(false, [setUpMock, verifyMock('123456')]);
    expect(await screen.findByText('Authenticator app: Off')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Set up authenticator app' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId('totp-secret').textContent).toBe(secret);
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Authenticator app: On')).toBeDefined();
    // The cache says On as soon as the mutation answers; the form closes a render later.
    await waitFor(() => expect(screen.queryByLabelText('Authentication code')).toBeNull());
    expect(screen.getByRole('button', { name: 'Turn off authenticator app' })).toBeDefined();
  });

  it('keeps the set-up open and shows the error when the code is wrong', async () => {
    openSecurity(false, [
      setUpMock,
      verifyMock('000000', [userError('Invalid code received for user', 'code', 'CODE_MISMATCH')]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '000000' } });

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code received for user');
    expect(screen.getByText('Authenticator app: Off')).toBeDefined();
    expect(screen.getByLabelText('Authentication code')).toBeDefined();
  });

  it('asks for confirmation, then turns the authenticator app off', async () => {
    openSecurity(true, [disableMock]);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off authenticator app' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off authenticator app?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByText('Authenticator app: Off')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('leaves the authenticator app on when the confirmation is cancelled', async () => {
    openSecurity(true, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off authenticator app' }));

    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Authenticator app: On')).toBeDefined();
  });

  it('checks the code has 6 digits before sending it', async () => {
    openSecurity(false, [setUpMock]);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '12' } });

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeDefined();
  });
});
