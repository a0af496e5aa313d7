import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../context.js';

/**
 * Runs `check` before the field's own resolver; a failing check throws and the field is not read.
 * A subscription field is checked when it is subscribed to as well (graphql-js calls `subscribe`
 * once, then `resolve` for each event, so each event is checked again).
 */
export function guardField(
  field: GraphQLFieldConfig<unknown, GraphQLContext>,
  check: (ctx: GraphQLContext) => Promise<void> | void,
): GraphQLFieldConfig<unknown, GraphQLContext> {
  const resolve = field.resolve ?? defaultFieldResolver;
  const subscribe = field.subscribe;
  return {
    ...field,
    ...(subscribe
      ? {
          subscribe: async (
            source: unknown,
            args: Record<string, unknown>,
            ctx: GraphQLContext,
            info: GraphQLResolveInfo,
          ) => {
            await check(ctx);
            return subscribe(source, args, ctx, info);
          },
        }
      : {}),
    resolve: async (source, args, ctx, info) => {
      await check(ctx);
      return resolve(source, args, ctx, info);
    },
  };
}
