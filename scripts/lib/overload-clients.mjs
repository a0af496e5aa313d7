// The clients of one bench:overload run: `connections` closed-loop clients on keep-alive HTTP/1.1
// connections (node:http, one socket each), each sending the same request again as soon as it has
// an answer. Two kinds:
// - impolite: a refused client (503) sends again at once, the worst case (as autocannon did);
// - polite: a refused client waits the 503's Retry-After first, as the web app does
//   (web/src/app/busyRetryLink.ts: Retry-After capped at 5 s, 1 s when missing), so the only
//   refusals the server sees are the ones it asked for. The web retries an operation twice; the
//   client counts an operation refused a third time as given up (the user would see an error),
//   and its next one starts after the wait as well.
// The load generator shares the machine with the product: the run reports its own CPU time, so a
// run where the generator, not the product, was short of CPU shows it.
import http from 'node:http';

/** As web/src/app/busyRetryLink.ts: at most this many waits after SERVER_BUSY for one operation. */
export const BUSY_RETRIES = 2;
const MAX_WAIT_SECONDS = 5;
const DEFAULT_WAIT_SECONDS = 1;

/** The wait (ms) a polite client takes after a 503 with this Retry-After header, as the web app does. */
export function retryAfterMs(header) {
  const seconds = Number(header);
  return Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_WAIT_SECONDS, MAX_WAIT_SECONDS) * 1000;
}

/**
 * One run: `polite` clients wait Retry-After after a refusal; `noAnswerMs` is how long a client
 * waits for an answer before it counts as none and sends again; `slowMs` sorts the requests still
 * unanswered when the run ends (those waiting longer count as slow, the others are dropped).
 * Resolves with the raw answers: `served` and `refused` latencies (ms), `refusedBad` (503s without
 * Retry-After or SERVER_BUSY), `errorAnswers` (other statuses or GraphQL errors), `timeouts` (no
 * answer in `noAnswerMs`), `cutOff` (unanswered after `slowMs` when the run ended), `errors`
 * (connection errors), `seconds`, `cpuMs` (the generator's own CPU time) and, for polite clients,
 * `operations` (ms from an operation's first try to its answer, its waits included) and `gaveUp`.
 */
export function runClients(request, { connections, duration, polite, noAnswerMs, slowMs }) {
  const url = new URL(request.url);
  const body = Buffer.from(request.body);
  const headers = { ...request.headers, 'content-length': String(body.length) };
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const run = {
    served: [],
    refused: [],
    refusedBad: 0,
    errorAnswers: 0,
    timeouts: 0,
    cutOff: 0,
    errors: 0,
    seconds: duration,
    cpuMs: 0,
    operations: [],
    gaveUp: 0,
  };
  const pending = new Set();
  let stopped = false;

  /** One request: its status, Retry-After and body, or `{ failed }` (no answer, error, run over). */
  function send() {
    return new Promise((resolve) => {
      const startedAt = performance.now();
      let settled = false;
      const entry = { startedAt, finish: (result) => done(result) };
      const done = (result) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        pending.delete(entry);
        resolve({ ...result, ms: performance.now() - startedAt });
      };
      const req = http.request(
        { agent, host: url.hostname, port: url.port, path: url.pathname, method: request.method, headers },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () =>
            done({
              status: res.statusCode,
              retryAfter: res.headers['retry-after'],
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', () => done({ failed: 'error' }));
        },
      );
      const timer = setTimeout(() => {
        done({ failed: 'timeout' });
        req.destroy();
      }, noAnswerMs);
      entry.req = req;
      req.on('error', () => done({ failed: stopped ? 'stopped' : 'error' }));
      pending.add(entry);
      req.end(body);
    });
  }

  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  async function client(endAt) {
    let operationStart;
    let refusals = 0;
    while (!stopped && performance.now() < endAt) {
      operationStart ??= performance.now();
      const answer = await send();
      if (answer.failed === 'stopped') return;
      if (answer.failed === 'timeout') run.timeouts++;
      else if (answer.failed) run.errors++;
      else if (answer.status === 503) {
        run.refused.push(answer.ms);
        if (!answer.retryAfter || !answer.text.includes('"SERVER_BUSY"')) run.refusedBad++;
        if (!polite) continue;
        refusals++;
        if (refusals > BUSY_RETRIES) {
          run.gaveUp++;
          operationStart = undefined;
          refusals = 0;
        }
        const wait = retryAfterMs(answer.retryAfter);
        // The run ends during the wait (a timer may fire a little early: no request after the end).
        if (performance.now() + wait >= endAt) return;
        await sleep(wait);
        continue;
      } else {
        run.served.push(answer.ms);
        if (answer.status !== 200 || answer.text.includes('"errors"')) run.errorAnswers++;
        if (polite) run.operations.push(performance.now() - operationStart);
      }
      operationStart = undefined;
      refusals = 0;
    }
  }

  return new Promise((resolve) => {
    const cpuBefore = process.cpuUsage();
    const endAt = performance.now() + duration * 1000;
    const clients = Array.from({ length: connections }, () => client(endAt));
    setTimeout(async () => {
      stopped = true;
      const now = performance.now();
      for (const entry of [...pending]) {
        if (now - entry.startedAt > slowMs) run.cutOff++;
        entry.finish({ failed: 'stopped' });
        entry.req.destroy();
      }
      await Promise.all(clients);
      const cpu = process.cpuUsage(cpuBefore);
      run.cpuMs = (cpu.user + cpu.system) / 1000;
      agent.destroy();
      resolve(run);
    }, duration * 1000);
  });
}
