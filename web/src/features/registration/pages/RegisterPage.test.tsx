import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appViewerMock } from '../../../test/mocks';
import { getRegistration } from '../registrationStore';
import { emailCheckMock, joinInput, requestToJoinMock, userError } from '../testing/registrationMocks';
import { registrationRoutes } from '../testing/registrationRoutes';
import { renderRoutes, urlOf } from '../../../test/renderRoutes';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillForm(email = joinInput.email) {
  type('Business email', email);
  type('First name', 'Avery');
  type('Last name', 'Quinn');
  type('How did you hear about us?', 'LINKEDIN');
}

describe('RegisterPage', () => {
  it('requests to join and opens the verification step when the form is complete', async () => {
    const join = requestToJoinMock(joinInput);
    const { router } = renderRoutes('/register', registrationRoutes, [appViewerMock(null), join]);
    expect(await screen.findByRole('heading', { name: 'Join Trialbridge' })).toBeDefined();

    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeDefined();
    expect(urlOf(router)).toBe('/verification');
    expect(screen.getByText('avery@novacura.example')).toBeDefined();
    expect(getRegistration()).toMatchObject({ email: 'avery@novacura.example', userId: '42', canLeavePage: false });
  });

  it('says the email is taken, with a sign-in link, when the blur check finds an account', async () => {
    const join = requestToJoinMock(joinInput);
    const { router } = renderRoutes('/register', registrationRoutes, [
      appViewerMock(null),
      emailCheckMock(joinInput.email, { available: false }),
      join,
    ]);
    await fillForm();

    fireEvent.blur(screen.getByLabelText('Business email'));

    const message = await screen.findByText('User with such email exists.');
    const field = message.closest('[data-part="root"]') as HTMLElement;
    expect(within(field).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByLabelText('Business email').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(join.called()).toBe(false);
    expect(urlOf(router)).toBe('/register');
  });

  it('asks for a business email when the blur check finds a free-mail domain', async () => {
    renderRoutes('/register', registrationRoutes, [
      appViewerMock(null),
      emailCheckMock('avery@gmail.com', { businessEmail: false }),
    ]);
    await screen.findByLabelText('Business email');
    type('Business email', 'avery@gmail.com');
    fireEvent.blur(screen.getByLabelText('Business email'));

    expect(await screen.findByText('Please use your business email address.')).toBeDefined();
  });

  it('shows the payload error exactly, in an alert, when the server refuses the request', async () => {
    const refused = requestToJoinMock(joinInput, [
      userError('User with such email exists.', 'email', 'USERNAME_EXISTS'),
    ]);
    const { router } = renderRoutes('/register', registrationRoutes, [appViewerMock(null), refused]);
    await screen.findByLabelText('Business email');
    await fillForm();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findByRole('alert')).textContent).toBe('User with such email exists.');
    expect(screen.getByLabelText('Business email').getAttribute('aria-invalid')).toBe('true');
    expect(urlOf(router)).toBe('/register');
  });

  it('names every missing field when Continue is pressed on an empty form', async () => {
    renderRoutes('/register', registrationRoutes, [appViewerMock(null)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Email cannot be empty')).toBeDefined();
    expect(screen.getByText('First name cannot be empty')).toBeDefined();
    expect(screen.getByText('Last name cannot be empty')).toBeDefined();
    expect(screen.getByText('Please tell us how you heard about us.')).toBeDefined();
  });

  it('requires "Please specify" and sends it when the referral source is Other', async () => {
    const input = {
      ...joinInput,
      referralSource: 'OTHER',
      referralOther: 'A podcast',
      jobTitle: 'Clinical Lead',
      phone: '+1 555 0100',
    };
    const join = requestToJoinMock(input);
    const { router } = renderRoutes('/register', registrationRoutes, [appViewerMock(null), join]);
    await screen.findByLabelText('Business email');
    await fillForm();
    type('Job title', ' Clinical Lead ');
    type('Phone', '+1 555 0100');
    expect(screen.queryByLabelText('Please specify')).toBeNull();
    type('How did you hear about us?', 'OTHER');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please specify how you heard about us.')).toBeDefined();

    type('Please specify', 'A podcast');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(urlOf(router)).toBe('/verification'));
  });

  it("counts a name against the api's limit near it and refuses one character more before sending", async () => {
    const join = requestToJoinMock(joinInput);
    renderRoutes('/register', registrationRoutes, [appViewerMock(null), join]);
    await fillForm();

    type('Last name', 'q'.repeat(85));
    expect(screen.getByText('85 / 100')).toBeDefined();
    type('Last name', 'q'.repeat(101));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getAllByText('Last name must be at most 100 characters.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(join.called()).toBe(false);
  });

  it('lists the referral sources of the spec when the select is opened', async () => {
    renderRoutes('/register', registrationRoutes, [appViewerMock(null)]);
    const select = await screen.findByLabelText('How did you hear about us?');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Select an option',
      'Digital ad/banner',
      'Email',
      'Friend/colleague',
      'LinkedIn',
      'SCOPE Summit',
      'Search engine',
      'Other conference/event',
      'Other social media',
      'Other',
    ]);
  });

  it('sends the event code when the visitor arrives through an event link', async () => {
    const join = requestToJoinMock({ ...joinInput, eventCode: 'SCOPE2026' });
    const { router } = renderRoutes('/register?event=SCOPE2026&company=novacura', registrationRoutes, [
      appViewerMock(null),
      join,
    ]);
    expect(await screen.findByText('You are joining through the event SCOPE2026.')).toBeDefined();
    await fillForm();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(urlOf(router)).toBe('/verification'));
    expect(getRegistration()).toMatchObject({ eventCode: 'SCOPE2026', redirectFromCompany: 'novacura' });
  });
});
