import { describe, expect, it } from 'vitest';
import { routePath } from './routePath';

describe('routePath', () => {
  it('builds a declared route’s path, filling and encoding its params', () => {
    expect(routePath('/dashboard/inbox')).toBe('/dashboard/inbox');
    expect(routePath('/companies/:alias', { alias: 'a b/c' })).toBe('/companies/a%20b%2Fc');
  });

  it('type-checks only declared patterns, with their params', () => {
    // @ts-expect-error: no routes.ts declares it.
    expect(routePath('/nowhere')).toBe('/nowhere');
    // @ts-expect-error: the pattern needs its alias.
    expect(() => routePath('/companies/:alias')).toThrow();
  });
});
