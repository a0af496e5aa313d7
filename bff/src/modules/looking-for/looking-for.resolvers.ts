import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom } from '../../errors/user.errors.js';
import { parseId } from '../../rest/rest.ids.js';
import type { CompanyLookingForDto } from './looking-for.api.js';

const ITEM_NOT_FOUND = 'This item is no longer on your list.';

function idArg(value: string, field: string): number {
  const id = parseId(value);
  if (id === null)
    throw new AppError('BAD_USER_INPUT', `${field} is not a valid id.`, {
      details: [{ field, message: 'Choose a value from the list.' }],
    });
  return id;
}

/** A change's payload: the list after it, or the refusal at its field. */
async function change(run: () => Promise<CompanyLookingForDto>) {
  try {
    return { list: await run(), errors: [] };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      return { list: null, errors: [userError('NOT_FOUND', ITEM_NOT_FOUND)] };
    if (error instanceof AppError && error.code === 'PLAN_REQUIRED')
      return { list: null, errors: [userError('PLAN_REQUIRED', error.message)] };
    return { list: null, errors: userErrorsFrom(error) };
  }
}

/** Looking-for lists (spec §3): the api decides who sees which items; this maps. */
export const lookingForResolvers: Resolvers = {
  Query: {
    companyLookingFor: (_p, { alias }, ctx) => ctx.api.lookingFor.byAlias(alias),
    myLookingFor: (_p, _a, ctx) => ctx.api.lookingFor.mine(),
  },
  Mutation: {
    addLookingForItem: (_p, { input }, ctx) =>
      change(() => {
        const body =
          input.referenceItemId !== null && input.referenceItemId !== undefined
            ? { referenceItemId: idArg(input.referenceItemId, 'referenceItemId'), published: input.published }
            : { text: (input.text ?? '').trim(), published: input.published };
        return ctx.api.lookingFor.add(body);
      }),
    updateLookingForItem: (_p, { input }, ctx) =>
      change(() => {
        const text = input.text === null || input.text === undefined ? {} : { text: input.text.trim() };
        return ctx.api.lookingFor.update(idArg(input.id, 'id'), { published: input.published, ...text });
      }),
    removeLookingForItem: (_p, { id }, ctx) => change(() => ctx.api.lookingFor.remove(idArg(id, 'id'))),
  },
  CompanyLookingFor: {
    companyId: (l) => String(l.companyId),
  },
  LookingForItem: {
    id: (i) => String(i.id),
    referenceItemId: (i) => (i.referenceItemId === null ? null : String(i.referenceItemId)),
  },
};
