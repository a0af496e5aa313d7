import type { ApiModule } from '../../http/module.js';
import { signInMethodRoutes } from './sign-in-method.routes.js';

/** Social sign-in's side of accounts: linked provider identities (docs/social-sign-in.md). */
export const signInMethodModule: ApiModule = {
  name: 'sign-in-method',
  tags: [
    { name: 'sign-in-methods', description: 'Provider identities (Google, Microsoft, LinkedIn) linked to accounts.' },
  ],
  routes: signInMethodRoutes,
};
