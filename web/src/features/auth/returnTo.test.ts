import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './returnTo';

describe('safeReturnTo', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard?tab=company', '/dashboard?tab=company'],
    ['/companies/acme#reviews', '/companies/acme#reviews'],
    ['/search?q=oncology%20sites', '/search?q=oncology%20sites'],
  ])('keeps the same-origin path when given %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    ['an absent value', null],
    ['an empty value', ''],
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash host', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['a tab before the host', '/\t/evil.example'],
    ['a newline', '/dash\nboard'],
    ['the sign-in page itself', '/login?returnTo=%2Fdashboard'],
  ])('refuses %s', (_label, input) => {
    expect(safeReturnTo(input)).toBeNull();
  });
});
