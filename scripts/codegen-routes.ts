// Writes the web's route manifest (part of `npm run codegen`): every feature's routes.ts, then the
// shell's own web/src/app/routes.ts, read in Node into web/src/__generated__/routeManifest.ts (each
// route's path and guard with lazy imports of its page and texts), routePaths.ts (the declared
// path patterns, for typed links) and featureShell.ts (every feature's shell.ts(x)). Adding a
// feature or a route adds files to its folder and edits nothing central. The output is generated,
// never edited: web/build/routeManifest.ts writes it.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DeclaredRoute, DeclaringModule } from '../web/build/routeManifest.js';
import { featureShellModule, routeManifestModule, routePathsModule } from '../web/build/routeManifest.js';

const SRC = 'web/src';
const OUT_DIR = join(SRC, '__generated__');

const features = readdirSync(join(SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `features/${entry.name}`)
  .sort();

async function declarations(dir: string): Promise<DeclaringModule> {
  const module = (await import(pathToFileURL(resolve(SRC, dir, 'routes.ts')).href)) as { routes?: unknown };
  if (!Array.isArray(module.routes))
    throw new Error(`${SRC}/${dir}/routes.ts must export const routes: RouteDeclaration[]`);
  return { dir, routes: module.routes as DeclaredRoute[] };
}

const declaring: DeclaringModule[] = [];
for (const dir of features.filter((feature) => existsSync(join(SRC, feature, 'routes.ts'))))
  declaring.push(await declarations(dir));
declaring.push(await declarations('app'));
const shells = features.filter((dir) => ['shell.ts', 'shell.tsx'].some((file) => existsSync(join(SRC, dir, file))));

mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(join(OUT_DIR, 'routeManifest.ts'), routeManifestModule(declaring));
writeFileSync(join(OUT_DIR, 'routePaths.ts'), routePathsModule(declaring));
writeFileSync(join(OUT_DIR, 'featureShell.ts'), featureShellModule(shells));
const routeCount = declaring.reduce((sum, module) => sum + module.routes.length, 0);
console.log(`${OUT_DIR}/routeManifest.ts: ${routeCount} routes; featureShell.ts: ${shells.length} features`);
