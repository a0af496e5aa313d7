// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importDocuments, readDocumentNames, readParsedDocuments } from './graphqlDocuments';

// The shapes the client preset writes in gql.ts and graphql.ts.
const gql = `const documents: Documents = {
    "\\n  query AppConfig {\\n    appConfig {\\n      brandName\\n    }\\n  }\\n": types.AppConfigDocument,
    "\\n  query Company($id: ID!) {\\n    company(id: $id) {\\n      name\\n    }\\n  }\\n": types.CompanyDocument,
};`;
const graphqlTs = `export const AppConfigDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<AppConfigQuery, AppConfigQueryVariables>;
export type Unrelated = string;`;

describe('graphql document imports', () => {
  const names = readDocumentNames(gql);

  it('reads which export holds each document source', () => {
    expect(names.get('\n  query AppConfig {\n    appConfig {\n      brandName\n    }\n  }\n')).toBe(
      'AppConfigDocument',
    );
    expect(names.size).toBe(2);
    expect(readParsedDocuments(graphqlTs).get('AppConfigDocument')).toBe('{"kind":"Document","definitions":[]}');
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
