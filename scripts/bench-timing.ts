// Timing shared by the database benchmarks (bench:inbox, bench:requests): percentiles of named
// kinds of calls, run round robin after a warm-up, and the verdict against a p95 target.
import { loadavg } from 'node:os';

/** One timed step of a kind: the i-th run's call(s), returning the elapsed ms. */
export type Kind = [name: string, run: (i: number) => Promise<number>];
/** p50, p95, max per kind. */
export type Stats = Map<string, [p50: number, p95: number, max: number]>;

export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
export const ms = (value: number): string => value.toFixed(1).padStart(8);
export const load = (): string =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** Milliseconds `work` takes. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await work();
  return performance.now() - t;
}

/** Prints one line per kind (p50, p95, max, runs) under a header, and answers the stats. */
export function report(names: readonly string[], times: readonly number[][], label = 'kind'): Stats {
  const stats: Stats = new Map();
  console.log(`${label.padEnd(40)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'max ms'.padStart(8)}   runs`);
  for (const [k, name] of names.entries()) {
    const sorted = [...(times[k] ?? [])].sort((a, b) => a - b);
    const [p50 = 0, p95 = 0, max = 0] = [50, 95, 100].map((p) => percentile(sorted, p));
    stats.set(name, [p50, p95, max]);
    console.log(`${name.padEnd(40)}${ms(p50)}${ms(p95)}${ms(max)}   ${sorted.length}`);
  }
  return stats;
}

export async function timeKinds(kinds: Kind[], runs: number): Promise<Stats> {
  // Warm-up: plans cached, pages in the buffer cache, JIT warm, as in a running api.
  for (const [, run] of kinds) for (let i = 0; i < 10; i += 1) await run(i);
  // Round robin over the kinds, so a burst of load on the machine (other processes) spreads over
  // all of them instead of spoiling one kind's block.
  const times = kinds.map((): number[] => []);
  for (let i = 0; i < runs; i += 1) for (const [k, [, run]] of kinds.entries()) times[k]?.push(await run(i));
  return report(
    kinds.map(([name]) => name),
    times,
  );
}

export function verdict(stats: Stats, targetMs: number, where = 'on PostgreSQL'): void {
  const missed = [...stats].filter(([, [, p95]]) => p95 > targetMs);
  console.log(
    missed.length === 0
      ? `every p95 meets the target (≤ ${targetMs} ms ${where})`
      : `p95 over ${targetMs} ms ${where}: ${missed.map(([k, [, p95]]) => `${k} (${p95.toFixed(1)} ms)`).join(', ')}`,
  );
}
