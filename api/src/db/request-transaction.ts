import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

// database.ts's Db and Executor, named here: database.ts wraps its handle with scopedDb.
type Db = PgDatabase<PgQueryResultHKT>;
type Executor = Db | PgTransaction<PgQueryResultHKT>;

/**
 * Request transactions (docs/idempotency.md): a keyed write runs its whole handler in one
 * transaction and its answer is kept in that same transaction, so a crash leaves both or neither.
 * Handlers need not know: the database handle every repository gets is scoped (`scopedDb`), and
 * inside a request transaction it runs on that transaction (a handler's own `transaction()`
 * becomes a savepoint). What must not happen before the commit (live events, job sends) waits
 * for it through `afterCommit`.
 */
interface Scope {
  tx: Executor;
  /** False once the answer is being kept: late work started in the handler runs on the database. */
  open: boolean;
  committed: (() => unknown)[];
}

const storage = new AsyncLocalStorage<Scope>();

function openScope(): Scope | undefined {
  const scope = storage.getStore();
  return scope?.open ? scope : undefined;
}

/** What a scoped handle runs on right now: the open request transaction, else the database itself. */
export function executorOf(db: Executor): Executor {
  return openScope()?.tx ?? db;
}

/** Wraps the database handle so that, inside a request transaction, it runs on that transaction. */
export function scopedDb(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const base = openScope()?.tx ?? target;
      const value: unknown = Reflect.get(base, property, base);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(base) : value;
    },
  });
}

/** Runs `work` now, or, inside a request transaction, once it has committed (dropped on a rollback). */
export async function afterCommit(work: () => unknown): Promise<void> {
  const scope = openScope();
  if (scope) scope.committed.push(work);
  else await work();
}

export interface RequestTransaction {
  /** The open transaction, for what is written with the answer. */
  readonly tx: Executor;
  /** Runs `fn` (a handler) inside the transaction: every scoped handle it uses joins it. */
  run<T>(fn: () => T): T;
  /** Scoped handles stop joining it: what the handler still does runs on its own. */
  close(): void;
  /**
   * Commits (true) or rolls back (false), then runs the work `afterCommit` kept. Rejects when the
   * commit fails: nothing was written.
   */
  finish(commit: boolean): Promise<void>;
}

const ROLLED_BACK = Symbol('rolled back');

/** Opens a transaction that stays open until `finish` (the answer is kept in it first). */
export async function openRequestTransaction(db: Db): Promise<RequestTransaction> {
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  let opened!: (scope: Scope) => void;
  const ready = new Promise<Scope>((resolve) => {
    opened = resolve;
  });
  const finished = db.transaction(async (tx) => {
    const scope: Scope = { tx, open: true, committed: [] };
    opened(scope);
    const commit = await decided;
    scope.open = false;
    // Any error rolls back; this one says it was meant.
    if (!commit) throw ROLLED_BACK;
  });
  const scope = await Promise.race([ready, finished.then(() => Promise.reject(new Error('transaction ended early')))]);
  return {
    tx: scope.tx,
    run: (fn) => storage.run(scope, fn),
    close() {
      scope.open = false;
    },
    async finish(commit) {
      decide(commit);
      try {
        await finished;
      } catch (error) {
        if (error === ROLLED_BACK) return;
        throw error;
      }
      for (const work of scope.committed) {
        try {
          await work();
        } catch (error) {
          // The write is committed and answered; a lost event or job send is left to its sweep, as
          // after a crash between commit and send.
          console.warn('[db] work after a request transaction failed:', error instanceof Error ? error.message : error);
        }
      }
    },
  };
}
