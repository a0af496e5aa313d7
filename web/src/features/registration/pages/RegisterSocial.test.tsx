import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appViewerMock } from '../../../test/mocks';
import { renderRoutes, urlOf } from '../../../test/renderRoutes';
import { dismissSocialSignInMock, failedOutcome, socialSignInMock } from '../../auth/testing/socialSignInMocks';
import { getRegistration } from '../registrationStore';
import { createPasswordPageMock, emailCheckMock, joinInput, requestToJoinMock } from '../testing/registrationMocks';
import { registrationRoutes } from '../testing/registrationRoutes';

const googleRegistration = {
  provider: 'GOOGLE' as const,
  status: 'REGISTRATION' as const,
  email: joinInput.email,
  firstName: 'Avery',
  lastName: 'Quinn',
};

describe('RegisterPage with social sign-in', () => {
  it('offers the providers at the top of the first step without asking for an outcome', async () => {
    const social = socialSignInMock(null);
    renderRoutes('/register', registrationRoutes, [appViewerMock(null), social.mock]);

    const microsoft = await screen.findByRole('link', { name: 'Continue with Microsoft' });
    expect(microsoft.getAttribute('href')).toBe('/auth/social/microsoft?intent=signin');
    const group = screen.getByRole('group', { name: 'Sign in with another account' });
    // Above the form: the group comes before the email field in the document.
    expect(group.compareDocumentPosition(screen.getByLabelText('Business email'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(social.asked()).toBe(false);
  });

  it("fills the form from the provider's identity, the email read-only, and registers with it", async () => {
    const social = socialSignInMock(googleRegistration);
    const join = requestToJoinMock(joinInput);
    const { router } = renderRoutes('/register?social=1', registrationRoutes, [
      appViewerMock(null),
      social.mock,
      emailCheckMock(joinInput.email),
      join,
    ]);

    expect(
      await screen.findByText(
        'No Trialbridge account uses avery@novacura.example yet. Register below: Google is linked to your account when you finish.',
      ),
    ).toBeDefined();
    const email = await screen.findByLabelText<HTMLInputElement>('Business email');
    await waitFor(() => expect(email.value).toBe(joinInput.email));
    expect(email.readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Avery');
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Quinn');
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();

    fireEvent.change(screen.getByLabelText('How did you hear about us?'), { target: { value: 'LINKEDIN' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(urlOf(router)).toBe('/verification'));
    expect(join.called()).toBe(true);
  });

  it('goes straight to the company step when Google vouched for the email, remembering the provider', async () => {
    const social = socialSignInMock(googleRegistration);
    const join = requestToJoinMock(joinInput, [], { verificationRequired: false });
    const { router } = renderRoutes('/register?social=1', registrationRoutes, [
      appViewerMock(null),
      social.mock,
      emailCheckMock(joinInput.email),
      join,
      createPasswordPageMock(joinInput.email),
    ]);
    expect(
      await screen.findByText('Tell us who you are: Google has verified your email, no code needed.'),
    ).toBeDefined();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Business email').value).toBe(joinInput.email));
    fireEvent.change(screen.getByLabelText('How did you hear about us?'), { target: { value: 'LINKEDIN' } });

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(`Google has verified ${joinInput.email} — no code needed.`)).toBeDefined();
    expect(urlOf(router)).toBe('/create-password');
    expect(getRegistration()).toMatchObject({
      email: joinInput.email,
      vouchedBy: { provider: 'GOOGLE' },
      verificationCode: null,
    });
    expect(await screen.findByRole('button', { name: 'Finish with Google' })).toBeDefined();
  });

  it('forgets the social sign-in and frees the email field on "Use another email"', async () => {
    const social = socialSignInMock(googleRegistration);
    const dismiss = dismissSocialSignInMock();
    const { router } = renderRoutes('/register?social=1', registrationRoutes, [
      appViewerMock(null),
      social.mock,
      emailCheckMock(joinInput.email),
      dismiss.mock,
    ]);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Business email').value).toBe(joinInput.email));

    fireEvent.click(screen.getByRole('button', { name: 'Use another email' }));

    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Business email').readOnly).toBe(false));
    expect(dismiss.called()).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Business email').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Avery');
    expect(screen.queryByText(/No Trialbridge account uses/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeDefined();
    expect(urlOf(router)).toBe('/register');
    expect(getRegistration().joinRequest.email).toBe('');
  });

  it("shows why a social sign-up failed, in the bff's words, with the form still there", async () => {
    const social = socialSignInMock({ ...failedOutcome, provider: 'LINKEDIN' });
    renderRoutes('/register?social=1', registrationRoutes, [appViewerMock(null), social.mock]);

    expect((await screen.findByRole('alert')).textContent).toBe(failedOutcome.message);
    expect(screen.getByLabelText<HTMLInputElement>('Business email').readOnly).toBe(false);
  });
});
