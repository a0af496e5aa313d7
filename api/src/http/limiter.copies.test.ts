import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The api and the bff share no package: each keeps its own copy of the limiter (tested in the bff), and they must not drift.
const COPIES = ['adaptive.limit.ts', 'concurrency.limiter.ts'];

describe('limiter copies', () => {
  it.each(COPIES)('keeps %s identical to the bff copy when either changes', (name) => {
    const api = readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
    const bff = readFileSync(new URL(`../../../bff/src/http/${name}`, import.meta.url), 'utf8');
    expect(api).toBe(bff);
  });
});
