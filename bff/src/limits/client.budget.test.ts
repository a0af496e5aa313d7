import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../session/request.session.js';
import { createMemoryBudgetStore } from './budget.store.js';
import { createClientBudgetLedger, DEFAULT_CLIENT_BUDGETS, identifyClient } from './client.budget.js';

const caller = (overrides: Partial<Caller>): Caller => ({
  source: 'cookie',
  token: 'id-token',
  accessToken: 'access-token',
  email: 'member@demo.test',
  isAdmin: false,
  userId: 7,
  impersonatedUserId: null,
  sessionId: 'session',
  apiKey: null,
  ...overrides,
});

describe('identifyClient', () => {
  it('names each kind of caller', () => {
    expect(identifyClient(caller({ source: 'key', apiKey: { id: 'k1', scope: 'READ_ONLY' } }), '1.2.3.4')).toEqual({
      id: 'key:k1',
      kind: 'key',
    });
    expect(identifyClient(caller({}), '1.2.3.4')).toEqual({ id: 'user:7', kind: 'user' });
    expect(identifyClient(caller({ userId: null, isAdmin: true }), '1.2.3.4')).toEqual({
      id: 'user:member@demo.test',
      kind: 'user',
    });
    const hash = createHash('sha256').update('access-token').digest('hex').slice(0, 16);
    expect(identifyClient(caller({ source: 'bearer', token: 'access-token', email: null }), '1.2.3.4')).toEqual({
      id: `bearer:${hash}`,
      kind: 'user',
    });
    expect(identifyClient(null, '1.2.3.4')).toEqual({ id: 'ip:1.2.3.4', kind: 'anonymous' });
  });
});

describe('client budget ledger', () => {
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => void warnings.push(args) };

  it('refuses past either budget, with the seconds left in the window', async () => {
    let time = 120_000 + 15_500;
    const ledger = createClientBudgetLedger({
      store: createMemoryBudgetStore(),
      budgets: { ...DEFAULT_CLIENT_BUDGETS, key: { operationsPerMinute: 2, costPerMinute: 100 } },
      now: () => time,
      log,
    });
    const key = { id: 'key:k1', kind: 'key' as const };
    expect(await ledger.charge(key, 60)).toEqual({ allowed: true });
    expect(await ledger.charge(key, 50)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    time = 180_000;
    expect(await ledger.charge(key, 10)).toEqual({ allowed: true });
    expect(await ledger.charge(key, 10)).toEqual({ allowed: true });
    expect(await ledger.charge(key, 10)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('lets operations through, with a warning, when the store fails', async () => {
    const ledger = createClientBudgetLedger({
      store: { add: () => Promise.reject(new Error('ECONNREFUSED')) },
      budgets: DEFAULT_CLIENT_BUDGETS,
      now: () => 0,
      log,
    });
    expect(await ledger.charge({ id: 'ip:1.2.3.4', kind: 'anonymous' }, 10)).toEqual({ allowed: true });
    expect(warnings).toHaveLength(1);
  });
});
