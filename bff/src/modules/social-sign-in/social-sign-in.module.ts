import type { GraphQLContext } from '../../context.js';
import type { BffModule } from '../../module.js';
import { createSignInMethodsApi, type SignInMethodsApi } from './social-sign-in.api.js';
import { socialSignInErrors } from './social-sign-in.errors.js';
import { linkPendingIdentity } from './social-sign-in.pending.js';
import { socialSignInResolvers } from './social-sign-in.resolvers.js';
import { registerSocialSignInRoutes } from './social-sign-in.routes.js';

declare module '../../context.js' {
  interface Apis {
    signInMethods: SignInMethodsApi;
  }
  interface FeatureServices {
    /** Runs after every password sign-in: links the identity a social sign-in left waiting for it. */
    afterPasswordSignIn?: (ctx: GraphQLContext, idToken: string, email: string) => Promise<void>;
  }
}

/** Social sign-in through the user pool's hosted sign-in, and linked sign-in methods (docs/social-sign-in.md). */
export const socialSignInModule: BffModule = {
  name: 'social-sign-in',
  resolvers: socialSignInResolvers,
  errors: socialSignInErrors,
  api: (rest) => ({ signInMethods: createSignInMethodsApi(rest) }),
  services: () => ({ afterPasswordSignIn: linkPendingIdentity }),
  routes: registerSocialSignInRoutes,
};
