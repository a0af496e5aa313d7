/**
 * A banner's dates as the editor's date fields hold them: a banner shows from the start of its
 * first day to the end of its last, in UTC, the zone the api keeps instants in (docs/content.md).
 */
export const dateFieldOf = (instant: string | null | undefined): string => (instant ? instant.slice(0, 10) : '');

/** The first instant of a day typed as YYYY-MM-DD, or null when the field is empty. */
export const firstInstantOf = (day: string): string | null => (day ? `${day}T00:00:00.000Z` : null);

/** The last instant of a day typed as YYYY-MM-DD, or null when the field is empty. */
export const lastInstantOf = (day: string): string | null => (day ? `${day}T23:59:59.999Z` : null);
