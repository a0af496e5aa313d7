import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { buildAppConfig } from '../../test/factories';
import { appConfigMock, appViewerMock } from '../../test/mocks';
import { renderApp } from '../../test/renderApp';
import { MAINTENANCE_PASS_KEY } from './maintenancePass';
import { MaintenanceScreenUnlockDocument } from './MaintenanceScreen';

const HOME_HERO = 'Find the right clinical research partners, faster';
const maintenance = appConfigMock(buildAppConfig({ maintenanceMode: true }));

function unlockMock(password: string, unlocked: boolean, errors: string[] = []): MockLink.MockedResponse {
  return {
    request: { query: MaintenanceScreenUnlockDocument, variables: { password } },
    result: {
      data: {
        unlockMaintenance: {
          __typename: 'UnlockMaintenancePayload',
          unlocked,
          errors: errors.map((message) => ({
            __typename: 'UserError',
            code: 'INCORRECT_PASSWORD',
            field: 'password',
            message,
          })),
        },
      },
    },
  };
}

function submit(password: string) {
  fireEvent.change(screen.getByLabelText('Maintenance password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Enter' }));
}

describe('MaintenanceGate', () => {
  it('replaces the whole app with the maintenance screen when maintenance mode is on', async () => {
    renderApp('/', { mocks: [maintenance, appViewerMock(null)] });

    expect(await screen.findByRole('heading', { level: 1, name: "We'll be right back" })).toBeDefined();
    expect(screen.getByText(/Trialbridge is under maintenance/)).toBeDefined();
    expect(screen.getByLabelText('Maintenance password')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Enter' })).toBeDefined();
    expect(screen.queryByRole('region', { name: HOME_HERO })).toBeNull();
  });

  it('stores maintenancePass and shows the app when the password is right', async () => {
    renderApp('/', { mocks: [maintenance, appViewerMock(null), unlockMock('open sesame', true)] });
    await screen.findByRole('heading', { name: "We'll be right back" });

    submit('open sesame');

    expect(await screen.findByRole('region', { name: HOME_HERO })).toBeDefined();
    expect(window.localStorage.getItem(MAINTENANCE_PASS_KEY)).toBe('true');
  });

  it('shows the error in an alert and stores nothing when the password is wrong', async () => {
    renderApp('/', {
      mocks: [maintenance, appViewerMock(null), unlockMock('guess', false, ['The password is incorrect.'])],
    });
    await screen.findByRole('heading', { name: "We'll be right back" });

    submit('guess');

    expect((await screen.findByRole('alert')).textContent).toContain('The password is incorrect.');
    expect(window.localStorage.getItem(MAINTENANCE_PASS_KEY)).toBeNull();
    expect(screen.queryByRole('region', { name: HOME_HERO })).toBeNull();
  });

  it('asks for the password without calling the server when the field is empty', async () => {
    const unlock = vi.fn(() => unlockMock('', true).result as never);
    renderApp('/', {
      mocks: [
        maintenance,
        appViewerMock(null),
        { request: { query: MaintenanceScreenUnlockDocument, variables: { password: '' } }, result: unlock },
      ],
    });
    await screen.findByRole('heading', { name: "We'll be right back" });

    fireEvent.click(screen.getByRole('button', { name: 'Enter' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Password cannot be empty');
    expect(unlock).not.toHaveBeenCalled();
  });

  it('opens the app at once when this browser entered the password before', async () => {
    window.localStorage.setItem(MAINTENANCE_PASS_KEY, 'true');
    renderApp('/', { mocks: [maintenance, appViewerMock(null)] });

    expect(await screen.findByRole('region', { name: HOME_HERO })).toBeDefined();
    expect(screen.queryByRole('heading', { name: "We'll be right back" })).toBeNull();
  });

  it('shows the app and stores nothing when maintenance mode is off', async () => {
    renderApp('/', { mocks: [appConfigMock(buildAppConfig({ maintenanceMode: false })), appViewerMock(null)] });

    expect(await screen.findByRole('region', { name: HOME_HERO })).toBeDefined();
    expect(window.localStorage.length).toBe(0);
  });
});
