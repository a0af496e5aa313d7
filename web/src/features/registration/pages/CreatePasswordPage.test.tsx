import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { useViewer } from '../../../shared/session/useViewer';
import { waitForChecked } from '../../../test/checked';
import { buildCompany, buildUser, buildViewer } from '../../../test/factories';
import { appViewerMock, createSessionMock } from '../../../test/mocks';
import { renderRoutes, urlOf } from '../../../test/renderRoutes';
import { getRegistration, updateRegistration } from '../registrationStore';
import { createPasswordMock, createPasswordPageMock, suggestion, userError } from '../testing/registrationMocks';
import { registrationRoutes } from '../testing/registrationRoutes';
import { CreatePasswordPageQueryDocument } from './CreatePasswordPage';
import { RegisterSuccessSponsorPage } from './RegisterSuccessSponsorPage';

const email = 'avery@novacura.example';
const code = '123456';
const password = 'Register!Pass2026';
const unclaimed = suggestion('7', 'Northbridge Bioanalytics', 'APPROVED', 'CRO');
const claimed = suggestion('8', 'Helixa Biotherapeutics', 'CLAIMED', 'Clinical Trial Sponsor', 'SPONSOR');

/** Shows who the session says is signed in. */
function SessionProbe() {
  return <p data-testid="signed-in-as">{useViewer()?.email ?? 'nobody'}</p>;
}

function startAtCreatePassword(
  mocks: MockLink.MockedResponse[],
  session: MockLink.MockedResponse = appViewerMock(null),
) {
  updateRegistration(() => ({ email, verificationCode: code }));
  return renderRoutes('/create-password', registrationRoutes, [session, ...mocks]);
}

function fillPasswords(first = password, second = first) {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: first } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: second } });
}

async function choose(name: string | RegExp) {
  const radio = await screen.findByRole('radio', { name });
  fireEvent.click(radio);
  await waitForChecked(radio);
}

function rule(label: string): HTMLElement {
  return screen.getByText(label).closest('li') as HTMLElement;
}

describe('CreatePasswordPage', () => {
  it('sends the visitor to /register when the email was not verified', async () => {
    updateRegistration(() => ({ email }));
    const { router } = renderRoutes('/create-password', registrationRoutes, [appViewerMock(null)]);

    expect(await screen.findByRole('heading', { name: 'Join Trialbridge' })).toBeDefined();
    expect(urlOf(router)).toBe('/register');
  });

  it('creates a new sponsor company, signs in and welcomes the sponsor when nothing is listed', async () => {
    const session = createSessionMock(null);
    const viewer = buildViewer({
      user: buildUser({
        company: buildCompany({
          role: { __typename: 'CompanyRole', id: 'role-sponsor', name: 'Clinical Trial Sponsor', type: 'SPONSOR' },
        }),
      }),
    });
    const input = {
      email,
      code,
      password,
      company: { name: 'Novacura Therapeutics', roleId: 'role-sponsor', website: 'https://novacura.example/' },
    };
    const created = createPasswordMock(input, () => {
      session.set(viewer);
      return { outcome: 'SIGNED_IN', companyRoleType: 'SPONSOR', companyName: 'Novacura Therapeutics' };
    });
    updateRegistration(() => ({ email, verificationCode: code }));
    const routes = registrationRoutes.map((route) =>
      route.path === '/register-success-sponsor'
        ? {
            ...route,
            element: (
              <>
                <RegisterSuccessSponsorPage />
                <SessionProbe />
              </>
            ),
          }
        : route,
    );
    const { router } = renderRoutes('/create-password', routes, [session.mock, createPasswordPageMock(email), created]);

    // No company on the domain: a new one is the only choice, already selected.
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'My company is not listed' }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: ' Novacura Therapeutics ' } });
    fireEvent.change(screen.getByLabelText('Business type'), { target: { value: 'role-sponsor' } });
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'novacura.example' } });
    fillPasswords();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Trialbridge' })).toBeDefined();
    expect(urlOf(router)).toBe('/register-success-sponsor');
    expect(screen.getByRole('link', { name: 'Set your key areas of interest' }).getAttribute('href')).toBe(
      '/my-account?tab=interests',
    );
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(getRegistration()).toMatchObject({ email: null, verificationCode: null, canLeavePage: true });
    // The session was reloaded before the success page opened.
    expect(screen.getByTestId('signed-in-as').textContent).toBe('ada@northwind.test');
  });

  it('asks to confirm the claim, then claims the company and welcomes the partner', async () => {
    const input = { email, code, password, company: { existingCompanyId: '7' } };
    const created = createPasswordMock(input, {
      outcome: 'SIGNED_IN',
      companyRoleType: 'VENDOR',
      companyName: 'Northbridge Bioanalytics',
    });
    const { router } = startAtCreatePassword([createPasswordPageMock(email, [unclaimed, claimed]), created]);

    await choose('Claim Northbridge Bioanalytics');
    expect(
      screen.getByRole('radio', { name: 'Claim Northbridge Bioanalytics' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(screen.getByText(/^CRO\. Not yet claimed on Trialbridge/)).toBeDefined();
    fillPasswords();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Please confirm you are authorised to represent Northbridge Bioanalytics.'),
    ).toBeDefined();

    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'I confirm I am authorised to represent Northbridge Bioanalytics on Trialbridge',
      }),
    );
    await waitFor(() => expect(getRegistration().company.claimConfirmed).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Trialbridge' })).toBeDefined();
    expect(urlOf(router)).toBe('/register-success-partner');
    expect(screen.getByRole('link', { name: 'Start your 180-day free trial' })).toBeDefined();
  });

  it("says the request awaits the admins' approval when joining a claimed company", async () => {
    const input = { email, code, password, company: { existingCompanyId: '8' } };
    const created = createPasswordMock(input, {
      outcome: 'PENDING_APPROVAL',
      companyRoleType: 'SPONSOR',
      companyName: 'Helixa Biotherapeutics',
    });
    const { router } = startAtCreatePassword([createPasswordPageMock(email, [unclaimed, claimed]), created]);

    await choose('Join Helixa Biotherapeutics');
    expect(screen.getByText(/Its administrators must approve you/)).toBeDefined();
    expect(screen.queryByRole('checkbox')).toBeNull();
    fillPasswords();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeDefined();
    expect(urlOf(router)).toBe('/register-success-sponsor');
    expect(screen.getByRole('status').textContent).toBe(
      'Your request to join Helixa Biotherapeutics has been sent to its administrators. We will email you once they approve it.',
    );
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('ticks each password rule while the password is typed', async () => {
    startAtCreatePassword([createPasswordPageMock(email)]);
    const field = await screen.findByLabelText('Password');
    expect(screen.getByRole('list', { name: 'Password rules' }).getAttribute('aria-live')).toBe('polite');

    fireEvent.change(field, { target: { value: 'short' } });
    expect(rule('At least 8 characters').hasAttribute('data-met')).toBe(false);
    expect(rule('An uppercase letter').textContent).toContain('(not met yet)');

    fireEvent.change(field, { target: { value: 'Longer1!' } });
    for (const label of ['At least 8 characters', 'An uppercase letter', 'A digit', 'A symbol']) {
      expect(rule(label).hasAttribute('data-met')).toBe(true);
      expect(rule(label).textContent).toContain('(met)');
    }
  });

  it('refuses a weak password and a different confirmation before calling the server', async () => {
    startAtCreatePassword([createPasswordPageMock(email)]);
    await screen.findByLabelText('Password');
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Novacura' } });
    fireEvent.change(screen.getByLabelText('Business type'), { target: { value: 'role-cro' } });

    fillPasswords('weakpass', 'weakpass');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Choose a password that meets every rule.')).toBeDefined();

    fillPasswords(password, `${password}x`);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match.')).toBeDefined();
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
  });

  it('names the missing company details when a new company is incomplete', async () => {
    startAtCreatePassword([createPasswordPageMock(email)]);
    await screen.findByLabelText('Company name');
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'not a website' } });
    fillPasswords();

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Company name cannot be empty')).toBeDefined();
    expect(screen.getByText('Please choose a business type.')).toBeDefined();
    expect(screen.getByText('Enter a valid website address, e.g. https://example.com.')).toBeDefined();
  });

  it('groups the business types by role type when listing them', async () => {
    startAtCreatePassword([createPasswordPageMock(email)]);
    const select = await screen.findByLabelText('Business type');
    const groups = [...select.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => option.textContent),
    ]);
    expect(groups).toEqual([
      ['Sponsor', ['Clinical Trial Sponsor']],
      ['Vendor', ['CRO', 'Technology/Service Provider']],
      ['Site', ['Clinical Trial Site/Site Network']],
    ]);
  });

  it('preselects the company the visitor came from when it is on the email domain', async () => {
    updateRegistration(() => ({ redirectFromCompany: 'helixa-biotherapeutics' }));
    startAtCreatePassword([createPasswordPageMock(email, [unclaimed, claimed])]);

    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Join Helixa Biotherapeutics' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
  });

  it('asks for a choice when the domain has companies and none was picked', async () => {
    startAtCreatePassword([createPasswordPageMock(email, [unclaimed])]);
    await screen.findByRole('radio', { name: 'Claim Northbridge Bioanalytics' });
    fillPasswords();

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Please choose your company.')).toBeDefined();
  });

  it('shows the payload error exactly and offers a new code when the code has expired', async () => {
    const input = { email, code, password, company: { existingCompanyId: '8' } };
    const refused = createPasswordMock(input, {
      errors: [userError('Invalid code provided, please request a code again.', 'code', 'EXPIRED_CODE')],
    });
    const { router } = startAtCreatePassword([createPasswordPageMock(email, [claimed]), refused]);
    await choose('Join Helixa Biotherapeutics');
    fillPasswords();

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code provided, please request a code again.');
    expect(screen.getByRole('link', { name: 'Get a new verification code' }).getAttribute('href')).toBe(
      '/verification',
    );
    expect(urlOf(router)).toBe('/create-password');
  });

  it('offers a retry when the company choices cannot be loaded', async () => {
    const failing = {
      request: { query: CreatePasswordPageQueryDocument, variables: { email } },
      error: new Error('socket hang up'),
    };
    startAtCreatePassword([failing, createPasswordPageMock(email, [claimed])]);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Something went wrong.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('radio', { name: 'Join Helixa Biotherapeutics' })).toBeDefined();
    expect(within(document.body).queryByRole('alert')).toBeNull();
  });
});
