import type { BffModule } from '../../module.js';
import { createPasswordPolicy, type PasswordPolicy, type PasswordRuleDto } from './auth.policy.js';
import { authResolvers } from './auth.resolvers.js';
import { authErrors } from './auth.errors.js';

declare module '../../context.js' {
  interface FeatureServices {
    /** The api's password rules, cached (the one definition every new password is checked against). */
    passwordPolicy: PasswordPolicy;
  }
}

/** Sign-in, challenges and MFA, forgotten and changed passwords, sign-out (against the identity service). */
export const authModule: BffModule = {
  name: 'auth',
  resolvers: authResolvers,
  errors: authErrors,
  services: ({ publicRest, now }) => ({
    passwordPolicy: createPasswordPolicy(
      (): Promise<PasswordRuleDto[]> => publicRest.get('/users/password-policy', { operation: 'getPasswordPolicy' }),
      now,
    ),
  }),
};
