import { describe, expect, it } from 'vitest';
import { endsWhen, formatDaysLeft } from './daysLeft';

describe('formatDaysLeft', () => {
  it('counts days in the singular and plural', () => {
    expect(formatDaysLeft(1)).toBe('1 day left');
    expect(formatDaysLeft(3)).toBe('3 days left');
  });
});

describe('endsWhen', () => {
  it.each([
    [0, 'today'],
    [1, 'today'],
    [2, 'tomorrow'],
    [3, null],
    [180, null],
  ] as const)('reads %i days left (today and the last day included) as %s', (days, expected) => {
    expect(endsWhen(days)).toBe(expected);
  });
});
