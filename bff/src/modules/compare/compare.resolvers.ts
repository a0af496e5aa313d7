import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { userError, userErrorsFrom } from '../../errors/user.errors.js';
import type { CompanyDto } from '../company/company.api.js';
import { type CompareListDto, createCompareApi } from './compare.api.js';

const ID = /^[1-9]\d{0,9}$/;

/** A change of the list changes every loaded company's `inCompareList`: forget them. */
async function changed(ctx: GraphQLContext, change: () => Promise<CompareListDto>) {
  try {
    const compareList = await change();
    ctx.loaders.companyById.clearAll();
    return { compareList, errors: [] };
  } catch (error) {
    return { compareList: null, errors: userErrorsFrom(error) };
  }
}

const unknownCompany = () => ({
  compareList: null,
  errors: [userError('BAD_USER_INPUT', 'companyId does not exist', 'companyId')],
});

export const compareResolvers: Resolvers = {
  Query: {
    compareList: (_parent, _args, ctx) => createCompareApi(ctx.rest).get(),
  },
  Mutation: {
    addToCompareList: (_parent, { companyId }, ctx) => {
      const id = companyId.trim();
      return ID.test(id) ? changed(ctx, () => createCompareApi(ctx.rest).add(Number(id))) : unknownCompany();
    },
    removeFromCompareList: (_parent, { companyId }, ctx) => {
      const id = companyId.trim();
      return ID.test(id) ? changed(ctx, () => createCompareApi(ctx.rest).remove(Number(id))) : unknownCompany();
    },
    clearCompareList: (_parent, _args, ctx) => changed(ctx, () => createCompareApi(ctx.rest).clear()),
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
