import { describe, expect, it } from 'vitest';
import { readPageParam } from './pageParam';

describe('readPageParam', () => {
  it.each([
    [null, 0],
    ['2', 2],
    ['-1', 0],
    ['abc', 0],
    ['1e9999', 1],
  ])('reads the page parameter %s as %i', (value, expected) => {
    expect(readPageParam(value)).toBe(expected);
  });
});
