/**
 * What other modules may use of the member-home module: nothing (it reads other features' rows for
 * the member's home, docs/member-home.md, and nobody reads it).
 */
export {};
