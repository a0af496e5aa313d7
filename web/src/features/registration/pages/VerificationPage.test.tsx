import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appViewerMock } from '../../../test/mocks';
import { getRegistration, updateRegistration } from '../registrationStore';
import { createPasswordPageMock, userError } from '../testing/registrationMocks';
import { registrationRoutes } from '../testing/registrationRoutes';
import { renderRoutes, urlOf } from '../../../test/renderRoutes';
import { VerificationPageResendDocument, VerificationPageVerifyDocument } from './VerificationPage';

const email = 'avery@novacura.example';

function verifyMock(code: string, errors: ReturnType<typeof userError>[] = []): MockLink.MockedResponse {
  return {
    request: { query: VerificationPageVerifyDocument, variables: { input: { email, code } } },
    result: {
      data: { verifyRegistrationEmail: { __typename: 'SuccessPayload', success: errors.length === 0, errors } },
    },
  };
}

function resendMock(): MockLink.MockedResponse {
  return {
    request: { query: VerificationPageResendDocument, variables: { email } },
    result: { data: { resendVerificationCode: { __typename: 'SuccessPayload', success: true, errors: [] } } },
  };
}

function startAtVerification(mocks: MockLink.MockedResponse[]) {
  updateRegistration(() => ({ email, joinRequest: { ...getRegistration().joinRequest, email } }));
  return renderRoutes('/verification', registrationRoutes, [appViewerMock(null), ...mocks]);
}

function submitCode(code: string) {
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('VerificationPage', () => {
  it('sends the visitor to /register when there is no registration in progress', async () => {
    const { router } = renderRoutes('/verification', registrationRoutes, [appViewerMock(null)]);

    expect(await screen.findByRole('heading', { name: 'Join Trialbridge' })).toBeDefined();
    expect(urlOf(router)).toBe('/register');
  });

  it('keeps the verified code and opens the company and password step when the code is right', async () => {
    const { router } = startAtVerification([verifyMock('123456'), createPasswordPageMock(email)]);
    expect(await screen.findByText(email)).toBeDefined();
    const field = screen.getByLabelText('Verification code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');

    submitCode('123 456');

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeDefined();
    expect(urlOf(router)).toBe('/create-password');
    expect(getRegistration().verificationCode).toBe('123456');
  });

  it('shows the payload error exactly, in an alert, when the code is refused', async () => {
    const { router } = startAtVerification([
      verifyMock('000000', [
        userError('Invalid verification code provided, please try again.', 'code', 'CODE_MISMATCH'),
      ]),
    ]);
    await screen.findByLabelText('Verification code');

    submitCode('000000');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid verification code provided, please try again.',
    );
    expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true');
    expect(urlOf(router)).toBe('/verification');
    expect(getRegistration().verificationCode).toBeNull();
  });

  it('checks the code is 6 digits before sending it', async () => {
    startAtVerification([]);
    await screen.findByLabelText('Verification code');

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Confirmation code cannot be empty')).toBeDefined();

    submitCode('12345');
    expect(await screen.findByText('Enter the 6-digit code from the email.')).toBeDefined();
  });

  it('sends a new code, then waits 60 seconds before allowing another, when Resend is pressed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    startAtVerification([resendMock()]);
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend.hasAttribute('disabled')).toBe(false);

    fireEvent.click(resend);

    expect(await screen.findByText('Code sent.')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Code sent.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Resend code' }).hasAttribute('disabled')).toBe(true),
    );
    expect(screen.getByText('You can ask for another code in 60 s.')).toBeDefined();

    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('You can ask for another code in 30 s.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Resend code' }).hasAttribute('disabled')).toBe(true);

    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Resend code' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(/You can ask for another code/)).toBeNull();
  });
});
