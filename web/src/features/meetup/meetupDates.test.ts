import { describe, expect, it } from 'vitest';
import { meetupWhen, wallClockOf, zonedInstant, zoneName } from './meetupDates';

describe('meetup dates', () => {
  it('names the day once when the meetup ends the same day, with the zone', () => {
    expect(meetupWhen('2026-12-03T23:00:00Z', '2026-12-04T01:00:00Z', 'America/New_York')).toBe(
      'Dec 3, 2026, 6:00 PM – 8:00 PM EST',
    );
    expect(meetupWhen('2026-07-01T08:30:00Z', '2026-07-01T10:30:00Z', 'Europe/London')).toBe(
      'Jul 1, 2026, 9:30 AM – 11:30 AM GMT+1',
    );
  });

  it('repeats the day when it ends on another one', () => {
    expect(meetupWhen('2026-12-03T23:00:00Z', '2026-12-04T01:00:00Z', 'UTC')).toBe(
      'Dec 3, 2026, 11:00 PM – Dec 4, 2026, 1:00 AM UTC',
    );
  });

  it('names a zone by its short name', () => {
    expect(zoneName('2026-01-15T12:00:00Z', 'Europe/Berlin')).toBe('GMT+1');
  });
});

describe('zonedInstant', () => {
  it("reads a typed wall-clock time in the meetup's zone, daylight saving included", () => {
    expect(zonedInstant('2026-12-03T18:00', 'America/New_York')).toBe('2026-12-03T23:00:00.000Z');
    expect(zonedInstant('2026-07-01T09:30', 'Europe/London')).toBe('2026-07-01T08:30:00.000Z');
    expect(zonedInstant('2026-07-01T09:30', 'Mars/Olympus')).toBeNull();
    expect(zonedInstant('tomorrow', 'UTC')).toBeNull();
  });
});

describe('wallClockOf', () => {
  it("shows a saved instant as the meetup's own wall-clock time, the inverse of zonedInstant", () => {
    expect(wallClockOf('2026-12-03T23:00:00.000Z', 'America/New_York')).toBe('2026-12-03T18:00');
    expect(wallClockOf('2026-07-01T08:30:00.000Z', 'Europe/London')).toBe('2026-07-01T09:30');
    expect(zonedInstant(wallClockOf('2026-03-29T00:30:00.000Z', 'Europe/Berlin'), 'Europe/Berlin')).toBe(
      '2026-03-29T00:30:00.000Z',
    );
  });
});
