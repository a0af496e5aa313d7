import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { SIGN_IN_MESSAGES } from '../../errors/identity.errors.js';
import { createRegistrationApi } from './registration.api.js';
import {
  createPassword,
  requestToJoin,
  resendVerificationCode,
  verifyRegistrationEmail,
} from './registration.service.js';

export const registrationResolvers: Resolvers = {
  Query: {
    registrationEmailCheck: async (_parent, { email }, ctx) => {
      if (email.trim() === '') throw new AppError('BAD_USER_INPUT', SIGN_IN_MESSAGES.emailEmpty, { field: 'email' });
      const check = await createRegistrationApi(ctx.publicRest).checkEmail(email.trim());
      return {
        ...check,
        suggestedCompanies: check.suggestedCompanies.map((company) => ({ ...company, id: String(company.id) })),
      };
    },
    passwordPolicy: (_parent, _args, ctx) => ctx.services.features.passwordPolicy.rules(),
  },
  Mutation: {
    requestToJoin: (_parent, { input }, ctx) => requestToJoin(ctx, input),
    resendVerificationCode: (_parent, { email }, ctx) => resendVerificationCode(ctx, email),
    verifyRegistrationEmail: (_parent, { input }, ctx) => verifyRegistrationEmail(ctx, input),
    createPassword: (_parent, { input }, ctx) => createPassword(ctx, input),
  },
};
