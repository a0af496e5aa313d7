import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForChecked } from '../../../test/checked';
import { appViewerMock } from '../../../test/mocks';
import { renderRoutes, urlOf } from '../../../test/renderRoutes';
import { followProviderSignIn } from '../providerSignIn';
import type * as ProviderSignIn from '../providerSignIn';
import { getRegistration, updateRegistration } from '../registrationStore';
import type { RegistrationState } from '../registrationStore';
import { createPasswordMock, createPasswordPageMock, suggestion, userError } from '../testing/registrationMocks';
import { registrationRoutes } from '../testing/registrationRoutes';

// The page leaves for the provider with a full-page navigation, which jsdom cannot do.
vi.mock('../providerSignIn', async (importOriginal) => ({
  ...(await importOriginal<typeof ProviderSignIn>()),
  followProviderSignIn: vi.fn(() => true),
}));
beforeEach(() => vi.mocked(followProviderSignIn).mockClear());

const email = 'avery@novacura.example';
const password = 'Register!Pass2026';
const newCompany = { name: 'Novacura Therapeutics', roleId: 'role-cro', website: null };
const signInPath = '/auth/social/google?intent=signin&returnTo=%2Fregister-success-partner';
const claimed = suggestion('8', 'Helixa Biotherapeutics', 'CLAIMED', 'Clinical Trial Sponsor', 'SPONSOR');

/** At the company step after Google vouched for the email on /register (no code in the state). */
function startVouched(
  mocks: MockLink.MockedResponse[],
  vouchedBy: RegistrationState['vouchedBy'] = { provider: 'GOOGLE' },
) {
  updateRegistration(() => ({
    email,
    userId: '42',
    vouchedBy,
    joinRequest: { ...getRegistration().joinRequest, email },
  }));
  return renderRoutes('/create-password', registrationRoutes, [appViewerMock(null), ...mocks]);
}

async function describeNewCompany() {
  fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: newCompany.name } });
  fireEvent.change(screen.getByLabelText('Business type'), { target: { value: newCompany.roleId } });
}

describe('CreatePasswordPage after a provider vouched for the email', () => {
  it('says so, asks for no code nor password, and sends the page through Google on "Finish with Google"', async () => {
    const created = createPasswordMock(
      { email, company: newCompany },
      {
        outcome: 'PROVIDER_SIGN_IN',
        companyRoleType: 'VENDOR',
        companyName: newCompany.name,
        providerSignInPath: signInPath,
      },
    );
    const { router } = startVouched([createPasswordPageMock(email), created]);

    expect(await screen.findByText(`Google has verified ${email} — no code needed.`)).toBeDefined();
    const disclosure = await screen.findByRole('button', { name: 'Set a password too (optional)' });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    await describeNewCompany();

    fireEvent.click(screen.getByRole('button', { name: 'Finish with Google' }));

    expect((await screen.findByRole('status')).textContent).toBe('Taking you to Google to sign in…');
    expect(followProviderSignIn).toHaveBeenCalledWith(signInPath);
    // The flow has ended: leaving the page for the provider asks nothing.
    expect(getRegistration()).toMatchObject({ canLeavePage: true, vouchedBy: null, email: null });
    expect(urlOf(router)).toBe('/create-password');
  });

  it('sends and checks a password set through the disclosure, then signs in as a normal registration', async () => {
    const created = createPasswordMock(
      { email, password, company: newCompany },
      { outcome: 'SIGNED_IN', companyRoleType: 'VENDOR', companyName: newCompany.name },
    );
    const { router } = startVouched([createPasswordPageMock(email), created]);
    await describeNewCompany();

    const disclosure = await screen.findByRole('button', { name: 'Set a password too (optional)' });
    fireEvent.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(disclosure.getAttribute('aria-controls') ?? '')).not.toBeNull();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'weakpass' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'weakpass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish with Google' }));
    expect(await screen.findByText('Choose a password that meets every rule.')).toBeDefined();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish with Google' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Trialbridge' })).toBeDefined();
    expect(urlOf(router)).toBe('/register-success-partner');
    expect(followProviderSignIn).not.toHaveBeenCalled();
  });

  it('sends no password once the disclosure is closed again', async () => {
    const created = createPasswordMock(
      { email, company: newCompany },
      {
        outcome: 'PROVIDER_SIGN_IN',
        companyRoleType: 'VENDOR',
        companyName: newCompany.name,
        providerSignInPath: signInPath,
      },
    );
    startVouched([createPasswordPageMock(email), created]);
    await describeNewCompany();
    const disclosure = await screen.findByRole('button', { name: 'Set a password too (optional)' });
    fireEvent.click(disclosure);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'half typed' } });
    fireEvent.click(disclosure);
    expect(screen.queryByLabelText('Password')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Finish with Google' }));

    await waitFor(() => expect(followProviderSignIn).toHaveBeenCalledWith(signInPath));
  });

  it("says the request awaits the admins' approval when joining a claimed company", async () => {
    const created = createPasswordMock(
      { email, company: { existingCompanyId: '8' } },
      { outcome: 'PENDING_APPROVAL', companyRoleType: 'SPONSOR', companyName: 'Helixa Biotherapeutics' },
    );
    startVouched([createPasswordPageMock(email, [claimed]), created]);
    const join = await screen.findByRole('radio', { name: 'Join Helixa Biotherapeutics' });
    fireEvent.click(join);
    await waitForChecked(join);

    fireEvent.click(screen.getByRole('button', { name: 'Finish with Google' }));

    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeDefined();
    expect(followProviderSignIn).not.toHaveBeenCalled();
  });

  it('shows a refusal exactly and stays, and never follows a path that leaves the site', async () => {
    const refused = createPasswordMock(
      { email, company: newCompany },
      { errors: [userError('The sign-in with Google expired. Please start again.', null, 'SOCIAL_STATE_INVALID')] },
    );
    const elsewhere = createPasswordMock(
      { email, company: newCompany },
      { outcome: 'PROVIDER_SIGN_IN', companyName: newCompany.name, providerSignInPath: '//evil.example/x' },
    );
    const { router } = startVouched([createPasswordPageMock(email), refused, elsewhere], { provider: null });
    expect(await screen.findByText(`Your sign-in provider has verified ${email} — no code needed.`)).toBeDefined();
    await describeNewCompany();

    fireEvent.click(screen.getByRole('button', { name: 'Finish with your sign-in provider' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The sign-in with Google expired. Please start again.');

    fireEvent.click(screen.getByRole('button', { name: 'Finish with your sign-in provider' }));
    expect(
      await screen.findByText('Your account is ready: sign in with your sign-in provider on the sign-in page.'),
    ).toBeDefined();
    expect(followProviderSignIn).not.toHaveBeenCalled();
    expect(urlOf(router)).toBe('/create-password');
  });
});
