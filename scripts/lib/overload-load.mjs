// One overload scenario of bench:overload: `connections` clients send the same request for
// `duration` s, each its next one as soon as it has an answer (autocannon), and every answer is
// sorted by what it was: served (any status but 503), refused (503) or no answer in 15 s.
import autocannon from 'autocannon';

/** How long a client waits for an answer before it counts as none. */
const NO_ANSWER_SECONDS = 15;
const SLOW_MS = 2_000;
const SLOW_REFUSAL_MS = 1_000;

const quantile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;

/**
 * Resolves with: `rps` (served answers without GraphQL errors, a second), `p50`/`p99`/`max` (ms,
 * served answers), `over2s` (served after more than 2 s, plus no answer within 15 s), `refused`
 * (503s), `refusedMax` (ms), `refusedOver1s`, `refusedBad` (503s without Retry-After or SERVER_BUSY),
 * `errors` (other statuses, answers carrying GraphQL errors, connection errors, no answer).
 */
export function loadScenario(request, connections, duration) {
  const served = [];
  const refused = [];
  let refusedBad = 0;
  let errorAnswers = 0;
  let failedAnswers = 0;
  const onResponse = (status, body, _context, headers) => {
    if (status === 503) {
      if (!headers['retry-after'] || !body.includes('"SERVER_BUSY"')) refusedBad++;
    } else if (status !== 200) failedAnswers++;
    else if (body.includes('"errors"')) errorAnswers++;
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { ...request, connections, duration, timeout: NO_ANSWER_SECONDS, requests: [{ onResponse }] },
      (error, result) => {
        if (error) return reject(error);
        served.sort((a, b) => a - b);
        refused.sort((a, b) => a - b);
        const unanswered = result.timeouts + result.errors;
        resolve({
          rps: (served.length - errorAnswers - failedAnswers) / result.duration,
          p50: quantile(served, 0.5),
          p99: quantile(served, 0.99),
          max: served.at(-1) ?? 0,
          over2s: served.filter((ms) => ms > SLOW_MS).length + result.timeouts,
          refused: refused.length,
          refusedMax: refused.at(-1) ?? 0,
          refusedOver1s: refused.filter((ms) => ms > SLOW_REFUSAL_MS).length,
          refusedBad,
          errors: errorAnswers + failedAnswers + unanswered,
          served: served.length,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => (status === 503 ? refused : served).push(ms));
  });
}

const ms = (value) => String(Math.round(value)).padStart(6);

export const HEADER =
  `${'scenario'.padEnd(36)} ${'ok/s'.padStart(6)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'max'.padStart(6)} ` +
  `${'>2s'.padStart(5)} ${'503'.padStart(6)} ${'503max'.padStart(6)} ${'503>1s'.padStart(6)} ${'errors'.padStart(6)}  load avg`;

export const formatRow = (r) =>
  `${r.title.padEnd(36)} ${r.rps.toFixed(1).padStart(6)} ${ms(r.p50)} ${ms(r.p99)} ${ms(r.max)} ` +
  `${String(r.over2s).padStart(5)} ${String(r.refused).padStart(6)} ${ms(r.refusedMax)} ${String(r.refusedOver1s).padStart(6)} ` +
  `${String(r.errors).padStart(6)}  ${r.load.map((n) => n.toFixed(1)).join('→')}` +
  (r.refusedBad ? `  (${r.refusedBad} 503 without Retry-After or SERVER_BUSY)` : '');
