import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appViewerMock } from '../../../test/mocks';
import { completeRegistration } from '../registrationStore';
import { registrationRoutes } from '../testing/registrationRoutes';
import { renderRoutes } from '../../../test/renderRoutes';

function links(): Array<[string, string | null]> {
  return screen.getAllByRole('link').map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

describe('RegisterSuccessSponsorPage', () => {
  it('welcomes the sponsor with the sponsor next steps when the registration signed them in', async () => {
    completeRegistration({ outcome: 'SIGNED_IN', companyName: 'Novacura Therapeutics', companyRoleType: 'SPONSOR' });
    renderRoutes('/register-success-sponsor', registrationRoutes, [appViewerMock(null)]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Trialbridge' })).toBeDefined();
    expect(screen.getByText('Your account at Novacura Therapeutics is ready.')).toBeDefined();
    expect(links()).toEqual([
      ['Set your key areas of interest', '/my-account?tab=interests'],
      ['Go to your dashboard', '/dashboard'],
    ]);
  });

  it('shows the welcome without a company name when opened directly', async () => {
    renderRoutes('/register-success-sponsor', registrationRoutes, [appViewerMock(null)]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Trialbridge' })).toBeDefined();
    expect(screen.getByText('Your account is ready.')).toBeDefined();
  });
});

describe('RegisterSuccessPartnerPage', () => {
  it('welcomes the partner with the profile, dashboard and free-trial steps', async () => {
    completeRegistration({ outcome: 'SIGNED_IN', companyName: 'Northbridge Bioanalytics', companyRoleType: 'VENDOR' });
    renderRoutes('/register-success-partner', registrationRoutes, [appViewerMock(null)]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Trialbridge' })).toBeDefined();
    expect(links()).toEqual([
      ['Complete your profile', '/my-account?tab=profile'],
      ['Go to your dashboard', '/dashboard'],
      ['Start your 180-day free trial', '/subscriptions#offerings'],
    ]);
  });

  it('says the request was sent when the company admins must approve the new member', async () => {
    completeRegistration({
      outcome: 'PENDING_APPROVAL',
      companyName: 'Meridian Clinical Research',
      companyRoleType: 'VENDOR',
    });
    renderRoutes('/register-success-partner', registrationRoutes, [appViewerMock(null)]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toBeDefined();
    expect(
      screen.getByText(
        'Your request to join Meridian Clinical Research has been sent to its administrators. We will email you once they approve it.',
      ),
    ).toBeDefined();
    expect(links()).toEqual([['Back to home', '/']]);
  });
});
