import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** `"<document source>": types.<Name>,` — one entry of the client preset's `documents` map in gql.ts. */
const DOCUMENT_ENTRY = /^\s*("(?:[^"\\]|\\.)*"):\s*types\.(\w+),\s*$/gm;
/** A `graphql(`…`)` call with a plain template literal (documents never interpolate). */
const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;

/**
 * `export const <Name> = {…} as unknown as DocumentNode<…>;` — one parsed document in graphql.ts;
 * an operation's starts with its persisted-document hash (`"__meta__":{"hash":"…"}`).
 */
const PARSED_DOCUMENT =
  /^export const (\w+) = (\{(?:"__meta__":\{[^{}]*\},)?"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;
/** The id prefix of the one-document modules this plugin serves. */
const VIRTUAL_PREFIX = '\0graphql-document:';

/** Each document's name in graphql.ts → its parsed form (JSON), which stands alone: fragments are inlined. */
export function readParsedDocuments(graphqlSource: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, name, json] of graphqlSource.matchAll(PARSED_DOCUMENT)) {
    if (name && json) documents.set(name, json);
  }
  return documents;
}

/** The document source → the name graphql.ts exports its parsed document under, read from gql.ts. */
export function readDocumentNames(gqlSource: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, key, name] of gqlSource.matchAll(DOCUMENT_ENTRY)) {
    if (key && name) names.set(JSON.parse(key) as string, name);
  }
  return names;
}

/**
 * Replaces each `graphql(`…`)` call of `code` with an import of the document it returns from
 * graphql.ts; null when the code has no such call. Throws on a document gql.ts does not know
 * (codegen is stale), as the call would return an empty document at run time.
 */
export function importDocuments(code: string, names: Map<string, string>): string | null {
  const used = new Set<string>();
  const replaced = code.replace(GRAPHQL_CALL, (_call, source: string) => {
    const name = names.get(source);
    if (!name) throw new Error(`graphql() names a document codegen has not seen; run npm run codegen:\n${source}`);
    used.add(name);
    return `__document_${name}`;
  });
  if (used.size === 0) return null;
  const imports = [...used].map((name) => `import __document_${name} from ${JSON.stringify(VIRTUAL_PREFIX + name)};\n`);
  return `${imports.join('')}${replaced}`;
}

/**
 * What the client preset's babel plugin does, for this Vite build (which runs no babel), one step
 * further: the preset's `graphql()` looks documents up in one map of every document of the app,
 * so the first route would carry all of them (~290 KB before minification), and even imported by
 * name they would share one chunk (a module is never split across chunks). Each document becomes
 * a module of its own instead, so every chunk carries only the documents it uses. Production
 * builds only; tests and the dev server keep `graphql()`.
 */
export function graphqlDocumentImports(generatedDir: string): Plugin {
  let names: Map<string, string> | null = null;
  let documents = new Map<string, string>();
  return {
    name: 'trialbridge-graphql-document-imports',
    apply: 'build',
    buildStart() {
      names = readDocumentNames(readFileSync(join(generatedDir, 'gql.ts'), 'utf8'));
      documents = readParsedDocuments(readFileSync(join(generatedDir, 'graphql.ts'), 'utf8'));
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const document = documents.get(id.slice(VIRTUAL_PREFIX.length));
      if (!document)
        throw new Error(`graphql.ts has no document ${id.slice(VIRTUAL_PREFIX.length)}; run npm run codegen.`);
      return `export default ${document};\n`;
    },
    transform(code, id) {
      if (!names || id.includes('node_modules') || id.startsWith(generatedDir) || !/\.tsx?$/.test(id)) return null;
      if (!code.includes('graphql(`')) return null;
      const result = importDocuments(code, names);
      return result === null ? null : { code: result, map: null };
    },
  };
}
