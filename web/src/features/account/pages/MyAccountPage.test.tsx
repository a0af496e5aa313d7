import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderRoutes, urlOf } from '../../../test/renderRoutes';
import {
  accountRoutes,
  buildInterests,
  buildProfileUser,
  interestsTabMock,
  passwordTabMock,
  profileTabMock,
  securityTabMock,
} from '../testing/accountMocks';

const impersonating = buildViewer({ isImpersonated: true, permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT'] });

describe('MyAccountPage', () => {
  it('opens the tab named in the URL and writes the chosen tab back to it', async () => {
    const { router } = renderRoutes('/my-account?tab=password', accountRoutes, [
      appViewerMock(buildViewer()),
      passwordTabMock(),
      profileTabMock(buildProfileUser()),
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Password' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByLabelText('Current password')).toBeDefined();

    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));

    expect(await screen.findByLabelText('First name')).toBeDefined();
    expect(urlOf(router)).toBe('/my-account?tab=profile');
  });

  it('shows the profile tab when the URL names no known tab', async () => {
    renderRoutes('/my-account?tab=billing', accountRoutes, [
      appViewerMock(buildViewer()),
      profileTabMock(buildProfileUser()),
    ]);

    expect(await screen.findByLabelText('First name')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves focus between tabs with the arrow keys and opens the focused one when activated', async () => {
    const { router } = renderRoutes('/my-account', accountRoutes, [
      appViewerMock(buildViewer()),
      profileTabMock(buildProfileUser()),
      passwordTabMock(),
    ]);
    const profile = await screen.findByRole('tab', { name: 'Profile' });
    const password = screen.getByRole('tab', { name: 'Password' });

    profile.focus();
    fireEvent.keyDown(profile, { key: 'ArrowRight' });

    await waitFor(() => expect(document.activeElement).toBe(password));
    // Manual activation: passing over a tab does not load it.
    expect(password.getAttribute('aria-selected')).toBe('false');
    fireEvent.click(password);

    await waitFor(() => expect(password.getAttribute('aria-selected')).toBe('true'));
    expect(urlOf(router)).toBe('/my-account?tab=password');
  });

  it('keeps what was typed in a tab when the user switches away and back', async () => {
    renderRoutes('/my-account', accountRoutes, [
      appViewerMock(buildViewer()),
      profileTabMock(buildProfileUser()),
      interestsTabMock(buildInterests()),
    ]);
    fireEvent.change(await screen.findByLabelText('City'), { target: { value: 'Cambridge' } });

    fireEvent.click(screen.getByRole('tab', { name: 'Interests' }));
    await screen.findByRole('combobox', { name: 'Services' });
    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));

    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Cambridge');
  });

  it.each(['password', 'security'])('keeps the %s tab out of reach while acting as another user', async (tab) => {
    renderRoutes(`/my-account?tab=${tab}`, accountRoutes, [
      appViewerMock(impersonating),
      securityTabMock(false),
      passwordTabMock(),
    ]);

    expect(await screen.findByText('Not available while acting as another user.')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set up authenticator app' })).toBeNull();
  });
});
