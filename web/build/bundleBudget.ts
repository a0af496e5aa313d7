import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/**
 * The most JavaScript and CSS, gzip-compressed, that the first page of any route may load before
 * it can render: the entry chunk with everything it imports statically, and their CSS. Pages,
 * dialogs and their libraries load later, on use. The build measured 209.8 KB when this was set
 * (React DOM ~62, React Router ~30, Apollo Client with rxjs and graphql ~50, Chakra with emotion
 * and the app's recipes ~50, the shell ~17): the 200 KB needs the data router or the
 * Apollo cache off the first paint, which is not done yet. The number sits just above the
 * measurement, so growth of the first paint fails the build and the tests and has to be a
 * decision (change it here, with the reason) rather than an accident.
 */
export const FIRST_ROUTE_BUDGET_BYTES = 215 * 1024;

/** One entry of Vite's build manifest (`build.manifest`), the fields this check reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface FirstRouteFile {
  file: string;
  gzipBytes: number;
}

export interface BudgetReport {
  files: FirstRouteFile[];
  totalGzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
}

/** The files loaded before the first render: each entry chunk and its static imports, transitively, with their CSS. */
export function firstRouteFiles(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names an import it does not describe: ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('The manifest has no entry chunk.');
  entries.forEach(visit);
  return [...files];
}

/** Measures the first route of the build in `distDir` (which holds `.vite/manifest.json`) against the budget. */
export function checkBundleBudget(distDir: string, budgetBytes = FIRST_ROUTE_BUDGET_BYTES): BudgetReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = firstRouteFiles(manifest)
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files, totalGzipBytes, budgetBytes, withinBudget: totalGzipBytes <= budgetBytes };
}

/** Fails the build when its first route is over the budget; prints the measurement either way. */
export function bundleBudget(budgetBytes = FIRST_ROUTE_BUDGET_BYTES): Plugin {
  let outDir = '';
  let logger: Logger | null = null;
  return {
    name: 'trialbridge-bundle-budget',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle() {
      // A failed build wrote nothing to measure (this hook runs after failures too): its own
      // error is the one to show.
      if (!existsSync(join(outDir, '.vite', 'manifest.json'))) return;
      const report = checkBundleBudget(outDir, budgetBytes);
      logger?.info(formatBudgetReport(report));
      if (!report.withinBudget)
        throw new Error('The first route is over its bundle budget (web/build/bundleBudget.ts).');
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report as a few lines: the total against the budget, then the files, largest first. */
export function formatBudgetReport(report: BudgetReport): string {
  const verdict = report.withinBudget ? 'within' : 'OVER';
  return [
    `first route: ${kb(report.totalGzipBytes)} gzip (JS + CSS, ${report.files.length} files) — ${verdict} the budget of ${kb(report.budgetBytes)}`,
    ...report.files.map((f) => `  ${kb(f.gzipBytes).padStart(9)}  ${f.file}`),
  ].join('\n');
}
