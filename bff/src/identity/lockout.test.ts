import { afterAll, describe, expect, it } from 'vitest';
import { lockoutStores } from '../testing/lockout.stores.js';
import { createLockout, LOCKOUT_WINDOW_MS, lockoutKey } from './lockout.js';

const MINUTE = 60_000;

const { stores, close } = lockoutStores();
afterAll(close);

describe.each(stores)('lockout with the %s', (_name, open) => {
  const setup = async () => {
    const store = await open();
    if (!store) return null;
    let now = 1_700_000_000_000;
    const lockout = createLockout(store, () => now);
    return { lockout, advance: (ms: number) => (now += ms) };
  };

  it('locks the email when it failed five times within the window', async (ctx) => {
    const t = await setup();
    if (!t) return ctx.skip();
    for (let i = 0; i < 4; i++) await t.lockout.recordFailure('Sponsor.Member@demo.test');
    expect(await t.lockout.isLocked('sponsor.member@demo.test')).toBe(false);
    await t.lockout.recordFailure('sponsor.member@demo.test ');
    expect(await t.lockout.isLocked('sponsor.member@demo.test')).toBe(true);
    expect(await t.lockout.isLocked('other@demo.test')).toBe(false);
  });

  it('unlocks the email when 60 minutes passed since the first counted failure', async (ctx) => {
    const t = await setup();
    if (!t) return ctx.skip();
    await t.lockout.recordFailure('a@demo.test');
    t.advance(30 * MINUTE);
    for (let i = 0; i < 4; i++) await t.lockout.recordFailure('a@demo.test');
    expect(await t.lockout.isLocked('a@demo.test')).toBe(true);
    t.advance(30 * MINUTE - 1);
    expect(await t.lockout.isLocked('a@demo.test')).toBe(true);
    t.advance(1);
    expect(await t.lockout.isLocked('a@demo.test')).toBe(false);
  });

  it('starts a new window when a failure comes after the old one expired', async (ctx) => {
    const t = await setup();
    if (!t) return ctx.skip();
    for (let i = 0; i < 4; i++) await t.lockout.recordFailure('b@demo.test');
    t.advance(LOCKOUT_WINDOW_MS);
    const count = await t.lockout.recordFailure('b@demo.test');
    expect(count.count).toBe(1);
    expect(await t.lockout.isLocked('b@demo.test')).toBe(false);
  });

  it('forgets the failures when the email is reset', async (ctx) => {
    const t = await setup();
    if (!t) return ctx.skip();
    for (let i = 0; i < 5; i++) await t.lockout.recordFailure('c@demo.test');
    await t.lockout.reset('c@demo.test');
    expect(await t.lockout.isLocked('c@demo.test')).toBe(false);
  });
});

describe('lockoutKey', () => {
  it('hides the email when building the key', () => {
    expect(lockoutKey('A@Demo.test')).toBe(lockoutKey('a@demo.test'));
    expect(lockoutKey('a@demo.test')).not.toContain('demo');
  });
});
