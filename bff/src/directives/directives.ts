import type { GraphQLSchema } from 'graphql';
import { getDirective } from '@graphql-tools/utils';
import { apiKeyScopeGuard } from './api-key.scope.js';
import { authDirective } from './auth.directive.js';
import { permissionDirective } from './permission.directive.js';
import { planDirective } from './plan.directive.js';
import { ACCESS_DIRECTIVES, publicDirective } from './public.directive.js';

/** Root fields that carry none of @public, @auth, @permission, @requiresPlan (default deny). */
export function unguardedRootFields(schema: GraphQLSchema): string[] {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  return roots.flatMap((type) =>
    type
      ? Object.values(type.getFields())
          .filter(
            (field) => !['public', ...ACCESS_DIRECTIVES].some((name) => getDirective(schema, field, name)?.length),
          )
          .map((field) => `${type.name}.${field.name}`)
      : [],
  );
}

/**
 * Applies the access directives once, as schema transformers. Each wraps the field's resolver;
 * auth is applied last so its check runs first, after only the API-key scope (no mutation for a
 * READ_ONLY key, whatever the field's directive). Resolvers never repeat these checks.
 */
export function applyDirectives(schema: GraphQLSchema): GraphQLSchema {
  const unguarded = unguardedRootFields(schema);
  if (unguarded.length > 0) throw new Error(`root fields without an access directive: ${unguarded.join(', ')}`);
  return apiKeyScopeGuard(authDirective(permissionDirective(planDirective(publicDirective(schema)))));
}
