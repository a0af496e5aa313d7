import type { Plugin } from 'vite';

/** Apollo Client's cached `print` (its in-flight deduplication and refetchQueries key operations by it). */
const PRINT_MODULE = /[\\/]@apollo[\\/]client[\\/]utilities[\\/]graphql[\\/]print\.js$/;
const GRAPHQL_PRINT = 'import { print as origPrint } from "graphql";';

/**
 * What Apollo's `print` answers in the browser build: a document's persisted-document hash (the
 * SHA-256 of its text, which codegen puts on every operation, and which Apollo's document
 * transforms carry along), else its JSON. Either is the same for the same text, which is all
 * a key needs.
 */
export const OPERATION_KEY = 'const origPrint = (ast) => ast.__meta__?.hash ?? JSON.stringify(ast);';

/**
 * Apollo Client prints every operation to key it, which puts graphql's printer (~1.5 KB gzip) in
 * the first route, though the app sends operations as hashes (src/app/persistedDocuments.ts) and
 * prints a text only when the bff asks for one (src/app/fetchLink.ts loads the printer then).
 * Apollo's `print` keys by the hash instead.
 */
export function apolloPrintByHash(): Plugin {
  return {
    name: 'trialbridge-apollo-print-by-hash',
    apply: 'build',
    transform: {
      filter: { id: PRINT_MODULE },
      handler(code) {
        if (!code.includes(GRAPHQL_PRINT)) this.error(`Apollo's print.js changed: it no longer has ${GRAPHQL_PRINT}`);
        return { code: code.replace(GRAPHQL_PRINT, OPERATION_KEY), map: null };
      },
    },
  };
}
