import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLockout, createMemoryLockoutStore } from '../../identity/lockout.js';
import { buildUser } from '../../testing/fake.api.js';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { createMaintenanceLockout, MAINTENANCE_MAX_FAILURES, MAINTENANCE_WINDOW_MS } from './app.maintenance.js';

const CONFIG = '{ appConfig { brandName maintenanceMode supportEmail analytics } }';
const UNLOCK =
  'mutation($password: String!) { unlockMaintenance(password: $password) { unlocked errors { code field message } } }';

describe('appConfig', () => {
  it('answers the defaults when nothing is configured', async () => {
    const h = await startHarness({ users: [] });
    try {
      expect((await h.gql(CONFIG)).data).toEqual({
        appConfig: {
          brandName: 'Trialbridge',
          maintenanceMode: false,
          supportEmail: 'support@trialbridge.example',
          analytics: 'CONSOLE',
        },
      });
      expect((await h.gql(UNLOCK, { password: 'anything' })).data).toEqual({
        unlockMaintenance: { unlocked: true, errors: [] },
      });
    } finally {
      await h.close();
    }
  });
});

describe('maintenance mode', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      users: [buildUser({ id: 1, email: 'member@demo.test' })],
      env: {
        BRAND_NAME: 'Acme Trials',
        MAINTENANCE_PASSWORD: 'Open-Sesame',
        SUPPORT_EMAIL: 'help@acme.example',
        ANALYTICS: 'none',
      },
    });
  });
  afterAll(() => h.close());

  /** An unlock attempt from a given client address. */
  const unlock = async (password: string, remoteAddress = '127.0.0.1') => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: { query: UNLOCK, variables: { password } },
    });
    return response.json<{
      data: {
        unlockMaintenance: { unlocked: boolean; errors: { code: string; field: string | null; message: string }[] };
      };
    }>().data.unlockMaintenance;
  };

  it('tells the client its settings, maintenance on, to anyone', async () => {
    expect((await h.gql(CONFIG)).data).toEqual({
      appConfig: {
        brandName: 'Acme Trials',
        maintenanceMode: true,
        supportEmail: 'help@acme.example',
        analytics: 'NONE',
      },
    });
  });

  it('unlocks with the right password and answers The password is incorrect. otherwise', async () => {
    expect(await unlock('Open-Sesame', '10.0.0.1')).toEqual({ unlocked: true, errors: [] });
    expect(await unlock('open-sesame', '10.0.0.1')).toEqual({
      unlocked: false,
      errors: [{ code: 'INCORRECT_MAINTENANCE_PASSWORD', field: 'password', message: 'The password is incorrect.' }],
    });
  });

  it('refuses every attempt from an address after 10 wrong ones, for 15 minutes, other addresses unaffected', async () => {
    for (let i = 0; i < MAINTENANCE_MAX_FAILURES; i++) expect((await unlock('guess', '10.0.0.2')).unlocked).toBe(false);
    const locked = await unlock('Open-Sesame', '10.0.0.2');
    expect(locked).toEqual({
      unlocked: false,
      errors: [
        {
          code: 'ATTEMPT_LIMIT_EXCEEDED',
          field: null,
          message: 'Attempt limit exceeded, please try again after 60 minutes.',
        },
      ],
    });
    expect((await unlock('Open-Sesame', '10.0.0.3')).unlocked).toBe(true);
    h.clock.advance(MAINTENANCE_WINDOW_MS);
    expect((await unlock('Open-Sesame', '10.0.0.2')).unlocked).toBe(true);
  });
});

describe('createMaintenanceLockout', () => {
  it('counts in its own key space when sign-in shares the store', async () => {
    const store = createMemoryLockoutStore();
    const signIn = createLockout(store, () => 0);
    const maintenance = createMaintenanceLockout(store, () => 0);
    for (let i = 0; i < MAINTENANCE_MAX_FAILURES; i++) await signIn.recordFailure('10.0.0.9');
    expect(await signIn.isLocked('10.0.0.9')).toBe(true);
    expect(await maintenance.isLocked('10.0.0.9')).toBe(false);
  });
});
