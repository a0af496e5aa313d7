import { describe, expect, it } from 'vitest';
import { readOneTimeCode } from './oneTimeCode';

describe('readOneTimeCode', () => {
  it.each([
    ['123456', { code: '123456' }],
    [' 123 456 ', { code: '123456' }],
    ['', { error: 'Confirmation code cannot be empty' }],
    ['   ', { error: 'Confirmation code cannot be empty' }],
    ['12345', { error: 'hint' }],
    ['12345a', { error: 'hint' }],
    ['1234567', { error: 'hint' }],
  ])('reads %j as %j', (typed, expected) => {
    expect(readOneTimeCode(typed, 'hint')).toEqual(expected);
  });
});
