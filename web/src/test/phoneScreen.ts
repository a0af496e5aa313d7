import { vi } from 'vitest';

/** Makes every media query match, as on a phone (jsdom has no matchMedia); undo with vi.unstubAllGlobals(). */
export function stubPhoneScreen(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
