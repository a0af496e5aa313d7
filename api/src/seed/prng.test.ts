import { describe, expect, it } from 'vitest';
import { slugify } from '../modules/company/index.js';
import { createRandom } from './prng.js';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(createRandom(8).next()).not.toBe(createRandom(7).next());
  });

  it('samples without repeats and stays within bounds', () => {
    const random = createRandom(1);
    expect(new Set(random.sample([1, 2, 3, 4, 5], 5)).size).toBe(5);
    for (let i = 0; i < 100; i += 1) {
      const n = random.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
  });
});

describe('slugify', () => {
  it.each([
    ['Lakeshore Research Institute', 'lakeshore-research-institute'],
    ['Middle East & Africa Trials', 'middle-east-and-africa-trials'],
    ['  São Paulo Clínica  ', 'sao-paulo-clinica'],
    ['!!!', 'company'],
  ])('turns %s into %s', (name, alias) => {
    expect(slugify(name)).toBe(alias);
  });
});
