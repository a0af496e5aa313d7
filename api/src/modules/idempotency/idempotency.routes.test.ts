import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allTestDatabaseKinds, createTestApp, TEST_NOW, type TestApp } from '../../testing/index.js';
import { IN_PROGRESS_MESSAGE, KEY_REUSED_MESSAGE } from './idempotency.hooks.js';
import { claimKey, KEEP_MS, LEASE_MS, purgeExpired } from './idempotency.repository.js';

const FOLDERS = '/v1/messages/folders';

describe.each(allTestDatabaseKinds())('idempotent writes (%s)', (kind) => {
  let t: TestApp;
  let sponsor: string;
  let vendor: string;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    sponsor = t.tokenFor('sponsor.admin@demo.test');
    vendor = t.tokenFor('vendor.admin@demo.test');
  });
  afterAll(async () => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  const nextKey = () => `test-key-${kind}-${++counter}`;
  const createFolder = (name: string, key?: string, token = sponsor) =>
    t.request({
      method: 'POST',
      url: FOLDERS,
      token,
      payload: { name },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const folderNames = async (token = sponsor) =>
    ((await t.request({ url: FOLDERS, token })).json() as { name: string }[]).map((folder) => folder.name);

  it('acts once for a repeated key and answers the repeat with the first answer', async () => {
    const key = nextKey();
    const first = await createFolder('Idempotent once', key);
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await createFolder('Idempotent once', key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect((await folderNames()).filter((name) => name === 'Idempotent once')).toHaveLength(1);
    // Without a key the same request acts again (and here is refused as a duplicate name).
    expect((await createFolder('Idempotent once')).statusCode).not.toBe(200);
  });

  it('acts once when repeats arrive at the same moment', async () => {
    const key = nextKey();
    const answers = await Promise.all([1, 2, 3].map(() => createFolder('Idempotent race', key)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // One acts; each other one either waited for nothing (409, retry) or got the first answer.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect((await folderNames()).filter((name) => name === 'Idempotent race')).toHaveLength(1);
  });

  it('keeps a refusal as the answer too', async () => {
    const key = nextKey();
    const first = await createFolder('   ', key);
    expect(first.statusCode).toBe(400);
    const repeat = await createFolder('   ', key);
    expect([repeat.statusCode, repeat.body]).toEqual([400, first.body]);
  });

  it('refuses the same key with another request (422)', async () => {
    const key = nextKey();
    expect((await createFolder('Reused A', key)).statusCode).toBe(200);
    const other = await createFolder('Reused B', key);
    expect([other.statusCode, other.json().message]).toEqual([422, KEY_REUSED_MESSAGE]);
    expect(await folderNames()).not.toContain('Reused B');
  });

  it('keys belong to their caller: another user with the same key acts for themselves', async () => {
    const key = nextKey();
    expect((await createFolder('Shared key', key)).statusCode).toBe(200);
    const theirs = await createFolder('Shared key', key, vendor);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await folderNames(vendor)).toContain('Shared key');
  });

  it('refuses a malformed key with a field message', async () => {
    const res = await createFolder('Bad key', 'has spaces in it');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('Idempotency-Key');
  });

  it('answers 409 while a claim is held, and lets a repeat take over a claim whose lease ran out', async () => {
    const claim = { owner: 'sub:lease-test', key: nextKey(), fingerprint: 'f' };
    expect(await claimKey(t.database.db, claim, TEST_NOW)).toMatchObject({ kind: 'claimed' });
    expect(await claimKey(t.database.db, claim, new Date(TEST_NOW.getTime() + 1_000))).toEqual({
      kind: 'in-progress',
    });
    expect(await claimKey(t.database.db, { ...claim, fingerprint: 'g' }, TEST_NOW)).toEqual({ kind: 'mismatch' });
    // Its process died before answering: after the lease, the same request may run.
    expect(await claimKey(t.database.db, claim, new Date(TEST_NOW.getTime() + LEASE_MS + 1))).toMatchObject({
      kind: 'claimed',
    });
    // A day later the keys are gone.
    expect(await purgeExpired(t.database.db, new Date(TEST_NOW.getTime() + LEASE_MS + KEEP_MS + 2))).toBeGreaterThan(0);
    expect(IN_PROGRESS_MESSAGE).toMatch(/try again/);
  });

  // Only PostgreSQL runs two writes at once; PGlite runs one transaction at a time, so there a
  // repeat can take over only from a process that died.
  it.runIf(kind === 'postgres')(
    'acts once when a repeat takes over from a first request that is still running',
    async () => {
      const pool = t.database.pool;
      if (!pool) throw new Error('PostgreSQL has a pool');
      const key = nextKey();
      const view = () =>
        t.request({
          method: 'POST',
          url: '/v1/users/history/company-views',
          token: sponsor,
          payload: { companyId: 3 },
          headers: { 'idempotency-key': key },
        });
      const count = async () =>
        Number((await pool.query('select count(*) from company_views where company_id = 3')).rows[0].count);
      const before = await count();
      // Hold the first request's write back, past its lease, with a lock on the table it writes.
      const blocker = await pool.connect();
      const waiting = async () =>
        Number((await pool.query('select count(*) from pg_locks where not granted')).rows[0].count);
      let first: ReturnType<typeof view> | undefined;
      let repeat: ReturnType<typeof view> | undefined;
      try {
        await blocker.query('begin; lock table company_views in exclusive mode');
        first = view();
        await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
        t.clock.set(new Date(TEST_NOW.getTime() + LEASE_MS + 1));
        repeat = view();
        await expect.poll(waiting, { timeout: 10_000 }).toBe(2);
      } finally {
        await blocker.query('commit');
        blocker.release();
      }
      const answers = await Promise.all(
        [first, repeat].map((answer) => answer ?? Promise.reject(new Error('not sent'))),
      );
      // One of the two kept its write and answered it; the other rolled its write back.
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
      expect(await count()).toBe(before + 1);
    },
  );
});
