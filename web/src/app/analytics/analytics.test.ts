import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, createConsoleAnalytics, noAnalytics } from './analytics';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createConsoleAnalytics', () => {
  it('writes one line per call when identifying, tracking and resetting', () => {
    const lines: string[] = [];
    const analytics = createConsoleAnalytics((line) => lines.push(line));

    analytics.identify('ada@northwind.test', { companyRole: 'Vendor', plan: 'INNOVATOR' });
    analytics.track('Login');
    analytics.track('Search', { results: 3 });
    analytics.reset();

    expect(lines).toEqual([
      '[analytics] identify ada@northwind.test {"companyRole":"Vendor","plan":"INNOVATOR"}',
      '[analytics] track Login',
      '[analytics] track Search {"results":3}',
      '[analytics] reset',
    ]);
  });

  it('writes with console.info when no writer is given', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);

    createConsoleAnalytics().track('Login');

    expect(info).toHaveBeenCalledWith('[analytics] track Login');
  });
});

describe('createAnalytics', () => {
  it('picks the console adapter when appConfig says CONSOLE', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);

    createAnalytics('CONSOLE').reset();

    expect(info).toHaveBeenCalledWith('[analytics] reset');
  });

  it('picks the no-op adapter when appConfig says NONE', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);

    const analytics = createAnalytics('NONE');
    analytics.identify('ada@northwind.test', {});
    analytics.track('Login');
    analytics.reset();

    expect(analytics).toBe(noAnalytics);
    expect(info).not.toHaveBeenCalled();
  });
});
