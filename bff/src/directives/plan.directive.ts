import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import type { Plan } from '../__generated__/resolvers-types.js';
import { AppError, MESSAGES } from '../errors/error.codes.js';
import { requireActingSubject } from './access.js';
import { guardField } from './guard.field.js';
import { planAllows } from './plan.guard.js';

/**
 * `@requiresPlan(anyOf)`: the company's plan must be listed and its subscription in force
 * (implies `@auth`). The error names the plans that would do, for the upgrade prompt.
 */
export function planDirective(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const directive = getDirective(schema, field, 'requiresPlan')?.[0];
      if (!directive) return field;
      const anyOf = directive.anyOf as Plan[];
      return guardField(field, async (ctx) => {
        await requireActingSubject(ctx);
        const subscription = await ctx.loaders.currentSubscription();
        if (!planAllows(subscription, anyOf))
          throw new AppError('PLAN_REQUIRED', MESSAGES.planRequired, { requiredPlans: anyOf });
      });
    },
  });
}
