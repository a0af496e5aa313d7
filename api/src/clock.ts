/** Injectable time source, so trials, reminders and throttles can be tested at any instant. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The UTC calendar day of an instant, as `YYYY-MM-DD` (deadlines and valid-until days are UTC days). */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** A clock tests can move by hand. */
export function createFixedClock(start: Date): Clock & { set(date: Date): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/**
 * A clock that starts at `start` when created and runs at real speed: every date the api writes
 * and compares (the demo data's, trials, reminders) is then the same on every run, to the day,
 * while durations still pass. For screenshots and demos (CLOCK_START), never production.
 */
export function createShiftedClock(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return { now: () => new Date(realNow() + offset) };
}
