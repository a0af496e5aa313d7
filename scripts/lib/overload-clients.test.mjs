import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSY_RETRIES, retryAfterMs, runClients } from './overload-clients.mjs';

describe('retryAfterMs', () => {
  it('waits Retry-After, capped at 5 s and 1 s when missing or not a number, as the web app does', () => {
    expect(retryAfterMs('2')).toBe(2_000);
    expect(retryAfterMs('60')).toBe(5_000);
    expect(retryAfterMs(undefined)).toBe(1_000);
    expect(retryAfterMs('soon')).toBe(1_000);
    expect(retryAfterMs('0')).toBe(1_000);
  });
});

describe('runClients', () => {
  let server;
  afterEach(() => new Promise((done) => (server ? server.close(done) : done())));

  /** A server that refuses every request with 503 Retry-After: 1, or answers `{ data }` after `delayMs`. */
  async function serve({ refuse, delayMs = 0, retryAfter = '1' }) {
    const seen = { requests: 0 };
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        seen.requests++;
        if (refuse) {
          const headers = { 'content-type': 'application/json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) };
          res.writeHead(503, headers).end('{"errors":[{"extensions":{"code":"SERVER_BUSY"}}]}');
        } else setTimeout(() => res.writeHead(200).end('{"data":{}}'), delayMs);
      });
    });
    await new Promise((done) => server.listen(0, '127.0.0.1', done));
    const request = {
      url: `http://127.0.0.1:${server.address().port}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ a }"}',
    };
    return { seen, request };
  }

  const options = { connections: 2, duration: 1.5, noAnswerMs: 1_000, slowMs: 200 };

  it('polite clients wait Retry-After after a refusal; impolite ones send again at once', async () => {
    const { seen, request } = await serve({ refuse: true });
    const polite = await runClients(request, { ...options, polite: true });
    // Each client: at 0 s and at 1 s, then the run ends during its wait.
    expect(polite.refused).toHaveLength(4);
    expect(seen.requests).toBe(4);
    expect(polite.refusedBad).toBe(0);
    expect(polite.served).toHaveLength(0);
    const impolite = await runClients(request, { ...options, polite: false });
    expect(impolite.refused.length).toBeGreaterThan(20);
  });

  it('counts an operation refused a third time as given up, as the web app would show an error', async () => {
    const { request } = await serve({ refuse: true });
    const run = await runClients(request, { ...options, connections: 1, duration: 3.5, polite: true });
    expect(run.refused).toHaveLength(BUSY_RETRIES + 2);
    expect(run.gaveUp).toBe(1);
  });

  it('counts a 503 without Retry-After as bad', async () => {
    const { request } = await serve({ refuse: true, retryAfter: '' });
    const run = await runClients(request, { ...options, connections: 1, duration: 0.5, polite: true });
    expect(run.refusedBad).toBe(1);
  });

  it('times served answers', async () => {
    const { request } = await serve({ refuse: false, delayMs: 300 });
    const run = await runClients(request, { ...options, duration: 1, polite: true });
    // Each client: answers at about 0.3, 0.6 and 0.9 s; the one asked at 0.9 s is dropped at the end.
    expect(run.served.length).toBeGreaterThanOrEqual(4);
    expect(run.served.length).toBeLessThanOrEqual(6);
    expect(run.operations).toHaveLength(run.served.length);
    expect(Math.min(...run.served)).toBeGreaterThanOrEqual(290);
    expect(run.cutOff).toBe(0);
    expect(run.errors + run.timeouts + run.errorAnswers).toBe(0);
  });

  it('counts the requests still unanswered after slowMs when the run ends as slow', async () => {
    const { request } = await serve({ refuse: false, delayMs: 3_000 });
    const run = await runClients(request, { ...options, duration: 0.5, polite: false });
    expect(run.served).toHaveLength(0);
    expect(run.cutOff).toBe(2);
    expect(run.errors + run.timeouts).toBe(0);
  });
});
