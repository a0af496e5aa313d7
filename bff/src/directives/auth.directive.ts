import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import type { AuthLevel } from '../__generated__/resolvers-types.js';
import { requireActingSubject, requireAdmin } from './access.js';
import { guardField } from './guard.field.js';

/**
 * `@auth(requires: MEMBER|ADMIN)`: MEMBER admits an active user of an active company (an admin
 * only while impersonating); ADMIN admits members of the admin group.
 */
export function authDirective(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const directive = getDirective(schema, field, 'auth')?.[0];
      if (!directive) return field;
      const requires = (directive.requires ?? 'MEMBER') as AuthLevel;
      return guardField(field, async (ctx) => {
        if (requires === 'ADMIN') requireAdmin(ctx);
        else await requireActingSubject(ctx);
      });
    },
  });
}
