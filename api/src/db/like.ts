/** A LIKE pattern matching `term` anywhere: `%` and `_` typed by a user are literal characters, not wildcards. */
export const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
