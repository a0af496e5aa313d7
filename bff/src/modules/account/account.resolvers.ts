import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { requireCaller, requireMember } from '../../directives/access.js';
import { userError, userErrorsFrom } from '../../errors/user.errors.js';
import type { UserDto } from '../user/index.js';
import { viewerModel } from '../viewer/index.js';
import { parseId } from '../../rest/rest.ids.js';
import { toReferenceItem } from '../reference/index.js';
import type { InterestsDto } from './account.api.js';
import { toUploadBody, UPLOAD_ERROR_FIELDS } from '../../rest/rest.upload.js';
import type { GraphQLContext } from '../../context.js';

const toInterests = (dto: InterestsDto) => ({
  therapeuticAreas: dto.therapeuticAreas.map(toReferenceItem),
  services: dto.services.map(toReferenceItem),
  products: dto.products.map(toReferenceItem),
  regions: dto.regions.map(toReferenceItem),
  trialPhasesSupported: dto.trialPhasesSupported,
  complete: dto.complete,
});

/** The changed user, for this request's later reads too. */
function remember(ctx: GraphQLContext, user: UserDto): UserDto {
  ctx.loaders.userById.clear(user.id).prime(user.id, user);
  return user;
}

const INTEREST_LISTS = ['therapeuticAreaIds', 'serviceIds', 'productIds', 'regionIds'] as const;

export const accountResolvers: Resolvers = {
  Query: {
    interests: async (_parent, _args, ctx) => toInterests(await ctx.loaders.interests()),
  },
  Mutation: {
    updateProfile: async (_parent, { input }, ctx) => {
      const { user } = await requireMember(ctx);
      try {
        return { user: remember(ctx, await ctx.api.account.updateProfile(user.id, input)), errors: [] };
      } catch (error) {
        return { user: null, errors: userErrorsFrom(error) };
      }
    },
    uploadProfilePicture: async (_parent, { input }, ctx) => {
      const { user } = await requireMember(ctx);
      try {
        const { pictureUrl } = await ctx.api.account.uploadPicture(user.id, toUploadBody(input));
        return { user: remember(ctx, { ...user, pictureUrl }), errors: [] };
      } catch (error) {
        return { user: null, errors: userErrorsFrom(error, UPLOAD_ERROR_FIELDS) };
      }
    },
    deleteProfilePicture: async (_parent, _args, ctx) => {
      const { user } = await requireMember(ctx);
      await ctx.api.account.deletePicture(user.id);
      return { user: remember(ctx, { ...user, pictureUrl: null }), errors: [] };
    },
    updateInterests: async (_parent, { input }, ctx) => {
      await requireMember(ctx);
      const invalid = INTEREST_LISTS.filter((list) => input[list].some((id) => parseId(id) === null));
      if (invalid.length > 0) {
        return {
          interests: null,
          viewer: null,
          errors: invalid.map((list) =>
            userError('BAD_USER_INPUT', `${list} contains an id that does not exist.`, list),
          ),
        };
      }
      const ids = (list: (typeof INTEREST_LISTS)[number]) => [...new Set(input[list].map((id) => Number(parseId(id))))];
      try {
        const interests = await ctx.api.account.updateInterests({
          therapeuticAreaIds: ids('therapeuticAreaIds'),
          serviceIds: ids('serviceIds'),
          productIds: ids('productIds'),
          regionIds: ids('regionIds'),
          trialPhasesSupported: [...new Set(input.trialPhasesSupported)],
        });
        ctx.loaders.primeInterests(interests);
        return { interests: toInterests(interests), viewer: viewerModel(requireCaller(ctx)), errors: [] };
      } catch (error) {
        return { interests: null, viewer: null, errors: userErrorsFrom(error) };
      }
    },
  },
};
