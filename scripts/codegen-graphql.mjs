// Runs graphql-codegen with codegen.yml, adding the bff's mappers found by convention: every
// `export type|interface <Type>Mapper` in bff/src/modules/<feature>/<feature>.mappers.ts maps the
// GraphQL type <Type> (as The Guild's server preset finds them). A feature adds its mappers file and
// edits no configuration. Run by `npm run codegen`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';

const MODULES = 'bff/src/modules';
const RESOLVER_TYPES = 'bff/src/__generated__/resolvers-types.ts';
const MAPPER = /^export (?:type|interface) ([A-Z]\w*)Mapper\b/gm;

/** `{ <Type>: '../modules/<feature>/<feature>.mappers.js#<Type>Mapper' }` for every mapper the modules declare. */
export function findMappers(modulesDir = MODULES) {
  const mappers = {};
  for (const feature of readdirSync(modulesDir).sort()) {
    let source;
    try {
      source = readFileSync(join(modulesDir, feature, `${feature}.mappers.ts`), 'utf8');
    } catch {
      continue; // A feature without mapped types.
    }
    for (const [, type] of source.matchAll(MAPPER)) {
      const path = `../modules/${feature}/${feature}.mappers.js#${type}Mapper`;
      if (mappers[type]) throw new Error(`${type} is mapped twice: ${mappers[type]} and ${path}`);
      mappers[type] = path;
    }
  }
  return mappers;
}

const { config } = await loadCodegenConfig({ configFilePath: 'codegen.yml' });
const resolvers = config.generates[RESOLVER_TYPES];
if (!resolvers) throw new Error(`codegen.yml must generate ${RESOLVER_TYPES}`);
resolvers.config = { ...resolvers.config, mappers: findMappers() };
await generate({ ...config, cwd: process.cwd() }, true);
