// @vitest-environment node
import { readFileSync } from 'node:fs';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Kind, parse, print, visit, type SelectionNode } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { serverManifest } from './persistedDocuments';

const codegenManifest = JSON.parse(
  readFileSync(new URL('../src/__generated__/persisted-documents.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const selectionKey = (selection: SelectionNode) =>
  selection.kind === Kind.FIELD ? (selection.alias ?? selection.name).value : print(selection);

/** The document printed with every selection set in name order: codegen's text sorts them, the client's does not. */
function inAnyOrder(text: string): string {
  return print(
    visit(parse(text), {
      SelectionSet: (node) => ({
        ...node,
        selections: [...node.selections].sort((a, b) => selectionKey(a).localeCompare(selectionKey(b))),
      }),
    }),
  );
}

/** The text Apollo Client puts on the wire for `text`, caught by a terminating link. */
async function sentByClient(text: string): Promise<string> {
  let sent = '';
  const link = new ApolloLink((operation) => {
    sent = print(operation.query);
    return of({ data: null });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  await client.query({ query: parse(text), fetchPolicy: 'no-cache' }).catch(() => undefined);
  return sent;
}

describe('the manifest the bff runs', () => {
  it('holds, for each hash, the document Apollo Client would have sent as text (with __typename)', async () => {
    const manifest = serverManifest(codegenManifest);
    const queries = Object.entries(codegenManifest).filter(([, text]) => /(^| )query /.test(text));
    expect(queries.length).toBeGreaterThan(10);
    for (const [hash, text] of queries) {
      const sent = await sentByClient(text);
      // Keyed by the bare hex Apollo's protocol sends, not codegen's `sha256:<hex>`.
      expect(hash).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(inAnyOrder(manifest[hash.replace('sha256:', '')] ?? '')).toBe(inAnyOrder(sent));
    }
    // Codegen's own text has none: the client adds it, and so must the manifest.
    expect(Object.values(codegenManifest).some((text) => text.includes('__typename'))).toBe(false);
    expect(Object.values(manifest).filter((text) => text.includes('__typename')).length).toBeGreaterThan(10);
  });
});
