import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { cachedOperationCost, COST_RULES, COSTS_KEPT_PER_DOCUMENT, operationCost } from './operation.cost.js';

const schema = buildSchema(/* GraphQL */ `
  directive @listSize(assumedSize: Int!) on FIELD_DEFINITION
  input PageInput {
    page: Int! = 0
    size: Int! = 10
  }
  type Query {
    company(id: ID!): Company
    companies(page: Int! = 0, size: Int! = 20): CompanyPage!
    paged(page: PageInput): CompanyPage!
    firstCompanies(first: Int): [Company!]!
    countries: [Country!]! @listSize(assumedSize: 250)
    tags: [String!]!
  }
  type Mutation {
    rename(id: ID!, name: String!): Company!
  }
  type Company {
    id: ID!
    name: String!
    kind: Kind!
    services: [Service!]!
    owner: Person
  }
  type Person {
    id: ID!
  }
  type Service {
    id: ID!
  }
  type Country {
    code: String!
  }
  type CompanyPage {
    items: [Company!]!
    facets: [Service!]!
    totalElements: Int!
  }
  enum Kind {
    SPONSOR
    VENDOR
  }
`);

const cost = (query: string, variables?: Record<string, unknown>, operationName?: string) =>
  operationCost(schema, parse(query), { variables, operationName });

describe('operationCost', () => {
  it('charges 1 per object and nothing for scalars and enums', () => {
    expect(cost('{ company(id: 1) { id name kind } tags }')).toBe(1);
    expect(cost('{ company(id: 1) { id owner { id } } }')).toBe(2);
  });

  it('multiplies a list without slicing argument by the default size', () => {
    // company 1 + services (1 + 0) × 10
    expect(cost('{ company(id: 1) { services { id } } }')).toBe(1 + COST_RULES.defaultListSize);
  });

  it("takes a list's @listSize when it declares one", () => {
    expect(cost('{ countries { code } }')).toBe(250);
  });

  it("hands a paged field's size to its page's items, from a literal, a variable or the default", () => {
    // page 1 + items 5 × (company 1 + services 10 × 1)
    expect(cost('{ companies(size: 5) { items { services { id } } } }')).toBe(1 + 5 * 11);
    expect(cost('query($n: Int!) { companies(size: $n) { items { id } } }', { n: 7 })).toBe(1 + 7);
    expect(cost('{ companies { items { id } } }')).toBe(1 + 20);
    // Other lists of the page do not take its size.
    expect(cost('{ companies(size: 50) { facets { id } } }')).toBe(1 + COST_RULES.defaultListSize);
  });

  it('reads the size inside an input argument, literal or variable, with its defaults', () => {
    expect(cost('{ paged(page: { size: 30 }) { items { id } } }')).toBe(1 + 30);
    expect(cost('query($p: PageInput) { paged(page: $p) { items { id } } }', { p: { page: 2, size: 40 } })).toBe(41);
    expect(cost('query($p: PageInput) { paged(page: $p) { items { id } } }', { p: { page: 2 } })).toBe(1 + 10);
    expect(cost('query($p: PageInput = { size: 3 }) { paged(page: $p) { items { id } } }')).toBe(1 + 3);
  });

  it('sizes a list by its own slicing argument, clamped to the largest page', () => {
    expect(cost('{ firstCompanies(first: 4) { id } }')).toBe(4);
    expect(cost('{ firstCompanies(first: 100000) { id } }')).toBe(COST_RULES.maxListSize);
    expect(cost('query($n: Int) { firstCompanies(first: $n) { id } }', { n: 9_999 })).toBe(COST_RULES.maxListSize);
  });

  it('multiplies nested lists', () => {
    // page 1 + items 100 × (1 + services 10 × 1)
    expect(cost('{ companies(size: 100) { items { services { id } } } }')).toBe(1 + 100 * 11);
  });

  it('counts named and inline fragments where they are spread, and a field selected twice once', () => {
    const query = /* GraphQL */ `
      query {
        company(id: 1) {
          ...Services
          ... on Company {
            owner {
              id
            }
          }
          services {
            id
          }
        }
      }
      fragment Services on Company {
        services {
          id
        }
      }
    `;
    expect(cost(query)).toBe(1 + 1 + 10);
    expect(cost('{ a: company(id: 1) { id } b: company(id: 2) { id } }')).toBe(2);
  });

  it('counts nothing for fields left out by @skip or @include', () => {
    const query =
      'query($with: Boolean!) { company(id: 1) { services @include(if: $with) { id } owner @skip(if: $with) { id } } }';
    expect(cost(query, { with: true })).toBe(1 + 10);
    expect(cost(query, { with: false })).toBe(1 + 1);
  });

  it('charges introspection a fixed amount', () => {
    const full = '{ __schema { types { name fields { name args { name } type { name ofType { name } } } } } }';
    expect(cost(full)).toBe(COST_RULES.introspectionCost);
    expect(cost('{ __type(name: "Company") { name } __typename }')).toBe(COST_RULES.introspectionCost);
  });

  it('adds a base cost to mutations, and picks the named operation', () => {
    expect(cost('mutation { rename(id: 1, name: "x") { id } }')).toBe(1 + COST_RULES.mutationBaseCost);
    const document = 'query A { countries { code } } query B { company(id: 1) { id } }';
    expect(cost(document, {}, 'B')).toBe(1);
    expect(cost(document, {}, 'C')).toBe(0);
  });
});

describe('cachedOperationCost', () => {
  const cost = (document: ReturnType<typeof parse>, variables?: Record<string, unknown>, operationName?: string) => ({
    cached: cachedOperationCost(schema, document, { variables, operationName }),
    walked: operationCost(schema, document, { variables, operationName }),
  });

  it('answers what operationCost answers for each document, name and variables, however often asked', () => {
    const paged = parse('query P($size: Int!) { companies(size: $size) { items { owner { id } } } }');
    const other = parse('query P($size: Int!) { companies(size: $size) { items { id } } }');
    for (let round = 0; round < 2; round++) {
      for (const size of [1, 5, 50, 5]) {
        const a = cost(paged, { size });
        expect(a.cached).toBe(a.walked);
        const b = cost(other, { size });
        expect(b.cached).toBe(b.walked);
      }
    }
    // Same document and variables, the other document's cost is never served (and the reverse).
    expect(cost(paged, { size: 50 }).cached).not.toBe(cost(other, { size: 50 }).cached);
  });

  it('tells operations of one document apart by name', () => {
    const two = parse('query Few { firstCompanies(first: 2) { id } } query Many { countries { code } }');
    expect(cachedOperationCost(schema, two, { operationName: 'Few' })).toBe(2);
    expect(cachedOperationCost(schema, two, { operationName: 'Many' })).toBe(250);
    expect(cachedOperationCost(schema, two, { operationName: 'Few' })).toBe(2);
    expect(cachedOperationCost(schema, two, { operationName: null })).toBe(0);
  });

  it('prices variables that are not plain JSON every time, and stays right past its bound', () => {
    const document = parse('query P($size: Int!) { companies(size: $size) { items { owner { id } } } }');
    expect(cachedOperationCost(schema, document, { variables: { size: 3, at: new Date(0) } })).toBe(
      operationCost(schema, document, { variables: { size: 3 } }),
    );
    for (let size = 1; size <= COSTS_KEPT_PER_DOCUMENT + 10; size++) {
      expect(cachedOperationCost(schema, document, { variables: { size } })).toBe(
        operationCost(schema, document, { variables: { size } }),
      );
    }
  });
});
