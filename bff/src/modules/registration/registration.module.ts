import type { BffModule } from '../../module.js';
import { createRegistrationApi, type RegistrationApi } from './registration.api.js';
import { registrationResolvers } from './registration.resolvers.js';
import { registrationErrors } from './registration.errors.js';

declare module '../../context.js' {
  interface Apis {
    registration: RegistrationApi;
  }
}

/** Registration (spec §4's steps): request to join, verify the email, company and password. */
export const registrationModule: BffModule = {
  name: 'registration',
  resolvers: registrationResolvers,
  errors: registrationErrors,
  api: (rest) => ({ registration: createRegistrationApi(rest) }),
};
