import { isEnumType, type GraphQLSchema } from 'graphql';
import { getDirective } from '@graphql-tools/utils';
import { apiKeyScopeGuard } from './api-key.scope.js';
import { authDirective } from './auth.directive.js';
import { permissionDirective } from './permission.directive.js';
import type { PermissionTable } from './permissions.js';
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

/** Values of the Permission enum without a rule, spec §6's or a feature's: nobody would hold them. */
export function permissionsWithoutRule(schema: GraphQLSchema, permissions: PermissionTable): string[] {
  const type = schema.getType('Permission');
  const values = isEnumType(type) ? type.getValues().map((value) => value.name) : [];
  return values.filter((name) => !permissions.names.has(name as never));
}

/**
 * Applies the access directives once, as schema transformers. Each wraps the field's resolver;
 * auth is applied last so its check runs first, after only the API-key scope (no mutation for a
 * READ_ONLY key, whatever the field's directive). Resolvers never repeat these checks.
 */
export function applyDirectives(schema: GraphQLSchema, permissions: PermissionTable): GraphQLSchema {
  const unguarded = unguardedRootFields(schema);
  if (unguarded.length > 0) throw new Error(`root fields without an access directive: ${unguarded.join(', ')}`);
  const unruled = permissionsWithoutRule(schema, permissions);
  if (unruled.length > 0) throw new Error(`permissions nobody holds (no rule): ${unruled.join(', ')}`);
  return apiKeyScopeGuard(authDirective(permissionDirective(planDirective(publicDirective(schema)), permissions)));
}
