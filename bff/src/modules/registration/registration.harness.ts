import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildUser } from '../../testing/fake.api.js';
import { PASSWORD, startHarness, type Harness } from '../../testing/bff.harness.js';

export const NEW_PASSWORD = 'Brand!New2026';

export interface Errors {
  errors: { code: string; field: string | null; message: string }[];
}

/**
 * The bff over the fake api and identity, with a member, a founder whose company is not chosen yet
 * and an account that must set up MFA; registration's fake state is reset before each test. Read
 * `h` inside tests: it exists once beforeAll has run.
 */
export function useRegistrationHarness() {
  const state = {} as { h: Harness };
  beforeAll(async () => {
    state.h = await startHarness({
      users: [
        buildUser({ id: 1, email: 'sponsor.member@demo.test' }),
        buildUser({ id: 77, email: 'founder@novacura.example', company: null, companyId: null }),
      ],
      accounts: [
        { email: 'sponsor.member@demo.test', password: PASSWORD },
        { email: 'founder@novacura.example', password: NEW_PASSWORD },
        { email: 'mfa@novacura.example', password: NEW_PASSWORD, challenge: 'MFA_SETUP' },
      ],
    });
  });
  afterAll(() => state.h.close());
  beforeEach(() => {
    state.h.jar.cookies.clear();
    state.h.api.registration.failNext = null;
    state.h.api.registration.result = {
      outcome: 'ACTIVE',
      company: {
        id: 30,
        name: 'Novacura Therapeutics',
        role: { id: 1, name: 'Clinical Trial Sponsor', type: 'Sponsor' },
      },
    };
  });
  return {
    get h() {
      return state.h;
    },
    lastCall: (path: string) => state.h.api.server.requests.filter((r) => r.url.startsWith(path)).at(-1),
  };
}
