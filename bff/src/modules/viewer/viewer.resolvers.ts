import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { assertActive } from '../../directives/access.js';
import { AppError } from '../../errors/error.codes.js';
import { mapIdentityError } from '../../errors/identity.errors.js';
import { upstreamUnavailable } from '../../errors/upstream.errors.js';
import { IdentityError } from '../../identity/identity.client.js';
import { viewerModel } from './viewer.model.js';

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: async (_parent, _args, ctx) => {
      const caller = ctx.session.caller;
      if (!caller) {
        if (ctx.session.unavailable) throw upstreamUnavailable('IdentityUnavailable');
        return null;
      }
      // Spec §4: every visit re-reads the user; an inactive one is signed out with the reason.
      const user = await ctx.loaders.actingUser();
      if (user) assertActive(ctx, user);
      return viewerModel(caller);
    },
  },
  Viewer: {
    email: async (viewer, _args, ctx) => viewer.email ?? (await ctx.loaders.actingUser())?.email ?? '',
    user: (viewer, _args, ctx) => (viewer.needsImpersonationTarget ? null : ctx.loaders.actingUser()),
    subscription: async (viewer, _args, ctx) => {
      if (viewer.needsImpersonationTarget || !(await ctx.loaders.actingUser())) return null;
      return ctx.loaders.currentSubscription();
    },
    isInterestsRequired: async (viewer, _args, ctx) => {
      if (viewer.needsImpersonationTarget) return false;
      const user = await ctx.loaders.actingUser();
      if (user?.company?.role.type !== 'Sponsor') return false;
      const subscription = await ctx.loaders.currentSubscription();
      if (subscription.plan === 'NONE') return false;
      return !(await ctx.loaders.interests()).complete;
    },
    permissions: async (viewer, _args, ctx) => {
      if (viewer.needsImpersonationTarget) return [];
      return ctx.services.features.permissions.heldBy(await ctx.loaders.actingUser(), {
        impersonating: viewer.isImpersonated,
        apiKey: ctx.session.peekCaller()?.apiKey != null,
      });
    },
    totpEnabled: async (_viewer, _args, ctx) => {
      const caller = ctx.session.caller;
      // A key has no identity-service session to ask (its accessToken is empty).
      if (!caller || caller.source === 'key') return false;
      try {
        return (await ctx.identity.mfaMethods(caller.accessToken)).includes('SOFTWARE_TOKEN_MFA');
      } catch (error) {
        if (!(error instanceof IdentityError)) throw error;
        const mapped = mapIdentityError(error.failure, 'other');
        throw new AppError(mapped.code, mapped.message, { upstreamCode: mapped.upstreamCode });
      }
    },
  },
};
