/**
 * What other modules may use of the sign-in-method module (and their tests, and core tests): they
 * import nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
// Registration through a provider: the identity proves the email, and is linked as the account is made.
export { insertLink, provenIdentity, type ProvenIdentity } from './sign-in-method.service.js';
