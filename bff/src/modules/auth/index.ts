// What other features may use of auth: signing a new account in, and the checks of a new password.
export { completeSignIn, revokeQuietly, safely } from './auth.session.js';
export { signIn } from './auth.signin.js';
export { newPassword, required } from './auth.validation.js';
