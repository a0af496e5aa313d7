import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';

export const ACCESS_DIRECTIVES = ['auth', 'permission', 'requiresPlan'] as const;

/**
 * `@public` grants nothing by itself: it states that a field is open on purpose (default deny
 * is enforced by assertEveryRootFieldGuarded). A field marked both public and guarded is a
 * contradiction, refused when the schema is built.
 */
export function publicDirective(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      if (!getDirective(schema, field, 'public')?.length) return field;
      const guarded = ACCESS_DIRECTIVES.filter((name) => getDirective(schema, field, name)?.length);
      if (guarded.length > 0) throw new Error(`${typeName}.${fieldName} is @public and @${guarded.join(', @')}`);
      return field;
    },
  });
}
