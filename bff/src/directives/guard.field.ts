import { defaultFieldResolver, type GraphQLFieldConfig } from 'graphql';
import type { GraphQLContext } from '../context.js';

/** Runs `check` before the field's own resolver; a failing check throws and the field is not read. */
export function guardField(
  field: GraphQLFieldConfig<unknown, GraphQLContext>,
  check: (ctx: GraphQLContext) => Promise<void> | void,
): GraphQLFieldConfig<unknown, GraphQLContext> {
  const resolve = field.resolve ?? defaultFieldResolver;
  return {
    ...field,
    resolve: async (source, args, ctx, info) => {
      await check(ctx);
      return resolve(source, args, ctx, info);
    },
  };
}
