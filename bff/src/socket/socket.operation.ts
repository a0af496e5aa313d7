import {
  type DocumentNode,
  getOperationAST,
  GraphQLError,
  type GraphQLSchema,
  parse,
  type ParseOptions,
  specifiedRules,
  validate,
  type ValidationRule,
} from 'graphql';

export interface OperationRules {
  schema: GraphQLSchema;
  /** The armor's rules (depth, aliases, directives), as Apollo applies them over HTTP. */
  validationRules: readonly ValidationRule[];
  /** The armor's token limit, as Apollo parses with it. */
  parseOptions: ParseOptions;
  /** The largest operation text, as HTTP's body limit. */
  maxBytes: number;
  /** Production: no "Did you mean …?" in validation errors (the armor's blockFieldSuggestion over HTTP). */
  production: boolean;
}

const refusal = (message: string, code = 'BAD_REQUEST') => [new GraphQLError(message, { extensions: { code } })];

/**
 * An operation received over the socket, parsed and validated as Apollo does over HTTP (the same
 * rules and limits), or the errors to answer. Only subscriptions: queries and mutations stay on
 * HTTP, where the rest of the request pipeline (session plugin, overload guard) applies.
 */
export function checkOperation(
  rules: OperationRules,
  payload: { query: string; operationName?: string | null },
): { document: DocumentNode; operationName: string | undefined } | GraphQLError[] {
  // As over HTTP: a document that cannot be parsed (a syntax error, over the token limit or the
  // size) is the client's GRAPHQL_PARSE_FAILED, answered and never logged as the server's error.
  if (Buffer.byteLength(payload.query) > rules.maxBytes)
    return refusal('The operation is too large.', 'GRAPHQL_PARSE_FAILED');
  let document: DocumentNode;
  try {
    document = parse(payload.query, { ...rules.parseOptions, noLocation: true });
  } catch (error) {
    const message = error instanceof GraphQLError ? error.message : 'The operation could not be parsed.';
    return refusal(message, 'GRAPHQL_PARSE_FAILED');
  }
  const operationName = payload.operationName ?? undefined;
  const operation = getOperationAST(document, operationName);
  if (!operation) return refusal('Name one operation of the document to run.');
  if (operation.operation !== 'subscription')
    return refusal('Only subscriptions are served over the socket: send queries and mutations over HTTP.');
  const errors = validate(rules.schema, document, [...specifiedRules, ...rules.validationRules]);
  if (errors.length > 0) {
    return errors.map((error) =>
      rules.production
        ? new GraphQLError(error.message.replace(/ ?Did you mean .*$/, ''), {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          })
        : new GraphQLError(error.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
    );
  }
  return { document, operationName };
}
