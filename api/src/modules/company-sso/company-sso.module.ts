import type { ApiModule } from '../../http/module.js';
import { companySsoDepsFromEnv } from './company-sso.deps.js';
import { companySsoAuth } from './company-sso.required.js';
import { companySsoRoutes } from './company-sso.routes.js';

/** Company single sign-on (issue 30, docs/company-sso.md): a company's own OpenID Connect provider. */
export const companySsoModule: ApiModule = {
  name: 'company-sso',
  tags: [
    {
      name: 'company-sso',
      description: "A company's own identity provider: its settings, its verified domains, and sign-in through it.",
    },
  ],
  routes: companySsoRoutes,
  deps: ({ env, log }) => ({ companySso: companySsoDepsFromEnv(env, log) }),
  auth: companySsoAuth,
};
