import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import type { WebSocket } from 'ws';
import type { AppServices } from '../context.js';
import { GRAPHQL_PATH } from '../http/graphql.limits.js';
import type { PersistedDocuments } from '../http/persisted.documents.js';
import { mayRunText, persistedQueryRequired, socketSource } from '../http/trusted.documents.js';
import type { ClientBudgetLedger } from '../limits/client.budget.js';
import { admitOperation } from '../limits/operation.limits.js';
import type { SessionCookies } from '../session/session.cookies.js';
import { CLOSE, openSocketConnection, type SocketConnection } from './socket.connection.js';
import { createSocketCounter, SOCKET_LIMITS } from './socket.limits.js';
import { checkOperation, type OperationRules } from './socket.operation.js';

export interface GraphqlSocketOptions {
  services: AppServices;
  cookies: SessionCookies;
  rules: OperationRules;
  /** GET /graphql without an upgrade: the playground page for browsers, else Apollo's GET queries. */
  httpHandler: RouteHandlerMethod;
  /** The web app's own documents: a subscribe message naming one by hash runs its text. */
  documents: PersistedDocuments;
  /** Apollo's formatError, so errors over the socket leak no more than over HTTP. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** The clients' budgets: a subscription is one operation, charged when it starts. */
  budgets: ClientBudgetLedger;
  /** Tests shorten the periodic session re-check. */
  sessionRecheckMs?: number;
}

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on GET /graphql, the HTTP endpoint's own path.
 * Apollo's plugins and graphql-armor never see socket operations, so the same checks run here:
 * the Origin of the upgrade (security.ts), the session at connect and every few minutes
 * (socket.connection.ts), the armor's rules and the body limit per operation, subscriptions
 * only, in production only the web app's own documents for a browser session (as over HTTP,
 * http/trusted.documents.ts), the query cost and the client's budgets (bff/src/limits), and the
 * same GraphQLContext (directives such as @permission apply to `subscribe`).
 */
export async function registerGraphqlSocket(app: FastifyInstance, options: GraphqlSocketOptions): Promise<void> {
  const { services, rules } = options;
  await app.register(fastifyWebsocket, { options: { maxPayload: rules.maxBytes } });
  const counter = createSocketCounter(SOCKET_LIMITS);
  const connections = new WeakMap<WebSocket, { connection: SocketConnection; release: () => void }>();
  const format = (errors: readonly GraphQLError[]) => errors.map((error) => options.formatError(error.toJSON(), error));

  const wsHandler = makeHandler({
    schema: rules.schema,
    async onConnect(ctx) {
      const { socket, request } = ctx.extra;
      const connection = await openSocketConnection(
        services,
        options.cookies,
        socket,
        request,
        options.sessionRecheckMs,
      );
      if (!connection) return false;
      const release = counter.acquire(connection.sessionId, request.ip);
      if (!release) {
        connection.close();
        socket.close(CLOSE.tooMany, 'Too many open sockets');
        return false;
      }
      if (socket.readyState !== socket.OPEN) {
        // Closed while the session was loading: onClose has run already and found nothing to free.
        connection.close();
        release();
        return false;
      }
      connections.set(socket, { connection, release });
      return true;
    },
    async onSubscribe(ctx, _id, payload) {
      const open = connections.get(ctx.extra.socket);
      if (!open) return [new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } })];
      if (Object.keys(ctx.subscriptions).length >= SOCKET_LIMITS.subscriptionsPerSocket)
        return [new GraphQLError('Too many subscriptions on one socket.', { extensions: { code: 'BAD_REQUEST' } })];
      const source = socketSource(options.documents, payload);
      const contextValue = await open.connection.context();
      const caller = contextValue.session.peekCaller();
      if (
        rules.production &&
        !source.trusted &&
        !mayRunText(caller, source.query, payload.operationName, rules.parseOptions)
      )
        return [persistedQueryRequired('socket')];
      const checked = checkOperation(rules, { ...payload, query: source.query });
      if (Array.isArray(checked)) return checked;
      const variableValues = payload.variables ?? undefined;
      const operation = { schema: rules.schema, ...checked, variables: variableValues };
      const refusal = await admitOperation(contextValue, options.budgets, operation, 'socket');
      if (refusal) return [refusal];
      return {
        schema: rules.schema,
        document: checked.document,
        operationName: checked.operationName,
        variableValues,
        contextValue,
      };
    },
    onNext: (_ctx, _id, _payload, _args, result) =>
      result.errors ? { ...result, errors: format(result.errors) } : undefined,
    onError: (_ctx, _id, _payload, errors) => format(errors),
    onClose(ctx) {
      const open = connections.get(ctx.extra.socket);
      open?.connection.close();
      open?.release();
      connections.delete(ctx.extra.socket);
    },
  });

  app.route({ method: 'GET', url: GRAPHQL_PATH, handler: options.httpHandler, wsHandler });
}
