import type { ApiModule } from '../../http/module.js';
import { signupRoutes } from './signup.routes.js';

/** Sign-up, email verification, company choice and the first password (spec §4's registration steps). */
export const registrationModule: ApiModule = { name: 'registration', routes: signupRoutes };
