import type { Db, Executor } from '../db/database.js';
import type { IdentityAdmin } from '../identity/identity-admin.js';

/**
 * none: reference data only; personas: + the demo accounts; demo: + 1,000 companies with their people
 * (about 2,400 users), the persona companies' colleagues, messages, requests and capability alerts.
 */
export type SeedMode = 'none' | 'personas' | 'demo';

/**
 * A module's seed data (seed/seed.ts runs every module's). Modules seed one after another, each
 * after the modules it names in `after`, otherwise in folder order, so ids come out the same on
 * every machine; a module writes only its own tables.
 */
export interface ModuleSeed {
  /** Modules whose seed must run before this one's (its rows point at theirs). */
  after?: readonly string[];
  /** Reference data every database holds, in every mode and at every start: idempotent (ON CONFLICT DO NOTHING). */
  reference?: (db: Executor) => Promise<void>;
  /** The rows of a persona database (mode 'personas'; mode 'demo' too when there is no `demo`). */
  personas?: (db: Executor, now: Date) => Promise<void>;
  /**
   * The rows of a demo database (mode 'demo'): replaces `personas` there, so a module with both
   * calls its persona seed from here, first or where its rows need it.
   */
  demo?: (db: Executor, now: Date) => Promise<void>;
  /** True when the database already holds seeded people: then only reference data is seeded (a restart never re-seeds). */
  seeded?: (db: Executor) => Promise<boolean>;
  /** Gives seeded people identities to sign in with, at every start with seeded people (idempotent). */
  identities?: (db: Db, admin: IdentityAdmin, adminGroup: string) => Promise<void>;
  /** Bulk data for benchmarks (`npm run seed:scale`). */
  scale?: ScaleSeed;
}

/** A module's part of `npm run seed:scale`. */
export interface ScaleSeed {
  /** The command-line options it reads (`--threads 20000`); any module's step may read every value. */
  options?: Readonly<Record<string, ScaleOption>>;
  /** Loads its rows on top of what is there, resuming after those an earlier run loaded; logs its progress. */
  run: (db: Db, values: Readonly<Record<string, number>>, context: ScaleContext) => Promise<void>;
}

export interface ScaleOption {
  default: number;
  min: number;
  max: number;
  /** The option a bare number sets (`npm run seed:scale -- 100000`). */
  positional?: boolean;
  /** Another option whose value this one must reach (messages per threads). */
  atLeast?: string;
}

export interface ScaleContext {
  now: Date;
  log: (line: string) => void;
  /** performance.now() when the run started, for the elapsed seconds in progress lines. */
  started: number;
}
