import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative } from './dates';

describe('formatDate', () => {
  it('writes a calendar day as "Dec 18, 2026", a date-time by its UTC day', () => {
    expect(formatDate('2026-12-18')).toBe('Dec 18, 2026');
    expect(formatDate('2026-12-18T00:00:00.000Z')).toBe('Dec 18, 2026');
    // Late on the 18th in UTC is still the 18th, wherever the viewer is.
    expect(formatDate('2026-12-18T23:30:00.000Z')).toBe('Dec 18, 2026');
  });

  it('is null when the value is absent or unreadable', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('writes a moment in the given zone as "Nov 25, 2026, 1:07 AM"', () => {
    expect(formatDateTime('2026-11-25T01:07:00.000Z', 'UTC')).toBe('Nov 25, 2026, 1:07 AM');
    expect(formatDateTime('2026-11-25T01:07:00.000Z', 'America/New_York')).toBe('Nov 24, 2026, 8:07 PM');
  });

  it('is null when the value is unreadable', () => {
    expect(formatDateTime('soon', 'UTC')).toBeNull();
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-12-18T15:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const at = (iso: string, timeZone = 'UTC') => formatRelative(iso, { now, timeZone });
  const MIN = 60_000;
  const H = 60 * MIN;

  it('says "just now" within the minute, and for a time slightly ahead', () => {
    expect(at(ago(0))).toBe('just now');
    expect(at(ago(59_999))).toBe('just now');
    expect(at(ago(-30_000))).toBe('just now');
  });

  it('counts minutes, then hours', () => {
    expect(at(ago(MIN))).toBe('1 min ago');
    expect(at(ago(59 * MIN))).toBe('59 min ago');
    expect(at(ago(60 * MIN))).toBe('1 h ago');
    expect(at(ago(2 * H + 59 * MIN))).toBe('2 h ago');
    expect(at(ago(23 * H + 59 * MIN))).toBe('23 h ago');
  });

  it('says "yesterday" for the previous calendar day of the viewer, then the day', () => {
    expect(at('2026-12-17T14:00:00.000Z')).toBe('yesterday');
    expect(at('2026-12-17T00:00:00.000Z')).toBe('yesterday');
    expect(at('2026-12-16T23:59:00.000Z')).toBe('Dec 16, 2026');
    expect(at('2025-12-18T15:00:00.000Z')).toBe('Dec 18, 2025');
  });

  it("counts days in the viewer's zone", () => {
    // 10 AM in New York on the 18th; 02:00 UTC on the 17th is the 16th's evening there.
    expect(at('2026-12-17T02:00:00.000Z', 'America/New_York')).toBe('Dec 16, 2026');
    expect(at('2026-12-17T06:00:00.000Z', 'America/New_York')).toBe('yesterday');
  });

  it('is null when the value is unreadable', () => {
    expect(at('yesterday')).toBeNull();
  });
});
