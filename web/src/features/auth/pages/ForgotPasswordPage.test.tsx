import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { ForgotPasswordPageResetDocument, ForgotPasswordPageSendCodeDocument } from './ForgotPasswordPage';

const email = 'ada@northwind.test';

function sendCodeMock(deliveryDestination: string | null, errors: object[] = []) {
  return {
    request: { query: ForgotPasswordPageSendCodeDocument, variables: { input: { email } } },
    result: { data: { forgotPassword: { __typename: 'ForgotPasswordPayload', deliveryDestination, errors } } },
  };
}

function resetMock(success: boolean, errors: object[] = []) {
  return {
    request: {
      query: ForgotPasswordPageResetDocument,
      variables: { input: { email, code: '246810', newPassword: 'n3w-Passw0rd!' } },
    },
    result: { data: { confirmForgotPassword: { __typename: 'SuccessPayload', success, errors } } },
  };
}

async function requestCode() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: ` ${email} ` } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

function submitReset() {
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '246810' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'n3w-Passw0rd!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ForgotPasswordPage', () => {
  it('resets the password in two steps when the code is accepted', async () => {
    renderApp('/forgot-password', { mocks: [appViewerMock(null), sendCodeMock('a***@n***.test'), resetMock(true)] });
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeDefined();

    await requestCode();
    expect(await screen.findByText('We sent a code to a***@n***.test')).toBeDefined();
    submitReset();

    expect(await screen.findByText('Your password has been reset.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('names the email when the server does not say where the code went', async () => {
    renderApp('/forgot-password', { mocks: [appViewerMock(null), sendCodeMock(null)] });

    await requestCode();

    expect(await screen.findByText(`We sent a code to ${email}`)).toBeDefined();
  });

  it('shows the payload error in an alert when the code is refused', async () => {
    const refused = [
      {
        __typename: 'UserError',
        code: 'CODE_MISMATCH',
        field: 'code',
        message: 'Invalid verification code provided, please try again.',
      },
    ];
    renderApp('/forgot-password', { mocks: [appViewerMock(null), sendCodeMock(null), resetMock(false, refused)] });

    await requestCode();
    await screen.findByLabelText('Verification code');
    submitReset();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid verification code provided, please try again.',
    );
  });

  it('asks for the email when it is empty', async () => {
    renderApp('/forgot-password', { mocks: [appViewerMock(null)] });

    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('Email cannot be empty')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });
});
