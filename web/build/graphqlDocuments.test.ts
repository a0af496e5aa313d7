// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importDocuments, readDocumentNames, readParsedDocuments } from './graphqlDocuments';

// The shapes the client preset writes in gql.ts and graphql.ts.
const gql = `const documents: Documents = {
    "\\n  query AppConfig {\\n    appConfig {\\n      brandName\\n    }\\n  }\\n": types.AppConfigDocument,
    "\\n  query Company($id: ID!) {\\n    company(id: $id) {\\n      name\\n    }\\n  }\\n": types.CompanyDocument,
};`;
const graphqlTs = `export const AppConfigDocument = {"__meta__":{"hash":"5b93"},"kind":"Document","definitions":[]} as unknown as DocumentNode<AppConfigQuery, AppConfigQueryVariables>;
export const Row_CompanyFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<Row_CompanyFragment, unknown>;
export type Unrelated = string;`;

describe('graphql document imports', () => {
  const names = readDocumentNames(gql);

  it('reads which export holds each document source', () => {
    expect(names.get('\n  query AppConfig {\n    appConfig {\n      brandName\n    }\n  }\n')).toBe(
      'AppConfigDocument',
    );
    expect(names.size).toBe(2);
    // An operation keeps its persisted-document hash (the link sends it); a fragment has none.
    const parsed = readParsedDocuments(graphqlTs);
    expect(parsed.get('AppConfigDocument')).toBe('{"__meta__":{"hash":"5b93"},"kind":"Document","definitions":[]}');
    expect(parsed.get('Row_CompanyFragmentDoc')).toBe('{"kind":"Document","definitions":[]}');
  });

  it('replaces each graphql() call, variables included, with an import of its own document module', () => {
    const code = [
      "import { graphql } from '../__generated__';",
      'const A = graphql(`\n  query AppConfig {\n    appConfig {\n      brandName\n    }\n  }\n`);',
      'const B = graphql(`\n  query Company($id: ID!) {\n    company(id: $id) {\n      name\n    }\n  }\n`);',
    ].join('\n');
    const result = importDocuments(code, names) ?? '';
    expect(result).toContain(
      `import __document_AppConfigDocument from ${JSON.stringify('\0graphql-document:AppConfigDocument')};`,
    );
    expect(result).toContain('const A = __document_AppConfigDocument;');
    expect(result).toContain('const B = __document_CompanyDocument;');
    expect(result).not.toContain('graphql(`');
  });

  it('leaves code without documents alone and refuses a document codegen has not seen', () => {
    expect(importDocuments('const x = 1;', names)).toBeNull();
    expect(() => importDocuments('graphql(`query Unknown { a }`)', names)).toThrow(/codegen/);
  });
});
