import { afterAll, beforeAll, beforeEach } from 'vitest';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { buildDetails, buildOption } from './subscription.testing.js';

export const VENDOR_MID = 'innovator_cro_technology_service_provider_mid';
export const OPTIONS = [buildOption(VENDOR_MID, 'MONTH', 30_000), buildOption(VENDOR_MID, 'YEAR', 320_000)];

/**
 * The bff over the fake api, signed in as a trialing vendor's company admin, with the details,
 * options and discounts every subscription, billing and team test starts from (scripted afresh
 * before each test). Read `h` and `admin` inside tests: they exist once beforeAll has run.
 */
export function useVendorAdmin() {
  const state = {} as { h: Harness; admin: CookieJar };
  beforeAll(async () => {
    state.h = await startHarness({
      users: [buildUser({ id: 1, email: 'vendor.admin@demo.test', role: 'COMPANY_ADMIN' })],
    });
    state.admin = new CookieJar();
    await state.h.signIn('vendor.admin@demo.test', { jar: state.admin });
  });
  afterAll(() => state.h.close());
  beforeEach(() => {
    const { routes } = state.h.api;
    routes.clear();
    routes.on('get', '/subscriptions/users/current/details', () => [200, buildDetails()]);
    routes.on('get', '/subscriptions/options', () => [200, OPTIONS], { public: true });
    routes.on('get', '/subscriptions/coupons', () => [
      200,
      [
        {
          id: 'inaugural_year_discount',
          code: 'inaugural_year_discount',
          name: 'Inaugural year',
          percentOff: 20,
          duration: 'FIRST_YEAR',
          couponId: 'inaugural_year_discount',
          selected: true,
        },
      ],
    ]);
  });
  const calls = (method: string, path: string) =>
    state.h.api.server.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
  return {
    get h() {
      return state.h;
    },
    get admin() {
      return state.admin;
    },
    calls,
    lastCall: (method: string, path: string) => calls(method, path).at(-1),
  };
}
