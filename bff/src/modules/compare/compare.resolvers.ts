import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { userError, userErrorsFrom } from '../../errors/user.errors.js';
import type { CompanyDto } from '../company/index.js';
import { parseId } from '../../rest/rest.ids.js';
import type { CompareListDto } from './compare.api.js';

/** A change of the list changes every loaded company's `inCompareList`: forget them. */
async function changed(ctx: GraphQLContext, change: () => Promise<CompareListDto>) {
  try {
    const compareList = await change();
    ctx.loaders.companyById.clearAll();
    return { compareList, errors: [] };
  } catch (error) {
    // Explorer's full list (EXPLORER_LIMIT) is refused at the company being added.
    return { compareList: null, errors: userErrorsFrom(error, { codeFields: { EXPLORER_LIMIT: 'companyId' } }) };
  }
}

const unknownCompany = () => ({
  compareList: null,
  errors: [userError('BAD_USER_INPUT', 'companyId does not exist', 'companyId')],
});

export const compareResolvers: Resolvers = {
  Query: {
    compareList: (_parent, _args, ctx) => ctx.api.compare.get(),
  },
  Mutation: {
    addToCompareList: (_parent, { companyId }, ctx) => {
      const id = parseId(companyId);
      return id === null ? unknownCompany() : changed(ctx, () => ctx.api.compare.add(id));
    },
    removeFromCompareList: (_parent, { companyId }, ctx) => {
      const id = parseId(companyId);
      return id === null ? unknownCompany() : changed(ctx, () => ctx.api.compare.remove(id));
    },
    clearCompareList: (_parent, _args, ctx) => changed(ctx, () => ctx.api.compare.clear()),
  },
  CompareList: {
    // Every company of the list in one upstream call (the companyById DataLoader).
    companies: async (list, _args, ctx) => {
      const loaded = await ctx.loaders.companyById.loadMany(list.companyIds);
      const failure = loaded.find((company) => company instanceof Error);
      if (failure) throw failure;
      // A company that became inactive since it was added is left out.
      return loaded.filter((company): company is CompanyDto => company !== null && !(company instanceof Error));
    },
  },
};
