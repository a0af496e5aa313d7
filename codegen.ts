// graphql-codegen's configuration. Generated files land in __generated__/ folders, are git-ignored
// and never edited by hand. The bff's mappers (which REST type each GraphQL type resolves from) are
// found by convention, as The Guild's server preset does: every `export type|interface <Type>Mapper`
// in `bff/src/modules/<feature>/<feature>.mappers.ts` maps the GraphQL type `<Type>`.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

const MODULES = 'bff/src/modules';
const MAPPER = /^export (?:type|interface) ([A-Z]\w*)Mapper\b/gm;

function findMappers(): Record<string, string> {
  const mappers: Record<string, string> = {};
  for (const feature of readdirSync(MODULES).sort()) {
    const file = join(MODULES, feature, `${feature}.mappers.ts`);
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue; // A feature without mapped types.
    }
    for (const [, type] of source.matchAll(MAPPER)) {
      if (!type) continue;
      if (mappers[type]) throw new Error(`${type} is mapped twice: ${mappers[type]} and ${file}`);
      mappers[type] = `../modules/${feature}/${feature}.mappers.js#${type}Mapper`;
    }
  }
  return mappers;
}

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  schema: 'schema/*.graphql',
  generates: {
    'bff/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: false,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.js#GraphQLContext',
        mappers: findMappers(),
        scalars: { DateTime: 'string' },
      },
    },
    'web/src/__generated__/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
        // Trusted documents: every document gets `__meta__.hash`, and persisted-documents.json
        // (hash → text) is what the bff runs for browser sessions in production. The hash is the
        // bare hex SHA-256 of the text, as Apollo's persisted-query protocol (`sha256Hash`) has it,
        // not the preset's `sha256:`-prefixed form.
        persistedDocuments: { hashAlgorithm: (text: string) => createHash('sha256').update(text).digest('hex') },
      },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
    },
  },
};

export default config;
