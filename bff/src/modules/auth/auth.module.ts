import type { BffModule } from '../../module.js';
import { authResolvers } from './auth.resolvers.js';

/** Sign-in, challenges and MFA, forgotten and changed passwords, sign-out (against the identity service). */
export const authModule: BffModule = { name: 'auth', resolvers: authResolvers };
