import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderRoutes } from '../../../test/renderRoutes';
import { failedOutcome, socialSignInMock } from '../../auth/testing/socialSignInMocks';
import { accountRoutes, securityTabMock, userError } from '../testing/accountMocks';
import { PASSWORD_ONLY, signInMethod, signInMethodsMock, unlinkMock } from '../testing/signInMethodsMocks';

const google = signInMethod('GOOGLE', {
  email: 'ada.lovelace@gmail.com',
  linkedAt: '2026-11-02T15:04:00Z',
  canUnlink: true,
});
const microsoft = signInMethod('MICROSOFT', {
  email: 'ada@northwind.test',
  linkedAt: '2026-10-18T09:00:00Z',
  canUnlink: true,
});

function openSecurity(mocks: MockLink.MockedResponse[], entry = '/my-account?tab=security') {
  return renderRoutes(entry, accountRoutes, [appViewerMock(buildViewer()), securityTabMock(false), ...mocks]);
}

async function methodList() {
  await screen.findByRole('heading', { name: 'Sign-in methods' });
  return screen.findByRole('list', { name: 'Your sign-in methods' });
}

describe('SignInMethodsCard', () => {
  it('lists the password and each linked provider, and links to the others', async () => {
    openSecurity([signInMethodsMock([signInMethod('PASSWORD'), google]).mock]);

    const items = within(await methodList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Password',
      'Googleada.lovelace@gmail.comLinked Nov 2, 2026Unlink',
    ]);
    expect(items[0]?.querySelector('button')).toBeNull();
    const links = within(screen.getByRole('group', { name: 'Link another account' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Link Microsoft', '/auth/social/microsoft?intent=link&returnTo=%2Fmy-account%3Ftab%3Dsecurity'],
      ['Link LinkedIn', '/auth/social/linkedin?intent=link&returnTo=%2Fmy-account%3Ftab%3Dsecurity'],
    ]);
  });

  it('unlinks after confirming, the list following the answer without a reload', async () => {
    openSecurity([
      signInMethodsMock([signInMethod('PASSWORD', { canUnlink: false }), google, microsoft]).mock,
      unlinkMock('GOOGLE', [signInMethod('PASSWORD'), microsoft]),
    ]);
    await methodList();

    fireEvent.click(screen.getByRole('button', { name: 'Unlink Google' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlink Google?' });
    expect(within(dialog).getByText('You will no longer be able to sign in with it.')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));

    await waitFor(() => expect(screen.queryByText('ada.lovelace@gmail.com')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Google is unlinked.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Link Google' })).toBeDefined();
    expect(screen.getByText('ada@northwind.test')).toBeDefined();
  });

  it('keeps the last way in: Unlink disabled, saying why', async () => {
    openSecurity([signInMethodsMock([{ ...google, canUnlink: false }]).mock]);
    await methodList();

    const button = screen.getByRole('button', { name: 'Unlink Google' });
    expect(button.hasAttribute('disabled')).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('This is your only way to sign in.');
  });

  it('shows a refusal from the api and keeps the list it answered', async () => {
    openSecurity([
      signInMethodsMock([signInMethod('PASSWORD'), google]).mock,
      unlinkMock(
        'GOOGLE',
        [signInMethod('PASSWORD'), google],
        [userError('You cannot remove your last way to sign in.', null, 'SIGN_IN_METHOD_LAST')],
      ),
    ]);
    await methodList();

    fireEvent.click(screen.getByRole('button', { name: 'Unlink Google' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unlink' }));

    expect((await screen.findByRole('alert')).textContent).toBe('You cannot remove your last way to sign in.');
    expect(screen.getByText('ada.lovelace@gmail.com')).toBeDefined();
  });

  it('says why linking a provider failed when the bff comes back with social=1', async () => {
    const social = socialSignInMock({ ...failedOutcome, provider: 'MICROSOFT' });
    openSecurity([signInMethodsMock(PASSWORD_ONLY).mock, social.mock], '/my-account?tab=security&social=1');

    expect((await screen.findByRole('alert')).textContent).toBe(failedOutcome.message);
    expect(await screen.findByRole('link', { name: 'Link Microsoft' })).toBeDefined();
  });

  it('is not there while an admin acts as someone else', async () => {
    const methods = signInMethodsMock([signInMethod('PASSWORD'), google]);
    const impersonating = buildViewer({ isImpersonated: true, permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT'] });
    renderRoutes('/my-account?tab=security', accountRoutes, [
      appViewerMock(impersonating),
      securityTabMock(false),
      methods.mock,
    ]);

    expect(await screen.findByText('Not available while acting as another user.')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Sign-in methods' })).toBeNull();
    expect(methods.asked()).toBe(false);
  });
});
