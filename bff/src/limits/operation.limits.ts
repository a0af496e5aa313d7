import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../context.js';
import { identifyClient, type ClientBudgetLedger } from './client.budget.js';
import { rateLimited, type Transport } from './rate.limited.js';
import { cachedOperationCost, MAX_OPERATION_COST } from './operation.cost.js';

export interface OperationToAdmit {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** Worded and coded as graphql-armor's cost limit was, so clients see the same refusal. */
export function tooCostly(cost: number, transport: Transport): GraphQLError {
  const code = ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED;
  return new GraphQLError(`Query cost limit of ${MAX_OPERATION_COST} exceeded, found ${cost}.`, {
    extensions: { code, ...(transport === 'http' ? { http: { status: 400 } } : {}) },
  });
}

/**
 * Before an operation runs: its query cost (kept on `ctx.operationCost` for the API-key usage
 * recorder), then its charge to the client's budgets, then the per-operation maximum. An operation
 * over the maximum is charged as one operation but none of its cost: it never runs. Answers the
 * refusal, or null.
 */
export async function admitOperation(
  ctx: GraphQLContext,
  ledger: ClientBudgetLedger,
  operation: OperationToAdmit,
  transport: Transport,
): Promise<GraphQLError | null> {
  const cost = cachedOperationCost(operation.schema, operation.document, operation);
  ctx.operationCost = cost;
  const client = identifyClient(ctx.session.peekCaller(), ctx.request.ip);
  const verdict = await ledger.charge(client, cost > MAX_OPERATION_COST ? 0 : cost);
  if (!verdict.allowed) {
    ctx.request.log.info({ client: client.id, cost }, 'operation refused: client budget spent');
    return rateLimited(verdict.retryAfterSeconds, transport);
  }
  return cost > MAX_OPERATION_COST ? tooCostly(cost, transport) : null;
}

/**
 * The limits over HTTP. `didResolveOperation` is where Apollo documents refusals that depend on
 * the operation and its variables: a GraphQLError thrown there is answered before execution, with
 * the status and headers of its `extensions.http` (Apollo Server 5's requestPipeline).
 */
export function operationLimitsPlugin(ledger: ClientBudgetLedger): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, schema, document, operationName, request }) {
          const refusal = await admitOperation(
            contextValue,
            ledger,
            { schema, document, operationName, variables: request.variables },
            'http',
          );
          if (refusal) throw refusal;
        },
      };
    },
  };
}
