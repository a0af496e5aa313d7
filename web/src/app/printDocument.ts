import { print } from 'graphql';
import type { DocumentNode } from 'graphql';

/** A document's text, for the rare request that sends it (fetchLink.ts loads this module then). */
export function printDocument(document: DocumentNode): string {
  return print(document);
}
