// One overload scenario of bench:overload: `connections` clients send the same request for
// `duration` s (scripts/lib/overload-clients.mjs: impolite clients send their next one as soon as
// they have an answer, polite ones wait a refusal's Retry-After first, as the web app does), and
// every answer is sorted by what it was: served (any status but 503), refused (503) or no answer
// in 15 s.
import { runClients } from './overload-clients.mjs';

/** How long a client waits for an answer before it counts as none. */
const NO_ANSWER_MS = 15_000;
const SLOW_MS = 2_000;
const SLOW_REFUSAL_MS = 1_000;

/** One run's raw answers (runClients' shape), with `polite` clients or impolite ones. */
export function loadScenario(request, connections, duration, polite = false) {
  return runClients(request, { connections, duration, polite, noAnswerMs: NO_ANSWER_MS, slowMs: SLOW_MS });
}

const quantile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;
const sum = (runs, key) => runs.reduce((total, run) => total + run[key], 0);

/**
 * Runs pooled: `rps` (served answers without errors, a second: throughput), `p50`/`p99`/`max`
 * (ms, served answers), `over2s` (served after more than 2 s, no answer within 15 s, or still
 * unanswered after 2 s when the run ended), `refused` (503s), `refusedMax` (ms), `refusedOver1s`,
 * `refusedBad`, `errors` (other statuses, GraphQL errors, connection errors, no answer), `cpu`
 * (the load generator's CPU time over the runs' time: 1 is a whole core) and, for polite clients,
 * `userP99` (ms from an operation's first try to its answer, Retry-After waits included: what a
 * user of the web app waits) and `gaveUp` (operations refused three times: the web shows an error).
 */
export function summarise(runs) {
  const served = runs.flatMap((run) => run.served).sort((a, b) => a - b);
  const refused = runs.flatMap((run) => run.refused).sort((a, b) => a - b);
  const operations = runs.flatMap((run) => run.operations).sort((a, b) => a - b);
  const seconds = sum(runs, 'seconds');
  return {
    rps: (served.length - sum(runs, 'errorAnswers')) / seconds,
    p50: quantile(served, 0.5),
    p99: quantile(served, 0.99),
    max: served.at(-1) ?? 0,
    over2s: served.filter((ms) => ms > SLOW_MS).length + sum(runs, 'timeouts') + sum(runs, 'cutOff'),
    refused: refused.length,
    refusedMax: refused.at(-1) ?? 0,
    refusedOver1s: refused.filter((ms) => ms > SLOW_REFUSAL_MS).length,
    refusedBad: sum(runs, 'refusedBad'),
    errors: sum(runs, 'errorAnswers') + sum(runs, 'timeouts') + sum(runs, 'errors'),
    cpu: sum(runs, 'cpuMs') / 1000 / seconds,
    userP99: operations.length ? quantile(operations, 0.99) : undefined,
    gaveUp: runs.some((run) => run.operations.length || run.gaveUp) ? sum(runs, 'gaveUp') : undefined,
  };
}

const ms = (value) => String(Math.round(value)).padStart(6);
const TITLE = 42;

export const HEADER =
  `${'scenario'.padEnd(TITLE)} ${'ok/s'.padStart(6)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'max'.padStart(6)} ` +
  `${'>2s'.padStart(5)} ${'503'.padStart(6)} ${'503max'.padStart(6)} ${'503>1s'.padStart(6)} ${'errors'.padStart(6)} ` +
  `${'op p99'.padStart(6)} ${'gaveup'.padStart(6)} ${'gencpu'.padStart(6)}  load avg`;

export const formatRow = (r) =>
  `${r.title.padEnd(TITLE)} ${r.rps.toFixed(1).padStart(6)} ${ms(r.p50)} ${ms(r.p99)} ${ms(r.max)} ` +
  `${String(r.over2s).padStart(5)} ${String(r.refused).padStart(6)} ${ms(r.refusedMax)} ${String(r.refusedOver1s).padStart(6)} ` +
  `${String(r.errors).padStart(6)} ${r.userP99 === undefined ? '     -' : ms(r.userP99)} ` +
  `${String(r.gaveUp ?? '-').padStart(6)} ${`${Math.round(r.cpu * 100)}%`.padStart(6)}  ` +
  `${r.load.map((n) => n.toFixed(1)).join('→')}` +
  (r.refusedBad ? `  (${r.refusedBad} 503 without Retry-After or SERVER_BUSY)` : '');
