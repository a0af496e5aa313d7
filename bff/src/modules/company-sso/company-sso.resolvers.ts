import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { userErrorsFrom } from '../../errors/user.errors.js';
import type { GraphQLContext } from '../../context.js';
import { companyProviderFor } from '../social-sign-in/index.js';
import type { CompanySsoDto } from './company-sso.api.js';

/** The settings, or null when the company has none (the api's 404). */
async function current(ctx: GraphQLContext): Promise<CompanySsoDto | null> {
  try {
    return await ctx.api.companySso.get();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** A change's payload: the settings after it, or the refusals with the settings as they are. */
async function change(ctx: GraphQLContext, run: () => Promise<CompanySsoDto | null>) {
  try {
    return { sso: await run(), errors: [] };
  } catch (error) {
    const errors = userErrorsFrom(error, { fields: { issuer: 'issuer', domain: 'domain' } });
    return { sso: await current(ctx).catch(() => null), errors };
  }
}

const trimmedDomain = (domain: string) => domain.trim().toLowerCase();

/** Company single sign-on: the api decides (issuers, domains, verification); this maps. */
export const companySsoResolvers: Resolvers = {
  Query: {
    companySso: (_p, _args, ctx) => current(ctx),
    companySignIn: async (_p, { email, returnTo }, ctx) => {
      const trimmed = email.trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) || trimmed.length > 254) return null;
      const company = await companyProviderFor(ctx, trimmed);
      if (!company) return null;
      const query = new URLSearchParams({ email: trimmed, ...(returnTo ? { returnTo } : {}) });
      return { companyName: company.companyName, required: company.required, startPath: `/auth/sso?${query}` };
    },
  },
  Mutation: {
    saveCompanySso: (_p, { input }, ctx) =>
      change(ctx, () =>
        ctx.api.companySso.save({
          issuer: input.issuer.trim(),
          clientId: input.clientId.trim(),
          ...(input.clientSecret ? { clientSecret: input.clientSecret } : {}),
          required: input.required,
          jitMembers: input.jitMembers,
          trustProviderMfa: input.trustProviderMfa,
        }),
      ),
    deleteCompanySso: (_p, _args, ctx) =>
      change(ctx, async () => {
        await ctx.api.companySso.remove();
        return null;
      }),
    addSsoDomain: (_p, { domain }, ctx) => change(ctx, () => ctx.api.companySso.addDomain(trimmedDomain(domain))),
    verifySsoDomain: (_p, { domain }, ctx) => change(ctx, () => ctx.api.companySso.verifyDomain(trimmedDomain(domain))),
    removeSsoDomain: (_p, { domain }, ctx) => change(ctx, () => ctx.api.companySso.removeDomain(trimmedDomain(domain))),
  },
};
