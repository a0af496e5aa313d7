import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../context.js';
import { buildUser } from '../testing/fake.api.js';
import { startHarness, type Harness } from '../testing/bff.harness.js';
import { DIRECTIVE_PROBES } from '../testing/probes.js';
import { openTestSocket } from '../testing/socket.client.js';
import { MAX_OPERATION_COST } from './operation.cost.js';

/** Answers the operation's cost as the limits left it on the context. */
const COST_PROBE = {
  typeDefs: 'extend type Query { costProbe: Int @public }',
  resolvers: { Query: { costProbe: (_: unknown, _args: unknown, ctx: GraphQLContext) => ctx.operationCost } },
};
const BUDGETS = {
  RATE_LIMIT_ANONYMOUS_OPERATIONS: '3',
  RATE_LIMIT_ANONYMOUS_COST: '600',
  RATE_LIMIT_USER_OPERATIONS: '2',
};
const CHEAP = '{ publicProbe }';
const COUNTRIES = '{ countries { id } }'; // 250 points (@listSize)

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    users: [buildUser({ id: 1, email: 'member@demo.test' })],
    env: BUDGETS,
    deps: { schemaExtensions: [DIRECTIVE_PROBES, COST_PROBE] },
  });
});
afterAll(() => h.close());

/** Each test starts in a window of its own: the harness's clock only moves when told. */
const nextWindow = () => h.clock.advance(60_000 - (h.clock.now() % 60_000));

const post = (query: string, remoteAddress = '203.0.113.7', headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query },
  });

describe('client budgets', () => {
  it('answers 429 with Retry-After and RATE_LIMITED once a client’s operations for the minute are spent', async () => {
    nextWindow();
    for (let i = 0; i < 3; i++) expect((await post(CHEAP)).statusCode).toBe(200);
    h.clock.advance(48_000);
    const refused = await post(CHEAP);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('12');
    expect(refused.json()).toEqual({
      errors: [
        {
          message: 'Too many requests for this client: try again in 12 seconds.',
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 12 },
        },
      ],
    });
  });

  it('keeps separate clients’ budgets apart', async () => {
    nextWindow();
    for (let i = 0; i < 4; i++) await post(CHEAP, '203.0.113.8');
    expect((await post(CHEAP, '203.0.113.8')).statusCode).toBe(429);
    expect((await post(CHEAP, '203.0.113.9')).statusCode).toBe(200);
    // A signed-in user is charged as themself, not as their address.
    expect((await h.signIn('member@demo.test')).status).toBe(200);
    const cookie = h.jar.header() ?? '';
    expect((await post(CHEAP, '203.0.113.8', { cookie })).statusCode).toBe(200);
  });

  it('opens a fresh budget when the next window starts', async () => {
    nextWindow();
    for (let i = 0; i < 4; i++) await post(CHEAP);
    expect((await post(CHEAP)).statusCode).toBe(429);
    nextWindow();
    expect((await post(CHEAP)).statusCode).toBe(200);
  });

  it('refuses once the minute’s query cost is spent, however few the operations', async () => {
    nextWindow();
    // The fake api has no countries: the refusal comes before any call, the first two just answer.
    await post(COUNTRIES);
    await post(COUNTRIES);
    const refused = await post(COUNTRIES);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
  });
});

describe('the per-operation cost limit', () => {
  it('refuses an operation over the maximum before it runs, with 400 and both numbers', async () => {
    nextWindow();
    const lists = ['services', 'products', 'therapeuticAreas', 'indications', 'modalities', 'regions'];
    const company = lists.map((list) => `${list} { id }`).join(' ');
    // page 1 + 100 results × (result 1 + company 1 + 6 lists × 10)
    const response = await post(`{ searchCompanies(input: { size: 100 }) { items { company { ${company} } } } }`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        {
          message: `Query cost limit of ${MAX_OPERATION_COST} exceeded, found ${1 + 100 * (1 + 1 + 6 * 10)}.`,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
  });

  it('puts the cost on the context for the usage recorder', async () => {
    nextWindow();
    const response = await post('{ costProbe node { child { value } } }');
    expect(response.json()).toEqual({ data: { costProbe: 2, node: { child: { value: 1 } } } });
  });
});

describe('subscriptions', () => {
  it('charges a subscription as one operation, and refuses it with RATE_LIMITED once the budget is spent', async () => {
    nextWindow();
    const jar = h.jar;
    expect((await h.signIn('member@demo.test', { jar })).status).toBe(200);
    const url = await h.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = await openTestSocket(url, { cookie: jar.header() ?? '', origin: url });
    try {
      socket.send({ type: 'connection_init' });
      await socket.next((message) => message.type === 'connection_ack');
      await post(CHEAP, '127.0.0.1', { cookie: jar.header() ?? '' });
      await post(CHEAP, '127.0.0.1', { cookie: jar.header() ?? '' });
      socket.send({ id: 'live', type: 'subscribe', payload: { query: 'subscription { liveUpdates { __typename } }' } });
      const refused = await socket.next((message) => message.id === 'live');
      expect(refused).toMatchObject({
        type: 'error',
        payload: [{ extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 60 } }],
      });
    } finally {
      socket.close();
    }
  });
});
