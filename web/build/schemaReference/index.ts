import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import type { Logger, Plugin } from 'vite';
import { schemaReferenceHtml } from './page';

/**
 * Where the bff finds the pages it serves on its own /graphql routes (bff/src/http/playground.routes.ts).
 * A dot folder: the bff's static serving refuses those, so the gated reference has no public URL.
 */
export const GRAPHQL_PAGES_DIR = '.graphql';
export const REFERENCE_FILE = 'reference.html';

/** The schema as the bff builds it: every `*.graphql` file of the folder, in name order. */
export function loadSchema(schemaDir: string): GraphQLSchema {
  const files = readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort();
  return buildSchema(files.map((file) => readFileSync(join(schemaDir, file), 'utf8')).join('\n'));
}

/** Writes the schema reference into the build (dist/.graphql/reference.html), from schema/*.graphql. */
export function schemaReference(options: { schemaDir: string; brand: string }): Plugin {
  let outDir = '';
  let logger: Logger | null = null;
  return {
    name: 'trialbridge-schema-reference',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    writeBundle: {
      sequential: true,
      handler() {
        const html = schemaReferenceHtml(loadSchema(options.schemaDir), { brand: options.brand });
        mkdirSync(join(outDir, GRAPHQL_PAGES_DIR), { recursive: true });
        writeFileSync(join(outDir, GRAPHQL_PAGES_DIR, REFERENCE_FILE), html);
        logger?.info(
          `schema reference: ${GRAPHQL_PAGES_DIR}/${REFERENCE_FILE} (${(html.length / 1024).toFixed(0)} KB)`,
        );
      },
    },
  };
}
