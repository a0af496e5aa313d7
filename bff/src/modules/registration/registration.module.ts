import type { BffModule } from '../../module.js';
import { createPasswordPolicy, type PasswordPolicy } from './password.policy.js';
import { createRegistrationApi, type RegistrationApi } from './registration.api.js';
import { registrationResolvers } from './registration.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    registration: RegistrationApi;
  }
  interface FeatureServices {
    /** The api's password rules, cached (the one definition every new password is checked against). */
    passwordPolicy: PasswordPolicy;
  }
}

/** Registration (spec §4's steps): request to join, verify the email, company and password. */
export const registrationModule: BffModule = {
  name: 'registration',
  resolvers: registrationResolvers,
  api: (rest) => ({ registration: createRegistrationApi(rest) }),
  services: ({ publicRest, now }) => {
    const api = createRegistrationApi(publicRest);
    return { passwordPolicy: createPasswordPolicy(() => api.passwordPolicy(), now) };
  },
};
