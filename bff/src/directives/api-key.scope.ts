import { MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import { AppError } from '../errors/error.codes.js';
import { guardField } from './guard.field.js';

export const READ_ONLY_KEY_MESSAGE = 'This API key is read-only: it cannot change anything.';

/**
 * A READ_ONLY partner API key changes nothing: every Mutation root field refuses it (FORBIDDEN)
 * before its own directive or resolver runs, @public ones included (docs/api-keys.md).
 */
export function apiKeyScopeGuard(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (field) =>
      guardField(field, (ctx) => {
        // peekCaller: deciding on the key's scope answers nothing about the caller.
        if (ctx.session.peekCaller()?.apiKey?.scope === 'READ_ONLY')
          throw new AppError('FORBIDDEN', READ_ONLY_KEY_MESSAGE);
      }),
  });
}
