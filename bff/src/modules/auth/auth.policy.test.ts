import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_RULES } from '../../testing/fake.api.fixtures.js';
import { createPasswordPolicy, PASSWORD_POLICY_TTL_MS, policyMessage } from './auth.policy.js';

const clock = () => {
  let time = 0;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
};

describe('createPasswordPolicy', () => {
  it('fetches once and answers from the cache when asked again within five minutes', async () => {
    const fetchRules = vi.fn(async () => PASSWORD_RULES);
    const time = clock();
    const policy = createPasswordPolicy(fetchRules, time.now);
    await Promise.all([policy.rules(), policy.unmet('x'), policy.rules()]);
    time.advance(PASSWORD_POLICY_TTL_MS - 1);
    expect((await policy.unmet('DemoPass!2026')).map((r) => r.id)).toEqual([]);
    expect(fetchRules).toHaveBeenCalledTimes(1);
    time.advance(1);
    await policy.rules();
    expect(fetchRules).toHaveBeenCalledTimes(2);
  });

  it('names the rules a password breaks, in display order', async () => {
    const policy = createPasswordPolicy(
      async () => PASSWORD_RULES,
      () => 0,
    );
    expect((await policy.unmet('password')).map((r) => r.id)).toEqual(['UPPERCASE', 'DIGIT', 'SYMBOL']);
    expect(policyMessage(await policy.unmet('password'))).toBe(
      'The password must have an upper case letter, a number, a symbol.',
    );
  });

  it('keeps the last rules when a refresh fails, and fails when it never had any', async () => {
    const time = clock();
    const fetchRules = vi.fn(async () => PASSWORD_RULES);
    const policy = createPasswordPolicy(fetchRules, time.now);
    await policy.rules();
    fetchRules.mockRejectedValue(new Error('api down'));
    time.advance(PASSWORD_POLICY_TTL_MS);
    expect(await policy.rules()).toEqual(PASSWORD_RULES);
    expect(await policy.rules()).toEqual(PASSWORD_RULES);
    expect(fetchRules).toHaveBeenCalledTimes(2);
    await expect(
      createPasswordPolicy(async () => Promise.reject(new Error('api down')), time.now).rules(),
    ).rejects.toThrow('api down');
  });
});
