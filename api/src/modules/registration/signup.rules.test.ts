import { describe, expect, it } from 'vitest';
import { isBusinessEmail } from '../user/index.js';
import { assertPasswordPolicy } from './password-policy.js';
import { createUnsubscribeToken, verifyUnsubscribeToken } from '../account/index.js';
import { codeMatches, generateCode, hashCode } from './verification-code.js';

describe('isBusinessEmail', () => {
  it.each([
    'a@gmail.com',
    'a@yahoo.com',
    'a@yahoo.fr',
    'a@hotmail.co.uk',
    'a@outlook.com',
    'a@icloud.com',
    'a@aol.com',
    'a@proton.me',
    'a@GMAIL.COM',
  ])('refuses %s', (email) => {
    expect(isBusinessEmail(email)).toBe(false);
  });
  it.each(['a@pfizer.com', 'a@meridianclinical.example', 'a@uni-heidelberg.de'])('accepts %s', (email) => {
    expect(isBusinessEmail(email)).toBe(true);
  });
});

describe('assertPasswordPolicy', () => {
  it('accepts a password with upper, lower, digit and symbol', () => {
    expect(() => assertPasswordPolicy('DemoPass!2026')).not.toThrow();
  });
  it.each([
    ['Sh0rt!', 'password must have at least 8 characters'],
    ['alllower1!', 'password must have an upper case letter'],
    ['ALLUPPER1!', 'password must have a lower case letter'],
    ['NoDigits!!', 'password must have a number'],
    ['NoSymbol123', 'password must have a symbol'],
    ['Accentué12', 'password must have a symbol'],
    [' Leading1!', 'password must have no space at the start or end'],
    ['short', 'password must have at least 8 characters, an upper case letter, a number, a symbol'],
  ])('refuses %j with a message naming every rule it breaks', (password, message) => {
    expect(() => assertPasswordPolicy(password)).toThrow(message);
  });

  it('counts an inner space as a symbol, as the user pool does', () => {
    expect(() => assertPasswordPolicy('Pass word1')).not.toThrow();
  });
});

describe('verification codes', () => {
  it('generates six digits and matches only the right code for the right email', () => {
    const code = generateCode();
    expect(code).toMatch(/^\d{6}$/);
    const hash = hashCode('secret', 'a@b.example', code);
    expect(codeMatches('secret', 'a@b.example', code, hash)).toBe(true);
    expect(codeMatches('secret', 'other@b.example', code, hash)).toBe(false);
    expect(codeMatches('secret', 'a@b.example', code === '000000' ? '000001' : '000000', hash)).toBe(false);
    expect(codeMatches('secret', 'a@b.example', code, null)).toBe(false);
  });
});

describe('unsubscribe tokens', () => {
  it('round-trips a user id and refuses tampering', () => {
    const token = createUnsubscribeToken(42, 'secret');
    expect(verifyUnsubscribeToken(token, 'secret')).toBe(42);
    expect(verifyUnsubscribeToken(token.replace(/^42/, '43'), 'secret')).toBeNull();
    expect(verifyUnsubscribeToken(token, 'other')).toBeNull();
    expect(verifyUnsubscribeToken('garbage', 'secret')).toBeNull();
  });
});
