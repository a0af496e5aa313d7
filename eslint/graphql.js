import graphqlPlugin from '@graphql-eslint/eslint-plugin';

const graphQLConfig = { schema: 'schema/*.graphql', documents: 'web/src/**/*.{ts,tsx}' };
const languageOptions = { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig } };
const plugins = { '@graphql-eslint': graphqlPlugin };

/** The SDL (schema/) and the web's operations, checked against it. */
export const graphqlConfigs = [
  {
    // The operations inside `graphql(`...`)` calls become virtual .graphql files, linted below.
    files: ['web/src/**/*.{ts,tsx}'],
    processor: graphqlPlugin.processor,
  },
  {
    files: ['schema/*.graphql'],
    languageOptions,
    plugins,
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      // Payloads, pages and value objects (money, facet counts) are not entities: no id.
      '@graphql-eslint/strict-id-in-types': 'off',
      // Partners read the schema as the API's reference: every element says what it is.
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.graphql'],
    languageOptions,
    plugins,
    rules: {
      ...graphqlPlugin.configs['flat/operations-recommended'].rules,
      '@graphql-eslint/naming-convention': [
        'error',
        {
          VariableDefinition: 'camelCase',
          // Named after the component that owns it; "Subscription" is a word of our domain (plans).
          OperationDefinition: {
            style: 'PascalCase',
            forbiddenPrefixes: ['Query', 'Mutation', 'Get'],
            forbiddenSuffixes: ['Query', 'Mutation'],
          },
          // House style: a fragment is named after the component and the prop it feeds.
          FragmentDefinition: { style: 'PascalCase', ignorePattern: '^[A-Z][A-Za-z0-9]*_[a-z][A-Za-z0-9]*$' },
        },
      ],
    },
  },
];
