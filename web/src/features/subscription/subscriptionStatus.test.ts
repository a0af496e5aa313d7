import { describe, expect, it } from 'vitest';
import type { SubscriptionTerms } from './subscriptionStatus';
import {
  calendarDaysUntil,
  daysLeft,
  effectivePlan,
  graceEndDate,
  isInForce,
  isLapsed,
  minusOnePeriod,
  trialReminder,
} from './subscriptionStatus';

const at = (iso: string) => new Date(iso);
const terms = (overrides: Partial<SubscriptionTerms> = {}): SubscriptionTerms => ({
  plan: 'INNOVATOR',
  status: 'ACTIVE',
  endDate: '2026-12-31T00:00:00.000Z',
  period: 'YEAR',
  ...overrides,
});

describe('calendarDaysUntil', () => {
  it.each([
    ['the same instant', '2026-05-10T00:00:00.000Z', '2026-05-10T00:00:00.000Z', 0],
    ['the last second of the end day', '2026-05-10T00:00:00.000Z', '2026-05-10T23:59:59.999Z', 0],
    ['the first second after the end day', '2026-05-10T23:59:59.000Z', '2026-05-11T00:00:00.000Z', -1],
    ['one minute before midnight the day before', '2026-05-10T00:00:00.000Z', '2026-05-09T23:59:00.000Z', 1],
    ['across the end of February in a leap year', '2028-03-01T00:00:00.000Z', '2028-02-28T12:00:00.000Z', 2],
    ['across the end of February in a common year', '2027-03-01T00:00:00.000Z', '2027-02-28T12:00:00.000Z', 1],
    ['across a year end', '2027-01-02T08:00:00.000Z', '2026-12-30T20:00:00.000Z', 3],
  ])('counts UTC calendar days when %s', (_case, end, now, expected) => {
    expect(calendarDaysUntil(at(end), at(now))).toBe(expected);
  });
});

describe('minusOnePeriod', () => {
  it.each([
    ['2026-03-15T10:00:00.000Z', 'MONTH', '2026-02-15T10:00:00.000Z'],
    ['2026-03-31T00:00:00.000Z', 'MONTH', '2026-02-28T00:00:00.000Z'],
    ['2028-03-31T00:00:00.000Z', 'MONTH', '2028-02-29T00:00:00.000Z'],
    ['2026-05-31T00:00:00.000Z', 'MONTH', '2026-04-30T00:00:00.000Z'],
    ['2026-01-31T00:00:00.000Z', 'MONTH', '2025-12-31T00:00:00.000Z'],
    ['2028-02-29T00:00:00.000Z', 'YEAR', '2027-02-28T00:00:00.000Z'],
    ['2026-07-04T12:30:00.000Z', 'YEAR', '2025-07-04T12:30:00.000Z'],
  ] as const)('moves %s back one %s to %s', (date, period, expected) => {
    expect(minusOnePeriod(at(date), period).toISOString()).toBe(expected);
  });
});

describe('graceEndDate', () => {
  it.each([
    ['a monthly period', '2026-04-10T00:00:00.000Z', 'MONTH', '2026-03-25T00:00:00.000Z'],
    ['a monthly period ending on the 31st', '2026-03-31T00:00:00.000Z', 'MONTH', '2026-03-15T00:00:00.000Z'],
    ['a yearly period', '2027-01-10T00:00:00.000Z', 'YEAR', '2026-01-25T00:00:00.000Z'],
    ['no period', '2026-04-10T00:00:00.000Z', null, '2026-04-25T00:00:00.000Z'],
  ] as const)('is the end date minus one period plus 15 days for %s', (_case, endDate, period, expected) => {
    expect(graceEndDate({ endDate, period })?.toISOString()).toBe(expected);
  });

  it('is unknown when there is no end date', () => {
    expect(graceEndDate({ endDate: null, period: 'MONTH' })).toBeNull();
  });
});

describe('isInForce and effectivePlan', () => {
  const now = at('2026-05-10T15:00:00.000Z');
  it.each([
    ['ACTIVE before its end date', terms({ endDate: '2026-06-01T00:00:00.000Z' }), true],
    ['ACTIVE on its end date', terms({ endDate: '2026-05-10T00:00:00.000Z' }), true],
    ['ACTIVE after its end date', terms({ endDate: '2026-05-09T23:59:59.000Z' }), false],
    ['ACTIVE without an end date', terms({ endDate: null }), true],
    [
      'TRIALING before its end date',
      terms({ status: 'TRIALING', period: null, endDate: '2026-05-12T00:00:00.000Z' }),
      true,
    ],
    [
      'TRIALING after its end date',
      terms({ status: 'TRIALING', period: null, endDate: '2026-05-01T00:00:00.000Z' }),
      false,
    ],
    [
      'PAST_DUE within the grace period',
      terms({ status: 'PAST_DUE', period: 'MONTH', endDate: '2026-06-01T00:00:00.000Z' }),
      true,
    ],
    [
      'PAST_DUE on the last grace day',
      terms({ status: 'PAST_DUE', period: 'MONTH', endDate: '2026-05-25T00:00:00.000Z' }),
      true,
    ],
    [
      'PAST_DUE after the grace period',
      terms({ status: 'PAST_DUE', period: 'MONTH', endDate: '2026-05-24T00:00:00.000Z' }),
      false,
    ],
    ['PAST_DUE without an end date', terms({ status: 'PAST_DUE', endDate: null }), false],
    ['ENDED', terms({ status: 'ENDED', endDate: '2027-01-01T00:00:00.000Z' }), false],
    ['INACTIVE', terms({ status: 'INACTIVE' }), false],
    ['NEW', terms({ status: 'NEW' }), false],
    ['without a status', terms({ status: null }), false],
  ])('says %s is in force: %s', (_case, subscription, expected) => {
    expect(isInForce(subscription, now)).toBe(expected);
    expect(effectivePlan(subscription, now)).toBe(expected ? 'INNOVATOR' : 'NONE');
  });

  it('reads plan NONE and missing data as NONE', () => {
    expect(effectivePlan(terms({ plan: 'NONE' }), now)).toBe('NONE');
    expect(effectivePlan(null, now)).toBe('NONE');
    expect(effectivePlan(undefined, now)).toBe('NONE');
  });

  it('keeps Explorer when it is in force', () => {
    expect(effectivePlan(terms({ plan: 'EXPLORER', endDate: null, period: null }), now)).toBe('EXPLORER');
  });
});

describe('isLapsed', () => {
  const now = at('2026-05-10T15:00:00.000Z');
  it.each([
    ['an ended yearly subscription', terms({ status: 'ENDED' }), true],
    ['an expired trial', terms({ status: 'TRIALING', endDate: '2026-05-01T00:00:00.000Z' }), true],
    ['an inactive subscription', terms({ status: 'INACTIVE' }), true],
    ['a subscription in force', terms(), false],
    ['a new, never paid subscription', terms({ status: 'NEW' }), false],
    ['no plan', terms({ plan: 'NONE', status: null }), false],
    ['no data', null, false],
  ])('says %s lapsed: %s', (_case, subscription, expected) => {
    expect(isLapsed(subscription, now)).toBe(expected);
  });
});

describe('daysLeft', () => {
  it.each([
    ['on the end date', '2026-05-10T00:00:00.000Z', '2026-05-10T22:00:00.000Z', 1],
    ['the day before', '2026-05-10T00:00:00.000Z', '2026-05-09T01:00:00.000Z', 2],
    ['three days before', '2026-05-10T00:00:00.000Z', '2026-05-07T23:59:59.000Z', 4],
    ['after the end date', '2026-05-10T00:00:00.000Z', '2026-05-11T00:00:00.000Z', 0],
  ])('counts today and the end date when %s', (_case, end, now, expected) => {
    expect(daysLeft(at(end), at(now))).toBe(expected);
  });
});

describe('trialReminder', () => {
  const now = at('2026-05-10T15:00:00.000Z');
  const trial = (endDate: string) => terms({ status: 'TRIALING', period: null, endDate });
  it.each([
    ['a trial ending in 2 days (3 left)', trial('2026-05-12T00:00:00.000Z'), { type: 'FREE_TRIAL', daysLeft: 3 }],
    ['a trial ending today', trial('2026-05-10T00:00:00.000Z'), { type: 'FREE_TRIAL', daysLeft: 1 }],
    ['a trial ending in 3 days (4 left)', trial('2026-05-13T00:00:00.000Z'), null],
    ['an expired trial', trial('2026-05-09T00:00:00.000Z'), null],
    ['a trial without an end date', trial(''), null],
    [
      'a past-due monthly subscription in grace',
      terms({ status: 'PAST_DUE', period: 'MONTH', endDate: '2026-06-01T00:00:00.000Z' }),
      { type: 'GRACE_PERIOD', daysLeft: 7 },
    ],
    [
      'a past-due subscription whose grace is over',
      terms({ status: 'PAST_DUE', period: 'MONTH', endDate: '2026-05-01T00:00:00.000Z' }),
      null,
    ],
    ['an active subscription ending tomorrow', terms({ endDate: '2026-05-11T00:00:00.000Z' }), null],
    ['no data', null, null],
  ])('answers for %s', (_case, subscription, expected) => {
    expect(trialReminder(subscription, now)).toEqual(expected);
  });
});
