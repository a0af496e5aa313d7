import { describe, expect, it } from 'vitest';
import { closesText, daysLeft, daysLeftText } from './challengeDates';

describe('challenge dates', () => {
  it('counts whole UTC days to the deadline', () => {
    expect(daysLeft('2026-12-20', '2026-12-08')).toBe(12);
    expect(daysLeft('2026-12-20', '2026-12-20')).toBe(0);
    expect(daysLeft('2026-12-20', '2026-12-21')).toBe(-1);
  });

  it('says what is left while open, nothing once closed', () => {
    expect(daysLeftText('2026-12-20', true, '2026-12-08')).toBe('12 days left');
    expect(daysLeftText('2026-12-20', true, '2026-12-19')).toBe('1 day left');
    expect(daysLeftText('2026-12-20', true, '2026-12-20')).toBe('Last day today');
    expect(daysLeftText('2026-12-20', false, '2026-12-08')).toBeNull();
    expect(closesText('2026-12-20', false)).toBe('Closed');
    expect(closesText('2026-12-20', true)).toMatch(/^Closes .*2026/);
  });
});
