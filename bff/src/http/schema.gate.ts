import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createContext, type AppServices, type GraphQLContext } from '../context.js';
import { AppError } from '../errors/error.codes.js';
import type { RequestSession } from '../session/request.session.js';
import { verifySession } from '../session/session.check.js';

export const INTROSPECTION_REFUSED_MESSAGE = 'Sign in, or send your API key, to explore the schema.';

/** The root fields that describe the schema; `__typename` describes only a value and stays open. */
const SCHEMA_FIELDS = new Set(['__schema', '__type']);

/** Whether the operation (with the fragments it spreads) asks for `__schema` or `__type`. */
export function introspects(document: DocumentNode, operation: OperationDefinitionNode): boolean {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const visited = new Set<string>();
  const search = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return SCHEMA_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return search(selection.selectionSet);
      const name = selection.name.value;
      if (visited.has(name)) return false;
      visited.add(name);
      const fragment = fragments.get(name);
      return fragment ? search(fragment.selectionSet) : false;
    });
  // `__schema` and `__type` exist on the query root only: deeper selections cannot name them.
  return search(operation.selectionSet);
}

/**
 * Who may read the schema in production: a signed-in browser session or a bearer caller (access
 * token, API key). Reading `caller` marks the session as used, so the session plugin has the api
 * vouch for a cookie session before the answer leaves (a revoked session's cookie reads nothing).
 */
export function mayExploreSchema(session: RequestSession): boolean {
  return session.caller !== null;
}

export function introspectionRefused(): AppError {
  // 400 as Apollo answers introspection it does not serve at all.
  return new AppError('INTROSPECTION_DISABLED', INTROSPECTION_REFUSED_MESSAGE, { http: { status: 400 } });
}

/**
 * Production's introspection rule: answered for callers who may explore the schema, refused with
 * INTROSPECTION_DISABLED for anonymous ones. Development answers everyone. Subscriptions over
 * the socket cannot introspect (the fields live on the query root), so HTTP is the only way in.
 */
export function schemaGatePlugin(options: { production: boolean }): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      if (!options.production) return;
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (operation && introspects(document, operation) && !mayExploreSchema(contextValue.session))
            throw introspectionRefused();
        },
      };
    },
  };
}

/**
 * Whether the caller of a plain HTTP request (the schema reference page) may read the schema: the
 * same rule, a cookie session the api still vouches for, or a bearer caller.
 */
export function createSchemaReader(services: AppServices) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const ctx = await createContext(services, request, reply);
    if (!mayExploreSchema(ctx.session)) return false;
    try {
      await verifySession(ctx);
      return true;
    } catch {
      return false;
    }
  };
}
