import { describe, expect, it } from 'vitest';
import { checkPasswordRules, validateNewPassword } from './passwordRules';

const rules = [
  { id: 'MIN_LENGTH', label: 'At least 8 characters', pattern: '^.{8,}$' },
  { id: 'DIGIT', label: 'A digit', pattern: '\\d' },
];

describe('checkPasswordRules', () => {
  it('marks each rule met or not when given a password', () => {
    expect(checkPasswordRules(rules, 'abc1')).toEqual([
      { id: 'MIN_LENGTH', label: 'At least 8 characters', met: false },
      { id: 'DIGIT', label: 'A digit', met: true },
    ]);
  });

  it('leaves a rule unchecked when its pattern cannot be compiled here', () => {
    expect(checkPasswordRules([{ id: 'ODD', label: 'Odd', pattern: '(' }], 'anything')).toEqual([
      { id: 'ODD', label: 'Odd', met: null },
    ]);
  });
});

describe('validateNewPassword', () => {
  it.each([
    ['', '', { password: 'Password cannot be empty' }],
    ['abcdefgh', 'abcdefgh', { password: 'Choose a password that meets every rule.' }],
    ['abcdefg1', 'abcdefg2', { confirmation: 'Passwords do not match.' }],
    ['abcdefg1', 'abcdefg1', {}],
  ])('answers %j / %j with %j', (password, confirmation, expected) => {
    expect(validateNewPassword(rules, password, confirmation)).toEqual(expected);
  });
});
