import { fireEvent, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderRoutes } from '../../../test/renderRoutes';
import { accountRoutes, passwordTabMock, userError } from '../testing/accountMocks';
import { PasswordTabChangeDocument } from './PasswordTab';

function changeMock(
  currentPassword: string,
  newPassword: string,
  errors: ReturnType<typeof userError>[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: PasswordTabChangeDocument, variables: { input: { currentPassword, newPassword } } },
    result: { data: { changePassword: { __typename: 'SuccessPayload', success: errors.length === 0, errors } } },
  };
}

function openPasswordTab(mocks: MockLink.MockedResponse[] = []) {
  return renderRoutes('/my-account?tab=password', accountRoutes, [
    appViewerMock(buildViewer()),
    passwordTabMock(),
    ...mocks,
  ]);
}

function fill(current: string, next: string, confirmation = next) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordTab', () => {
  it('changes the password, says so and empties the fields when the server accepts it', async () => {
    openPasswordTab([changeMock('old-pass-1', 'new-pass-2')]);
    await screen.findByLabelText('Current password');

    fill('old-pass-1', 'new-pass-2');

    expect(await screen.findByText('Your password has been changed.')).toBeDefined();
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password under its field when the server refuses it', async () => {
    openPasswordTab([
      changeMock('wrong-pass-1', 'new-pass-2', [
        userError('Incorrect username or password.', 'currentPassword', 'INCORRECT_CREDENTIALS'),
      ]),
    ]);
    await screen.findByLabelText('Current password');

    fill('wrong-pass-1', 'new-pass-2');

    expect(await screen.findByText('Incorrect username or password.')).toBeDefined();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Your password has been changed.')).toBeNull();
  });

  it('shows an error without a field in an alert', async () => {
    openPasswordTab([
      changeMock('old-pass-1', 'new-pass-2', [
        userError('Attempt limit exceeded, please try again after 60 minutes.', null, 'LIMIT_EXCEEDED'),
      ]),
    ]);
    await screen.findByLabelText('Current password');

    fill('old-pass-1', 'new-pass-2');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Attempt limit exceeded, please try again after 60 minutes.',
    );
  });

  it('checks every field before sending', async () => {
    openPasswordTab();
    await screen.findByLabelText('Current password');

    fill('', 'short');
    expect(await screen.findByText('Password cannot be empty')).toBeDefined();
    expect(screen.getByText('Choose a password that meets every rule.')).toBeDefined();

    fill('old-pass-1', 'new-pass-2', 'new-pass-3');
    expect(await screen.findByText('Passwords do not match.')).toBeDefined();
  });

  it('ticks the password rules while the new password is typed', async () => {
    openPasswordTab();
    const field = await screen.findByLabelText('New password');

    fireEvent.change(field, { target: { value: 'abcdefgh' } });

    expect(screen.getByText('At least 8 characters').closest('li')?.hasAttribute('data-met')).toBe(true);
    expect(screen.getByText('A digit').closest('li')?.hasAttribute('data-met')).toBe(false);
  });
});
