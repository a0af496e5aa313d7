// What other features may use of social sign-in: registration through a provider's identity, and
// which company provider signs an email in (company single sign-on's /login lookup).
export { companyProviderFor } from './social-sign-in.company.js';
export { providerSignInPath, registrationIdentity } from './social-sign-in.pending.js';
