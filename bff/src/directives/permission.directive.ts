import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import type { Permission } from '../__generated__/resolvers-types.js';
import { forbidden } from '../errors/error.codes.js';
import { requireActingSubject } from './access.js';
import { guardField } from './guard.field.js';
import { permissionsFor } from './permissions.js';

/** `@permission(name)`: the acting user must hold the named permission of spec §6 (implies `@auth`). */
export function permissionDirective(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const directive = getDirective(schema, field, 'permission')?.[0];
      if (!directive) return field;
      const name = directive.name as Permission;
      return guardField(field, async (ctx) => {
        const { caller, subject } = await requireActingSubject(ctx);
        if (!permissionsFor(subject, { impersonating: caller.impersonatedUserId !== null }).includes(name))
          throw forbidden();
      });
    },
  });
}
