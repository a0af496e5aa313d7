import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import type { Permission } from '../__generated__/resolvers-types.js';
import { forbidden } from '../errors/error.codes.js';
import { requireActingSubject } from './access.js';
import { guardField } from './guard.field.js';
import type { PermissionSubject, PermissionTable } from './permissions.js';

const ANY_MEMBER: PermissionSubject = { role: 'MEMBER', active: true, company: null };

/** `@permission(name)`: the acting user must hold the named permission (spec §6, or a feature's; implies `@auth`). */
export function permissionDirective(schema: GraphQLSchema, permissions: PermissionTable): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const directive = getDirective(schema, field, 'permission')?.[0];
      if (!directive) return field;
      const name = directive.name as Permission;
      // Held by a member as by an admin: the acting user's role need not be read to decide it.
      const anyRole = permissions.heldBy(ANY_MEMBER, { impersonating: false }).includes(name);
      return guardField(field, async (ctx) => {
        const { caller, subject } = await requireActingSubject(ctx, { anyRole });
        const options = { impersonating: caller.impersonatedUserId !== null, apiKey: caller.apiKey !== null };
        if (!permissions.heldBy(subject, options).includes(name)) throw forbidden();
      });
    },
  });
}
