import type { GraphQLContext } from '../../context.js';
import { AppError } from '../../errors/error.codes.js';
import type { RestClient } from '../../rest/rest.client.js';
import type { FlowFailure } from './social-sign-in.messages.js';

/** The api's single sign-on calls the sign-in flow makes; the only place that knows their paths. */
export function createCompanySignInApi(rest: RestClient) {
  return {
    /** Which company provider signs `email` in (404: none). */
    discovery: (email: string) => rest.get('/sso/discovery', { operation: 'discoverCompanySso', query: { email } }),
    /** Where the calling company identity stands (links or creates the member as the company's rules say). */
    signIn: () => rest.post('/sso/sign-in', { operation: 'companySsoSignIn', body: {} }),
  };
}

/** The company provider for `email`, or null when it signs in otherwise. */
export async function companyProviderFor(
  ctx: GraphQLContext,
  email: string,
): Promise<{ providerName: string; companyName: string; required: boolean } | null> {
  try {
    return await createCompanySignInApi(ctx.publicRest).discovery(email);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')) return null;
    throw error;
  }
}

const REFUSALS: Readonly<Record<string, FlowFailure>> = {
  NOT_A_MEMBER: 'SSO_NOT_A_MEMBER',
  JOIN_REQUIRED: 'SSO_JOIN_REQUIRED',
  DOMAIN_NOT_VERIFIED: 'SSO_EMAIL_OUTSIDE_DOMAINS',
};

/** After the company's provider: the member is linked (or made, just in time), or why not. */
export async function companySignInStatus(
  ctx: GraphQLContext,
  idToken: string,
): Promise<{ refusal: FlowFailure | null; mfaRequired: boolean }> {
  const answer = await createCompanySignInApi(ctx.restAs({ token: idToken, impersonatedUserId: null })).signIn();
  if (answer.status === 'LINKED') return { refusal: null, mfaRequired: answer.mfaRequired };
  return { refusal: REFUSALS[answer.status] ?? 'SSO_NOT_AVAILABLE', mfaRequired: false };
}
