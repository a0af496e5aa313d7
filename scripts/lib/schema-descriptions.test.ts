// eslint/graphql.js: every element of the SDL carries a description (partners read the schema as
// the API's reference). Lints fixtures with the repository's own ESLint configuration.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function undescribed(sdl: string): Promise<string[]> {
  const [result] = await eslint.lintText(sdl, { filePath: `${root}schema/fixture.graphql` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@graphql-eslint/require-description')
    .map((message) => message.message);
}

describe('the schema description rule', () => {
  it('names every type, field, argument, enum value and directive without a description', async () => {
    const messages = await undescribed(`
directive @audited on FIELD_DEFINITION

type Query {
  company(id: ID!): Company
}

type Company {
  id: ID!
  tier: Tier!
}

enum Tier {
  GOLD
}

input RenameInput {
  name: String!
}
`);
    expect(messages).toEqual([
      'Description is required for directive "audited"',
      'Description is required for type "Query"',
      'Description is required for field "company" in type "Query"',
      'Description is required for input value "id" in field "company"',
      'Description is required for type "Company"',
      'Description is required for field "id" in type "Company"',
      'Description is required for field "tier" in type "Company"',
      'Description is required for enum "Tier"',
      'Description is required for enum value "GOLD" in enum "Tier"',
      'Description is required for input "RenameInput"',
      'Description is required for input value "name" in input "RenameInput"',
    ]);
  });

  it('passes a schema where everything is described', async () => {
    const messages = await undescribed(`
"""Marks a field whose reads are logged."""
directive @audited on FIELD_DEFINITION

"""The entry points."""
type Query {
  """One company by id."""
  company("""The company's id.""" id: ID!): Company
}

"""A company on the platform."""
type Company {
  """Its id."""
  id: ID!
}
`);
    expect(messages).toEqual([]);
  });
});
