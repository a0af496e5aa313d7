// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATION_KEY } from './apolloPrint';

// Apollo's print.js as the build rewrites it, and the key it then gives.
const apolloDir = dirname(createRequire(import.meta.url).resolve('@apollo/client/package.json'));
const printModule = join(apolloDir, 'utilities', 'graphql', 'print.js');
const operationKey = new Function(`${OPERATION_KEY} return origPrint;`)() as (ast: object) => string;

describe('apolloPrintByHash', () => {
  it('finds the import of graphql’s printer it replaces in Apollo’s print module', () => {
    expect(readFileSync(printModule, 'utf8')).toContain('import { print as origPrint } from "graphql";');
  });

  it('keys a document by its persisted-document hash, else by its JSON', () => {
    const definitions = [{ kind: 'OperationDefinition' }];
    expect(operationKey({ kind: 'Document', definitions, __meta__: { hash: 'abc' } })).toBe('abc');
    expect(operationKey({ kind: 'Document', definitions })).toBe(JSON.stringify({ kind: 'Document', definitions }));
  });
});
