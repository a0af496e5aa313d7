import type { FastifyRequest } from 'fastify';
import { requireCaller, requireUser } from '../../auth/auth.hooks.js';
import { forbidden } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import {
  FederatedIdentityDto,
  LinkSignInMethodBody,
  ProviderParams,
  SignInMethodsDto,
} from './sign-in-method.schemas.js';
import { federatedStatus, linkMethod, listMethods, unlinkMethod } from './sign-in-method.service.js';

const tags = ['sign-in-methods'];
const own = 'The signed-in user acting as themselves: refused (403) while impersonating and to API-key callers.';

/** The caller's own user, never an impersonation target nor a key: an admin must not add a way into someone's account. */
function accountOwner(request: FastifyRequest) {
  const caller = requireUser(request);
  if (caller.impersonating || caller.apiKey) throw forbidden();
  return caller.user;
}

/** Social sign-in's accounts (docs/social-sign-in.md): where an identity stands, and a user's linked identities. */
export async function signInMethodRoutes(app: ApiInstance): Promise<void> {
  const { db, verifier, identityAdmin } = app.deps;

  app.get(
    '/v1/sign-in/federated-identity',
    {
      config: { auth: 'any', allowInactive: true },
      schema: {
        tags,
        summary:
          "Where the calling provider identity (a federated user's ID token) stands with the platform's accounts",
        description:
          '400 NotFederatedIdentity for a password user’s token; 400 UnknownIdentityProvider for a provider that is not Google, Microsoft or LinkedIn.',
        response: { 200: FederatedIdentityDto },
      },
    },
    async (request) => federatedStatus(db, identityAdmin, requireCaller(request).token),
  );

  app.get(
    '/v1/users/me/sign-in-methods',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The caller's ways in: the password, then linked identities",
        response: { 200: SignInMethodsDto },
      },
    },
    async (request) => listMethods(db, requireUser(request).user),
  );

  app.post(
    '/v1/users/me/sign-in-methods',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Link the provider identity an ID token proves to the caller (idempotent)',
        description: `${own} 401 for a token that does not verify; 400 SocialEmailUnverified; 409 SignInMethodTaken (another account has it) or SignInMethodExists (another identity of that provider is linked).`,
        body: LinkSignInMethodBody,
        response: { 200: SignInMethodsDto },
      },
    },
    async (request) => linkMethod(db, verifier, accountOwner(request), request.body.identityToken),
  );

  app.delete(
    '/v1/users/me/sign-in-methods/:provider',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Unlink the caller's identity at a provider",
        description: `${own} 404 when none is linked there; 409 SignInMethodLast for the account's last way in.`,
        params: ProviderParams,
        response: { 200: SignInMethodsDto },
      },
    },
    async (request) => unlinkMethod(db, accountOwner(request), request.params.provider),
  );
}
