import type { AnalyticsProvider } from '../../__generated__/graphql';

/** What the client tells analytics about a user (spec §6: a missing company role is 'Guest'). */
export type AnalyticsTraits = Readonly<Record<string, string>>;

/** The analytics adapter the app talks to; which one is chosen by `appConfig.analytics`. */
export interface Analytics {
  /** Names the person the following events belong to (spec §7: with the user's email). */
  identify(email: string, traits: AnalyticsTraits): void;
  track(event: string, properties?: Readonly<Record<string, unknown>>): void;
  /** Forgets the identified person (sign-out). */
  reset(): void;
}

/** Writes every call to the console, one line each: `[analytics] identify <email> {...}`. */
export function createConsoleAnalytics(write: (line: string) => void = (line) => console.info(line)): Analytics {
  return {
    identify: (email, traits) => write(`[analytics] identify ${email} ${JSON.stringify(traits)}`),
    track: (event, properties) =>
      write(properties ? `[analytics] track ${event} ${JSON.stringify(properties)}` : `[analytics] track ${event}`),
    reset: () => write('[analytics] reset'),
  };
}

/** Sends nothing. */
export const noAnalytics: Analytics = {
  identify: () => undefined,
  track: () => undefined,
  reset: () => undefined,
};

export function createAnalytics(provider: AnalyticsProvider): Analytics {
  return provider === 'CONSOLE' ? createConsoleAnalytics() : noAnalytics;
}
