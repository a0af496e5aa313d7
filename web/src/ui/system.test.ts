import { keyframes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { appSystem } from './system';
import { UNUSED_KEYFRAMES } from './unusedPalettes';

describe('the app system outside the browser build (tests, prerender, dev server)', () => {
  it('leaves out the keyframes the browser build leaves out, so a prerendered page has its global styles', () => {
    for (const name of UNUSED_KEYFRAMES) expect(keyframes).toHaveProperty([name]);
    const names = Object.keys(appSystem()._config.theme?.keyframes ?? {});
    expect(names).toContain('spin');
    expect(names.filter((name) => UNUSED_KEYFRAMES.includes(name))).toEqual([]);
  });
});
