import { describe, expect, it, vi } from 'vitest';
import { createVerifiedTokenCache } from './verified.token.cache.js';

describe('verified token cache', () => {
  let time = 1_000_000;
  const now = () => time;
  const claims = { sub: 'sub-1' };
  const verification = (exp: unknown = time / 1000 + 60) => vi.fn(async () => ({ claims, exp }));

  it('verifies a token once when it is presented again before it expires', async () => {
    const cache = createVerifiedTokenCache<typeof claims>({ now });
    const verify = verification();
    expect(await cache.get('token-a', verify)).toBe(claims);
    time += 59_000;
    expect(await cache.get('token-a', verify)).toBe(claims);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('verifies the token again when its expiry has passed', async () => {
    const cache = createVerifiedTokenCache<typeof claims>({ now });
    await cache.get('token-b', verification());
    time += 60_000;
    const expired = vi.fn(async () => {
      throw new Error('Token expired');
    });
    await expect(cache.get('token-b', expired)).rejects.toThrow('Token expired');
    expect(expired).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(0);
  });

  it('keeps no failure, so a refused token is checked again when it comes back', async () => {
    const cache = createVerifiedTokenCache<typeof claims>({ now });
    const refused = vi.fn(async () => {
      throw new Error('Invalid signature');
    });
    await expect(cache.get('token-c', refused)).rejects.toThrow();
    await expect(cache.get('token-c', refused)).rejects.toThrow();
    expect(refused).toHaveBeenCalledTimes(2);
  });

  it('verifies every time when the token has no numeric expiry', async () => {
    const cache = createVerifiedTokenCache<typeof claims>({ now });
    const verify = verification('soon');
    await cache.get('token-d', verify);
    await cache.get('token-d', verify);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('forgets the least recently used token when it is full', async () => {
    const cache = createVerifiedTokenCache<typeof claims>({ now, maxEntries: 2 });
    const verify = verification();
    await cache.get('one', verify);
    await cache.get('two', verify);
    await cache.get('one', verify); // `one` is now the most recent
    await cache.get('three', verify); // evicts `two`
    expect(cache.size).toBe(2);
    verify.mockClear();
    await cache.get('one', verify);
    await cache.get('two', verify);
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
