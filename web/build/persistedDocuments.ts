import { readFileSync } from 'node:fs';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { parse, print } from 'graphql';
import type { Plugin } from 'vite';

/**
 * Where the build writes the manifest in dist/, which the bff reads at start
 * (bff/src/http/persisted.documents.ts). A dot folder: the bff serves dist/ but not dot files.
 */
export const MANIFEST_FILE = '.graphql/persisted-documents.json';

/**
 * Codegen's manifest (`sha256:<hex>` → document text) as the bff must run it: keyed by the bare hex
 * that Apollo's persisted-query protocol sends (`sha256Hash`), each text with `__typename` added as
 * Apollo Client's cache adds it to every operation it sends (the hash stands for the document the
 * app wrote; the answer must carry what the cache normalises by).
 */
export function serverManifest(codegenManifest: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(codegenManifest).map(([hash, text]) => [
      hash.replace('sha256:', ''),
      print(addTypenameToDocument(parse(text))),
    ]),
  );
}

/**
 * Emits the trusted documents' manifest into the build (MANIFEST_FILE), from codegen's
 * `src/__generated__/persisted-documents.json`: the hashes the built app sends are the ones the
 * bff serving this dist/ knows.
 */
export function persistedDocuments(codegenManifestFile: string): Plugin {
  return {
    name: 'trialbridge-persisted-documents',
    apply: 'build',
    generateBundle() {
      const manifest = JSON.parse(readFileSync(codegenManifestFile, 'utf8')) as Record<string, string>;
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_FILE,
        source: `${JSON.stringify(serverManifest(manifest))}\n`,
      });
    },
  };
}
