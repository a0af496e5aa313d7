import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One route of the web build's `seo.json` (web/build/seoTexts.ts): its texts as its routes.ts declares them. */
export interface SeoRoute {
  /** A react-router pattern, e.g. `/companies/:alias`. */
  path: string;
  needsLogin: boolean;
  title: string;
  description: string;
  /** A path (pattern) on this origin; set on public pages only. */
  canonical?: string;
  robots?: string;
  openGraph?: Record<string, string>;
  twitter?: Record<string, string>;
}

export interface RouteMatch {
  route: SeoRoute;
  params: Record<string, string>;
}

export interface SeoTexts {
  routes: readonly SeoRoute[];
  /** The route `path` opens (a pattern without parameters wins over one with), or null. */
  match(path: string): RouteMatch | null;
}

const PARAM = /:(\w+)/g;

function compile(route: SeoRoute): { route: SeoRoute; pattern: RegExp; names: string[]; params: number } {
  const names = [...route.path.matchAll(PARAM)].map((match) => match[1] ?? '');
  const source = route.path
    .split(PARAM)
    .map((part, i) => (i % 2 === 1 ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return { route, pattern: new RegExp(`^${source}/?$`), names, params: names.length };
}

function isRoute(value: unknown): value is SeoRoute {
  if (typeof value !== 'object' || value === null) return false;
  const { path, title, description } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof title === 'string' && typeof description === 'string';
}

/** The texts of `routes`, matched against request paths. */
export function seoTexts(routes: readonly SeoRoute[]): SeoTexts {
  const compiled = routes.map(compile).sort((a, b) => a.params - b.params);
  return {
    routes,
    match(path) {
      for (const { route, pattern, names } of compiled) {
        const found = pattern.exec(path);
        if (!found) continue;
        const params: Record<string, string> = {};
        try {
          names.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1] ?? '')));
        } catch {
          return null; // a malformed escape names no page
        }
        return { route, params };
      }
      return null;
    },
  };
}

const NONE = seoTexts([]);

/**
 * Reads `<webDist>/seo.json` again whenever the build rewrites it (no texts without a build, or
 * with a build from before it wrote them: pages are then the plain app).
 */
export function createSeoTextsReader(): (webDist: string) => SeoTexts {
  let loaded: { file: string; mtimeMs: number; texts: SeoTexts } | undefined;
  return (webDist) => {
    const file = join(webDist, 'seo.json');
    try {
      const { mtimeMs } = statSync(file);
      if (loaded?.file === file && loaded.mtimeMs === mtimeMs) return loaded.texts;
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as { routes?: unknown };
      const routes = Array.isArray(parsed.routes) ? parsed.routes.filter(isRoute) : [];
      loaded = { file, mtimeMs, texts: seoTexts(routes) };
      return loaded.texts;
    } catch {
      return NONE;
    }
  };
}

/** A route's canonical pattern filled with the params of the path that opened it. */
export const fillPath = (pattern: string, params: Record<string, string>): string =>
  pattern.replace(PARAM, (_all, name: string) => encodeURIComponent(params[name] ?? ''));
