import { afterAll, describe, expect, it } from 'vitest';
import { lockoutStores } from '../testing/lockout.stores.js';
import { LOCKOUT_WINDOW_MS, type LockoutStore } from './lockout.js';
import { ACCOUNT_MAX_FAILURES, ACCOUNT_WINDOW_MS, clientGroup, createSignInLockout } from './lockout.signin.js';

const OWNER = 'sponsor.member@demo.test';
const A = '203.0.113.7';
const B = '198.51.100.20';
/** The n-th of many attacker addresses, none of them A or B. */
const elsewhere = (n: number) => `192.0.2.${n}`;

const { stores, close } = lockoutStores();
afterAll(close);

describe.each(stores)('createSignInLockout with the %s', (_name, open) => {
  const setup = async () => {
    const store = await open();
    if (!store) return null;
    let now = 1_700_000_000_000;
    const lockout = createSignInLockout(store, () => now);
    const fail = async (times: number, email: string, address: string) => {
      for (let i = 0; i < times; i++) await lockout.recordFailure(email, address);
    };
    return { lockout, fail, advance: (ms: number) => (now += ms) };
  };

  it('locks only the pair when one address failed five times for one email', async (ctx) => {
    const t = await setup();
    if (!t) return ctx.skip();
    await t.fail(4, OWNER, A);
    expect(await t.lockout.isLocked(OWNER, A)).toBe(false);
    await t.fail(1, ' Sponsor.Member@Demo.test ', A);
    expect(await t.lockout.isLocked(OWNER, A)).toBe(true);
    expect(await t.lockout.isLocked(OWNER, B)).toBe(false);
    expect(await t.lockout.isLocked('other@demo.test', A)).toBe(false);
  });

  it('unlocks the pair 60 minutes after its first counted failure', async (ctx) => {
    const t = await setup();
    if (!t) return ctx.skip();
    await t.fail(1, OWNER, A);
    t.advance(LOCKOUT_WINDOW_MS / 2);
    await t.fail(4, OWNER, A);
    t.advance(LOCKOUT_WINDOW_MS / 2 - 1);
    expect(await t.lockout.isLocked(OWNER, A)).toBe(true);
    t.advance(1);
    expect(await t.lockout.isLocked(OWNER, A)).toBe(false);
  });

  it('locks the account from every address when all addresses together reach the ceiling', async (ctx) => {
    const t = await setup();
    if (!t) return ctx.skip();
    // Four from each address, so that no pair is ever locked: only the account ceiling can lock.
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) await t.fail(1, OWNER, elsewhere(Math.floor(i / 4) + 1));
    expect(await t.lockout.isLocked(OWNER, B)).toBe(false);
    await t.fail(1, OWNER, elsewhere(100));
    expect(await t.lockout.isLocked(OWNER, B)).toBe(true);
    expect(await t.lockout.isLocked(OWNER, A)).toBe(true);
    expect(await t.lockout.isLocked('other@demo.test', B)).toBe(false);
    t.advance(ACCOUNT_WINDOW_MS);
    expect(await t.lockout.isLocked(OWNER, B)).toBe(false);
  });

  it("forgets the pair's failures but keeps the account's when the owner signs in", async (ctx) => {
    const t = await setup();
    if (!t) return ctx.skip();
    for (let n = 1; n <= 9; n++) await t.fail(5, OWNER, elsewhere(n));
    await t.fail(4, OWNER, A);
    await t.lockout.signedIn(OWNER, A);
    expect(await t.lockout.isLocked(OWNER, A)).toBe(false);
    // 49 failures so far: one more reaches the ceiling although A's own count starts again at 1.
    await t.fail(1, OWNER, A);
    expect(await t.lockout.isLocked(OWNER, B)).toBe(true);
  });

  it('lifts both the account and the pair when the password is reset', async (ctx) => {
    const t = await setup();
    if (!t) return ctx.skip();
    for (let n = 1; n <= 10; n++) await t.fail(5, OWNER, elsewhere(n));
    await t.fail(5, OWNER, A);
    expect(await t.lockout.isLocked(OWNER, A)).toBe(true);
    await t.lockout.passwordReset(OWNER, A);
    expect(await t.lockout.isLocked(OWNER, A)).toBe(false);
    expect(await t.lockout.isLocked(OWNER, B)).toBe(false);
  });

  it('counts every address of one IPv6 /64 as one client', async (ctx) => {
    const t = await setup();
    if (!t) return ctx.skip();
    await t.fail(3, OWNER, '2001:db8:1:2::a');
    await t.fail(2, OWNER, '2001:db8:1:2:ffff::1');
    expect(await t.lockout.isLocked(OWNER, '2001:0db8:0001:0002:1:2:3:4')).toBe(true);
    expect(await t.lockout.isLocked(OWNER, '2001:db8:1:3::a')).toBe(false);
  });
});

describe('createSignInLockout keys', () => {
  it('never hold the email or the address in clear', async () => {
    const keys: string[] = [];
    const recording: LockoutStore = {
      get: async (key) => (keys.push(key), null),
      increment: async (key, now) => (keys.push(key), { count: 1, firstAt: now }),
      reset: async (key) => void keys.push(key),
    };
    const lockout = createSignInLockout(recording, () => 0);
    await lockout.isLocked(OWNER, A);
    await lockout.recordFailure(OWNER, A);
    await lockout.signedIn(OWNER, A);
    await lockout.passwordReset(OWNER, A);
    expect(new Set(keys).size).toBe(2);
    for (const key of keys) {
      expect(key).toMatch(/^signin:(pair|account):[\w-]{43}$/);
      expect(key).not.toContain('sponsor');
      expect(key).not.toContain('203');
    }
  });
});

describe('clientGroup', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0003:0004:0005:0006', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b:1:2::192.0.2.1', '64:ff9b:1:2::/64'],
  ])('groups %s as %s', (address, group) => {
    expect(clientGroup(address)).toBe(group);
  });
});
