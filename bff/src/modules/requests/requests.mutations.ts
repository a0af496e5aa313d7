import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { idArg, requestBody, requestErrors } from './requests.convert.js';

/** Posting, editing, publishing, closing and deleting (the api decides; refusals go in the payload). */
export const requestsMutations: MutationResolvers = {
  createRequest: async (_p, { input, publish }, ctx) => {
    try {
      return { request: await ctx.api.requests.create({ ...requestBody(input), publish }), errors: [] };
    } catch (error) {
      return { request: null, errors: requestErrors(error) };
    }
  },
  updateRequest: async (_p, { id, version, input }, ctx) => {
    try {
      const request = await ctx.api.requests.update(idArg(id), { ...requestBody(input), version });
      return { request, errors: [] };
    } catch (error) {
      return { request: null, errors: requestErrors(error) };
    }
  },
  publishRequest: async (_p, { id, version }, ctx) => {
    try {
      return { request: await ctx.api.requests.publish(idArg(id), version ?? undefined), errors: [] };
    } catch (error) {
      return { request: null, errors: requestErrors(error) };
    }
  },
  closeRequest: async (_p, { id, version }, ctx) => {
    try {
      return { request: await ctx.api.requests.close(idArg(id), version ?? undefined), errors: [] };
    } catch (error) {
      return { request: null, errors: requestErrors(error) };
    }
  },
  deleteRequest: async (_p, { id }, ctx) => {
    try {
      await ctx.api.requests.remove(idArg(id));
      return { deletedId: id, errors: [] };
    } catch (error) {
      return { deletedId: null, errors: requestErrors(error) };
    }
  },
};
