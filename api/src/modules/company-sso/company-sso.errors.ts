import { ApiError, validation } from '../../errors.js';

/** Company single sign-on's refusals, in the user's words (the bff maps the codes). */
export const ssoNotConfigured = (): ApiError =>
  new ApiError(404, 'SsoNotConfigured', 'Your company has not connected an identity provider yet.');
export const ssoDomainTaken = (domain: string): ApiError =>
  new ApiError(409, 'SsoDomainTaken', `${domain} is already verified by another company.`);
export const ssoDomainNotVerified = (domain: string, record: string): ApiError =>
  new ApiError(
    409,
    'SsoDomainNotVerified',
    `We could not find the TXT record ${record} at ${domain} yet. DNS changes can take a while; try again later.`,
  );
export const ssoDomainNotClaimed = (domain: string): ApiError =>
  new ApiError(404, 'SsoDomainNotClaimed', `${domain} is not among your company's single sign-on domains.`);
export const ssoIssuerInvalid = (message: string): ApiError =>
  new ApiError(400, 'SsoIssuerInvalid', message, [{ field: 'issuer', message }]);
export const ssoRequired = (companyName: string): ApiError =>
  new ApiError(
    403,
    'SsoRequired',
    `Your company signs you in through its own identity provider: use 'Continue with ${companyName}' on the sign-in page.`,
  );
export const ssoUnknownProvider = (): ApiError =>
  new ApiError(400, 'SsoUnknownProvider', 'This sign-in did not come from a company identity provider we know.');
export const ssoIdTokenRequired = (): ApiError =>
  new ApiError(400, 'SsoIdTokenRequired', "Send the provider identity's ID token (it carries the email).");
export const freeMailDomain = (domain: string): ApiError =>
  validation('domain', `${domain} is a free email service, not your company's domain.`);
export const invalidDomain = (): ApiError =>
  validation('domain', 'Enter a domain such as helixa.example, without @ or https://.');
