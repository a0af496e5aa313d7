import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from '../../context.js';
import { apiKeysAsKey } from './api-keys.api.js';

/**
 * Counts one GraphQL operation made with the request's partner API key (POST
 * /v1/api-keys/current/usage, with the key's own credentials). Fire and forget: never awaited by
 * the answer, never throwing; a failure is logged as a warning. Nothing for other callers.
 */
export function recordApiKeyUsage(ctx: GraphQLContext, outcome: { cost: number; error: boolean }): void {
  const caller = ctx.session.peekCaller();
  if (caller?.source !== 'key') return;
  const log = ctx.request.log;
  try {
    apiKeysAsKey(ctx.restAs, caller.token)
      .recordUsage(outcome)
      .catch((error: unknown) => log.warn({ err: error, apiKeyId: caller.apiKey?.id }, 'api key usage not recorded'));
  } catch (error) {
    log.warn({ err: error, apiKeyId: caller.apiKey?.id }, 'api key usage not recorded');
  }
}

/** Records every operation of a key caller once its answer is ready: its cost, and whether it erred. */
export function apiKeyUsagePlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue: ctx, response }) {
          const body = response.body;
          const error = body.kind === 'single' ? (body.singleResult.errors?.length ?? 0) > 0 : false;
          recordApiKeyUsage(ctx, { cost: Math.max(0, Math.round(ctx.operationCost ?? 0)), error });
        },
      };
    },
  };
}
