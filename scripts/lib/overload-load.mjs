// One overload scenario of bench:overload: `connections` clients send the same request for
// `duration` s, each its next one as soon as it has an answer (autocannon), and every answer is
// sorted by what it was: served (any status but 503), refused (503) or no answer in 15 s.
import autocannon from 'autocannon';

/** How long a client waits for an answer before it counts as none. */
const NO_ANSWER_SECONDS = 15;
const SLOW_MS = 2_000;
const SLOW_REFUSAL_MS = 1_000;

/**
 * One run's raw answers: `served` and `refused` latencies (ms), 503s without Retry-After or
 * SERVER_BUSY, answers with other statuses or GraphQL errors, no answer (timeouts), connection
 * errors, and the seconds it lasted.
 */
export function loadScenario(request, connections, duration) {
  const run = { served: [], refused: [], refusedBad: 0, errorAnswers: 0, timeouts: 0, errors: 0, seconds: 0 };
  const onResponse = (status, body, _context, headers) => {
    if (status === 503) {
      if (!headers['retry-after'] || !body.includes('"SERVER_BUSY"')) run.refusedBad++;
    } else if (status !== 200 || body.includes('"errors"')) run.errorAnswers++;
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { ...request, connections, duration, timeout: NO_ANSWER_SECONDS, requests: [{ onResponse }] },
      (error, result) => {
        if (error) return reject(error);
        resolve({ ...run, timeouts: result.timeouts, errors: result.errors, seconds: result.duration });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => (status === 503 ? run.refused : run.served).push(ms));
  });
}

const quantile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;
const sum = (runs, key) => runs.reduce((total, run) => total + run[key], 0);

/**
 * Runs pooled: `rps` (served answers without errors, a second), `p50`/`p99`/`max` (ms, served
 * answers), `over2s` (served after more than 2 s, plus no answer within 15 s), `refused` (503s),
 * `refusedMax` (ms), `refusedOver1s`, `refusedBad`, `errors` (other statuses, GraphQL errors,
 * connection errors, no answer).
 */
export function summarise(runs) {
  const served = runs.flatMap((run) => run.served).sort((a, b) => a - b);
  const refused = runs.flatMap((run) => run.refused).sort((a, b) => a - b);
  return {
    rps: (served.length - sum(runs, 'errorAnswers')) / sum(runs, 'seconds'),
    p50: quantile(served, 0.5),
    p99: quantile(served, 0.99),
    max: served.at(-1) ?? 0,
    over2s: served.filter((ms) => ms > SLOW_MS).length + sum(runs, 'timeouts'),
    refused: refused.length,
    refusedMax: refused.at(-1) ?? 0,
    refusedOver1s: refused.filter((ms) => ms > SLOW_REFUSAL_MS).length,
    refusedBad: sum(runs, 'refusedBad'),
    errors: sum(runs, 'errorAnswers') + sum(runs, 'timeouts') + sum(runs, 'errors'),
  };
}

const ms = (value) => String(Math.round(value)).padStart(6);

export const HEADER =
  `${'scenario'.padEnd(34)} ${'ok/s'.padStart(6)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'max'.padStart(6)} ` +
  `${'>2s'.padStart(5)} ${'503'.padStart(6)} ${'503max'.padStart(6)} ${'503>1s'.padStart(6)} ${'errors'.padStart(6)}  load avg`;

export const formatRow = (r) =>
  `${r.title.padEnd(34)} ${r.rps.toFixed(1).padStart(6)} ${ms(r.p50)} ${ms(r.p99)} ${ms(r.max)} ` +
  `${String(r.over2s).padStart(5)} ${String(r.refused).padStart(6)} ${ms(r.refusedMax)} ${String(r.refusedOver1s).padStart(6)} ` +
  `${String(r.errors).padStart(6)}  ${r.load.map((n) => n.toFixed(1)).join('→')}` +
  (r.refusedBad ? `  (${r.refusedBad} 503 without Retry-After or SERVER_BUSY)` : '');
