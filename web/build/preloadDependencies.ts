import type { Plugin } from 'vite';

/** A chunk's static imports (file names), as the bundle describes them. */
export type ChunkImports = ReadonlyMap<string, readonly string[]>;

/** The bundle's chunks: each one's static imports, and the chunks imported dynamically anywhere. */
export interface ChunkGraph {
  imports: ChunkImports;
  lazy: readonly string[];
}

/**
 * How many lazily imported chunks need each chunk (import it statically, transitively): how many
 * preload lists name it.
 */
export function sharedBy(graph: ChunkGraph): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of graph.lazy)
    for (const dep of loadedBefore(graph.imports, file)) counts.set(dep, (counts.get(dep) ?? 0) + 1);
  return counts;
}

/** The chunks `file` imports statically, transitively (not `file` itself): all loaded before it runs. */
export function loadedBefore(graph: ChunkImports, file: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (name: string) => {
    for (const imported of graph.get(name) ?? []) {
      if (loaded.has(imported)) continue;
      loaded.add(imported);
      visit(imported);
    }
  };
  visit(file);
  return loaded;
}

/**
 * The JS files to preload with a dynamic import of `file` from `host`: Vite's list (the chunk and
 * its static imports, transitively) without the chunks `host` itself imported (they ran before
 * it could import anything) and without those `alwaysLoaded` names, the chunk first, then its
 * imports from the most shared to the least. Every chunk the page needs is still fetched at once;
 * the order only makes the lists in the importing chunk (`__vite__mapDeps([…])`, one per lazy
 * page in the route table) repeat each other, which gzip stores once.
 */
export function preloadList(
  graph: ChunkImports,
  shares: ReadonlyMap<string, number>,
  file: string,
  deps: readonly string[],
  host: string,
  alwaysLoaded: (dep: string) => boolean,
): string[] {
  const loaded = loadedBefore(graph, host);
  const shared = (dep: string) => shares.get(dep) ?? 0;
  const rest = deps
    .filter((dep) => dep !== file && !loaded.has(dep) && !alwaysLoaded(dep))
    .sort((a, b) => shared(b) - shared(a) || (a < b ? -1 : a > b ? 1 : 0));
  return deps.includes(file) ? [file, ...rest] : rest;
}

/**
 * The chunks to fetch beside `target` (`companion` and its static imports), less those `target`
 * imports itself: a chunk `target` will import dynamically at once, fetched in parallel instead of
 * after it has run.
 */
export function companionFiles(graph: ChunkImports, target: string, companion: string): string[] {
  const loaded = loadedBefore(graph, target);
  return [companion, ...loadedBefore(graph, companion)].filter((file) => file !== target && !loaded.has(file));
}

/** A chunk fetched beside another's dynamic import: both named by their source module (a path suffix). */
export interface Companion {
  /** The dynamically imported module, e.g. `src/renderApp.tsx`. */
  target: string;
  /** The module it will import at once, e.g. the route manifest. */
  companion: string;
}

/** The first route's chunks: each entry's static imports and its dynamic imports' (the app it boots), transitively. */
export function firstRouteChunks(
  graph: ChunkImports,
  entries: readonly string[],
  booted: readonly string[],
): Set<string> {
  const chunks = new Set<string>([...entries, ...booted]);
  for (const file of [...entries, ...booted]) for (const dep of loadedBefore(graph, file)) chunks.add(dep);
  return chunks;
}

/**
 * `build.modulePreload.resolveDependencies` with the bundle's chunk graph, which Vite does not
 * pass to it: `plugin` records the graph once the chunks are written, before Vite's own
 * `generateBundle` (a later, post plugin) writes the preload lists. The boot script's import of
 * the app preloads the whole first route; every later import leaves the first route's chunks out
 * (they ran before it), and `companions` are fetched beside their target.
 */
export function preloadDependencies(companions: readonly Companion[] = []): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];
} {
  let graph: {
    imports: ChunkImports;
    shares: Map<string, number>;
    extra: Map<string, string[]>;
    entries: Set<string>;
    firstRoute: Set<string>;
  } | null = null;
  return {
    plugin: {
      name: 'trialbridge-preload-dependencies',
      apply: 'build',
      generateBundle(_options, bundle) {
        const imports = new Map<string, readonly string[]>();
        const lazy = new Set<string>();
        const entries: string[] = [];
        const booted: string[] = [];
        const bySource = (source: string) =>
          Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId?.replaceAll('\\', '/').endsWith(source),
          )?.fileName;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          imports.set(output.fileName, output.imports);
          for (const file of output.dynamicImports) lazy.add(file);
          if (output.isEntry) {
            entries.push(output.fileName);
            booted.push(...output.dynamicImports);
          }
        }
        const extra = new Map<string, string[]>();
        for (const { target, companion } of companions) {
          const [targetFile, companionFile] = [bySource(target), bySource(companion)];
          if (!targetFile || !companionFile) this.error(`No chunk for ${targetFile ? companion : target}.`);
          extra.set(targetFile, companionFiles(imports, targetFile, companionFile));
        }
        graph = {
          imports,
          shares: sharedBy({ imports, lazy: [...lazy] }),
          extra,
          entries: new Set(entries),
          firstRoute: firstRouteChunks(imports, entries, booted),
        };
      },
    },
    resolveDependencies(file, deps, { hostId, hostType }) {
      if (!graph) throw new Error('The preload lists are written before the chunk graph was recorded.');
      const host = hostType === 'js' ? hostId : '';
      const { firstRoute } = graph;
      const boot = host === '' || graph.entries.has(host);
      const loaded = (dep: string) => !boot && firstRoute.has(dep);
      const list = preloadList(graph.imports, graph.shares, file, deps, host, loaded);
      const extra = (graph.extra.get(file) ?? []).filter((dep) => !list.includes(dep) && !loaded(dep));
      return [...list, ...extra];
    },
  };
}
