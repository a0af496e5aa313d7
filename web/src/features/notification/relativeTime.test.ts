import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says "just now" within the first minute and for a time slightly ahead', () => {
    expect(formatRelativeTime(ago(0), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(59), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(-30), NOW)).toBe('just now');
  });

  it('uses the largest whole unit', () => {
    expect(formatRelativeTime(ago(60), NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60 + 59), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * 3600), NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(15 * 24 * 3600), NOW)).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(400 * 24 * 3600), NOW)).toBe('last year');
  });

  it('answers null for an unreadable date', () => {
    expect(formatRelativeTime('not a date', NOW)).toBeNull();
  });
});
