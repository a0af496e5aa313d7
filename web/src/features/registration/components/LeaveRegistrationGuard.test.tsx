import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appViewerMock } from '../../../test/mocks';
import { getRegistration, updateRegistration } from '../registrationStore';
import { registrationRoutes } from '../testing/registrationRoutes';
import { renderRoutes, urlOf } from '../../../test/renderRoutes';

function typeEmail(value: string) {
  fireEvent.change(screen.getByLabelText('Business email'), { target: { value } });
}

function beforeUnloadIsPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('LeaveRegistrationGuard', () => {
  it('asks first, and stays with the data kept, when leaving a half-filled form', async () => {
    const { router } = renderRoutes('/register', registrationRoutes, [appViewerMock(null)]);
    await screen.findByLabelText('Business email');
    typeEmail('half.done@novacura.example');

    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave registration?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(urlOf(router)).toBe('/register');
    expect((screen.getByLabelText('Business email') as HTMLInputElement).value).toBe('half.done@novacura.example');
  });

  it('leaves and forgets the typed data when the user confirms', async () => {
    const { router } = renderRoutes('/register', registrationRoutes, [appViewerMock(null)]);
    await screen.findByLabelText('Business email');
    typeEmail('half.done@novacura.example');

    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));

    expect(await screen.findByText('Elsewhere: /login')).toBeDefined();
    expect(urlOf(router)).toBe('/login');
    expect(getRegistration().joinRequest.email).toBe('');
    expect(getRegistration().canLeavePage).toBe(true);
  });

  it('leaves without asking when nothing was typed', async () => {
    const { router } = renderRoutes('/register', registrationRoutes, [appViewerMock(null)]);
    await screen.findByLabelText('Business email');

    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));

    await waitFor(() => expect(urlOf(router)).toBe('/login'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('moves between the registration steps without asking', async () => {
    updateRegistration(() => ({ email: 'avery@novacura.example' }));
    const { router } = renderRoutes('/verification', registrationRoutes, [appViewerMock(null)]);

    fireEvent.click(await screen.findByRole('link', { name: 'Change my details' }));

    expect(await screen.findByRole('heading', { name: 'Join Trialbridge' })).toBeDefined();
    expect(urlOf(router)).toBe('/register');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('arms the browser prompt for reloads only while the form holds typed data', async () => {
    renderRoutes('/register', registrationRoutes, [appViewerMock(null)]);
    await screen.findByLabelText('Business email');
    expect(beforeUnloadIsPrevented()).toBe(false);

    typeEmail('half.done@novacura.example');
    await waitFor(() => expect(beforeUnloadIsPrevented()).toBe(true));

    typeEmail('');
    await waitFor(() => expect(beforeUnloadIsPrevented()).toBe(false));
  });
});
