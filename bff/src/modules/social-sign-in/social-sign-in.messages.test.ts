import { describe, expect, it } from 'vitest';
import { failureMessage, safeReturnTo, withSocialFlag } from './social-sign-in.messages.js';

describe('safeReturnTo', () => {
  it.each([
    ['//evil.example', 'a protocol-relative URL'],
    ['https://evil.example', 'an absolute URL'],
    ['/\\evil.example', 'a backslash, which browsers read as a slash'],
    ['/%2F%2Fevil', 'encoded slashes, which decode to another host'],
    ['/%5C%5Cevil', 'encoded backslashes'],
    ['/\t/evil.example', 'a tab, which URL parsing drops'],
    ['/dash\nboard', 'a newline (header injection)'],
    ['/x\u007f', 'DEL'],
    ['javascript:alert(1)', 'a script URL'],
    ['dashboard', 'a relative path'],
    ['/login?next=1', 'the sign-in page itself'],
    ['', 'nothing'],
    [42, 'a number'],
    [['/dashboard'], 'a repeated query parameter'],
  ])('refuses %j (%s)', (value, _reason) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('keeps a same-origin path with its query and fragment, normalised', () => {
    expect(safeReturnTo('/companies/helixa?tab=members#team')).toBe('/companies/helixa?tab=members#team');
    expect(safeReturnTo('/search?q=a%2Fb')).toBe('/search?q=a%2Fb');
    expect(safeReturnTo('/requests/../dashboard')).toBe('/dashboard');
  });
});

describe('withSocialFlag', () => {
  it('adds social=1 and keeps the rest of the path', () => {
    expect(withSocialFlag('/login')).toBe('/login?social=1');
    expect(withSocialFlag('/my-account?tab=security')).toBe('/my-account?tab=security&social=1');
  });
});

describe('failureMessage', () => {
  it('names the provider and what to do next', () => {
    expect(failureMessage('SOCIAL_PROVIDER_UNAVAILABLE', 'Microsoft')).toBe(
      'Microsoft sign-in is not reachable right now. Try again in a few minutes, or sign in with your email and password.',
    );
    expect(failureMessage('SOCIAL_STATE_INVALID', 'LinkedIn')).toContain('“Continue with LinkedIn”');
  });
});
