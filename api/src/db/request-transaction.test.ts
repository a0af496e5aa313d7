import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.js';
import { afterCommit, executorOf, openRequestTransaction } from './request-transaction.js';

describe('request transactions', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.db.execute(sql`create table notes (text text not null)`);
  });
  afterAll(async () => database.close());

  const notes = async () => {
    const result = (await database.db.execute(sql`select text from notes order by text`)) as unknown as {
      rows: { text: string }[];
    };
    return result.rows.map((row) => row.text);
  };
  const write = (text: string) => database.db.execute(sql`insert into notes values (${text})`);

  it('joins every write of the scoped handle, and runs deferred work only after the commit', async () => {
    const transaction = await openRequestTransaction(database.db);
    const order: string[] = [];
    await transaction.run(async () => {
      expect(executorOf(database.db)).toBe(transaction.tx);
      await write('kept a');
      // A handler's own transaction becomes a savepoint of the request's.
      await database.db.transaction(async (tx) => tx.execute(sql`insert into notes values ('kept b')`));
      await afterCommit(() => order.push('after commit'));
    });
    order.push('before commit');
    await transaction.finish(true);
    expect(order).toEqual(['before commit', 'after commit']);
    expect(await notes()).toEqual(['kept a', 'kept b']);
    // Outside a request transaction the handle is the database's own.
    expect(executorOf(database.db)).toBe(database.db);
  });

  it('rolls every write back and drops the deferred work', async () => {
    const transaction = await openRequestTransaction(database.db);
    let ran = false;
    await transaction.run(async () => {
      await write('dropped');
      await afterCommit(() => {
        ran = true;
      });
    });
    await transaction.finish(false);
    expect(await notes()).not.toContain('dropped');
    expect(ran).toBe(false);
  });

  it('lets work a closed handler still does run on its own', async () => {
    const transaction = await openRequestTransaction(database.db);
    await transaction.run(async () => {
      transaction.close();
      expect(executorOf(database.db)).toBe(database.db);
    });
    await transaction.finish(true);
  });
});
