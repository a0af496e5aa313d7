import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Logger, Plugin, Rolldown } from 'vite';

/**
 * The most JavaScript and CSS, gzip-compressed, that the first page of any route may load before
 * it can render: the entry (a small boot script), the app it imports once the page has painted,
 * everything those import statically, and their CSS. Pages, dialogs and their libraries load
 * later, on use. Set at the 200 KB when the build measured 199.96 KB (React DOM ~62,
 * React Router ~30, Apollo Client with rxjs and graphql ~49, Chakra with emotion ~45, the shell
 * ~13): Chakra's recipes now ship with the components that use them, rxjs is its ES2015 build
 * and Chakra's unused palettes are left out (web/build/chakraRecipes.ts, web/vite.config.ts).
 * There is almost no headroom: growth of the first paint fails the build and the tests and has
 * to be paid for elsewhere or be a decision (change it here, with the reason).
 *
 * Issue 15 (requests, capability alerts, looking-for) added routes to the route table, which is
 * first-route code (each lazy page's import carries its preload list): the build measured 200.6 KB.
 * Paid for by hoist-non-react-statics and react-is, which @emotion/react imported for nothing
 * and which ran in the first route (web/vite.config.ts, `sideEffectFree`): 199.7 KB. The preload
 * lists leave out what the importing chunk loaded already and are in one order, which gzip
 * compresses better (web/build/preloadDependencies.ts): 199.4 KB.
 *
 * Issue 16 (trusted documents) put a hash on each of the shell's documents and a persisted-
 * documents link before the HTTP link: 200.0 KB + 31 bytes. Paid for by a link of our own instead
 * of Apollo's PersistedQueryLink (~0.8 KB), the API keys screen left out of the header (linked
 * from the dashboard) and a tighter link: 200.0 KB, under by a few bytes.
 *
 * Issue 24 asked for 160 KB. Cut: the route table, the features' routes, SEO texts, header links,
 * bell and banners (a generated manifest in a chunk of its own, texts with the pages, the shell's
 * parts after the first paint: 193.7 KB); React Router's production build and the session effects
 * (analytics, session-start modals) after the first paint (192.6); a fetch link of our own, so
 * neither HttpLink nor graphql's printer ships (Apollo keys operations by their hash, see
 * build/apolloPrint.ts: 191.0); Apollo split by use instead of one group holding the hooks and
 * operators only pages use (189.7 KB, 194,234 bytes). What is left is what the first render runs:
 * React DOM with React and the scheduler ~66 KB, React Router ~29, Apollo Client with rxjs and
 * graphql's visitor ~49, Chakra with emotion ~35, the shell ~8, the boot script ~2. The route
 * table (5.3 KB) is fetched beside the first route and reported apart: it grows with the routes,
 * while adding a route adds nothing here (the build fails when a feature's module or the table is
 * in the first route).
 *
 * Then Chakra left the first route (154.3 KB with the shell's CSS, 2.7 KB): the shell (header,
 * progress bar, loading, error and guard screens) is plain HTML with static CSS holding Chakra's
 * rules and tokens (src/ui/shell.css; a test compares its tokens with the theme), and pages,
 * modals, the drawer and the features' shell parts render in a Chakra scope that loads with each
 * page (src/app/chakra.ts). The build fails when Chakra or Emotion is in the first route. Budget
 * 160 KB. What is left is React DOM ~66, React Router ~29, Apollo ~49, the shell ~8: the next cut
 * is a lighter client than Apollo's or Preact, each a new dependency and a migration.
 */
export const FIRST_ROUTE_BUDGET_BYTES = 160 * 1024;

/** One entry of Vite's build manifest (`build.manifest`), the fields this check reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
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
  /** The route table's chunks, fetched beside the first route and not counted in it (it grows with the routes). */
  routeTable: FirstRouteFile[];
}

/** The route table's source: a chunk of its own, fetched beside the first route (web/vite.config.ts). */
export const ROUTE_TABLE_MODULE = 'src/__generated__/routeManifest.ts';

/**
 * Modules that must never be first-route code, so that adding a feature or a route adds nothing
 * to it: a feature's (its routes, pages, shell parts), and the generated lists of them.
 */
const ROUTE_SCOPED =
  /^src\/(features\/|__generated__\/(routeManifest|routePaths|featureShell)\.ts$|app\/(shellParts|navigation)\.ts$)/;

/** The modules of `modules` (paths relative to the web root) that must not be in the first route. */
export function routeScopedModules(modules: readonly string[]): string[] {
  return modules.filter((module) => ROUTE_SCOPED.test(module));
}

/** Chakra and its styling engine: the pages' library, which the shell renders without (src/ui/shell.css). */
const PAGE_LIBRARIES = /(^|\/)node_modules\/(@chakra-ui|@emotion|@ark-ui|@zag-js|@pandacss)\//;

/** The modules of `modules` that belong to the pages' UI library and must not be in the first route. */
export function pageLibraryModules(modules: readonly string[]): string[] {
  return modules.filter((module) => PAGE_LIBRARIES.test(module));
}

/** Where the build records the first route's modules (the bff serves no dot folder). */
export const FIRST_ROUTE_MODULES_FILE = join('.vite', 'first-route-modules.json');

/**
 * The chunks `keys` name and their static imports, transitively, each once: what a chunk needs
 * before it can run.
 */
export function staticChunks(manifest: Manifest, keys: readonly string[]): ManifestChunk[] {
  const chunks = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    if (chunks.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names an import it does not describe: ${key}`);
    chunks.set(key, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...chunks.values()];
}

/**
 * The files loaded before the first render: each entry chunk and its static imports, transitively,
 * with their CSS, and the same for the entry's own dynamic imports. The entry (src/main.tsx) is a
 * small boot script that lets the page paint and then imports the app: what it imports is still
 * the first route's code. Dynamic imports deeper down (pages, dialogs) load later, on use.
 */
export function firstRouteFiles(manifest: Manifest): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('The manifest has no entry chunk.');
  const booted = entries.flatMap((entry) => manifest[entry]?.dynamicImports ?? []);
  const files = staticChunks(manifest, [...entries, ...booted]).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
  return [...new Set(files)];
}

/** Measures the first route of the build in `distDir` (which holds `.vite/manifest.json`) against the budget. */
export function checkBundleBudget(distDir: string, budgetBytes = FIRST_ROUTE_BUDGET_BYTES): BudgetReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = firstRouteFiles(manifest)
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const counted = new Set(files.map((file) => file.file));
  const routeTable = manifest[ROUTE_TABLE_MODULE]
    ? staticChunks(manifest, [ROUTE_TABLE_MODULE])
        .map((chunk) => chunk.file)
        .filter((file) => !counted.has(file))
        .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }))
    : [];
  return { files, totalGzipBytes, budgetBytes, withinBudget: totalGzipBytes <= budgetBytes, routeTable };
}

/** Fails the build when its first route is over the budget; prints the measurement either way. */
export function bundleBudget(budgetBytes = FIRST_ROUTE_BUDGET_BYTES): Plugin {
  let root = '';
  let outDir = '';
  let logger: Logger | null = null;
  let firstRouteModules: string[] = [];
  return {
    name: 'trialbridge-bundle-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    // The first route's modules, from the bundle (the manifest names chunks, not what is in them):
    // recorded for the tests, and the build fails on a feature's module among them.
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      const first = new Set<string>();
      const visit = (file: string) => {
        const chunk = chunks.get(file);
        if (!chunk || first.has(file)) return;
        first.add(file);
        chunk.imports.forEach(visit);
      };
      for (const entry of entries) [entry.fileName, ...entry.dynamicImports].forEach(visit);
      const modules = [...first]
        .flatMap((file) => chunks.get(file)?.moduleIds ?? [])
        .map((id) => relative(root, id).replaceAll('\\', '/'))
        .sort();
      firstRouteModules = modules;
      const scoped = routeScopedModules(modules);
      if (scoped.length > 0)
        this.error(`The first route must not carry a feature's or the route table's modules: ${scoped.join(', ')}`);
      const library = pageLibraryModules(modules);
      if (library.length > 0)
        this.error(
          `The first route must not carry Chakra (the shell is plain HTML, src/ui/shell.css): ${library.join(', ')}`,
        );
    },
    closeBundle() {
      // A failed build wrote nothing to measure (this hook runs after failures too): its own
      // error is the one to show.
      if (!existsSync(join(outDir, '.vite', 'manifest.json'))) return;
      writeFileSync(join(outDir, FIRST_ROUTE_MODULES_FILE), `${JSON.stringify(firstRouteModules, null, 1)}\n`);
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
  const table = report.routeTable.reduce((sum, file) => sum + file.gzipBytes, 0);
  return [
    `first route: ${kb(report.totalGzipBytes)} gzip (JS + CSS, ${report.files.length} files) — ${verdict} the budget of ${kb(report.budgetBytes)}`,
    ...report.files.map((f) => `  ${kb(f.gzipBytes).padStart(9)}  ${f.file}`),
    ...(report.routeTable.length > 0
      ? [`beside it, not counted (grows with the routes): the route table, ${kb(table)}`]
      : []),
    ...report.routeTable.map((f) => `  ${kb(f.gzipBytes).padStart(9)}  ${f.file}`),
  ].join('\n');
}
