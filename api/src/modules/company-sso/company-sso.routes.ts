import type { FastifyRequest } from 'fastify';
import { requireCaller, requireUser } from '../../auth/auth.hooks.js';
import { forbidden } from '../../errors.js';
import { NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { ssoDepsOf } from './company-sso.deps.js';
import {
  CompanySsoDto,
  SaveCompanySsoBody,
  SsoDiscoveryDto,
  SsoDiscoveryQuery,
  SsoDomainBody,
  SsoDomainParams,
  SsoSignInBody,
  SsoSignInDto,
  VerifySsoDomainBody,
} from './company-sso.schemas.js';
import {
  addDomain,
  deleteSso,
  readSso,
  removeDomain,
  saveSso,
  type SsoContext,
  type SsoManager,
  verifyDomain,
} from './company-sso.service.js';
import { discover, signInThroughSso } from './company-sso.sign-in.js';

const tags = ['company-sso'];
const SSO = '/v1/companies/me/sso';
const admins =
  'The company admins of the caller’s company (403 to others and to API keys); an admin of the admin group acting as one may too.';
const answers = 'Answers the settings after the change.';

/** A company admin of their own company, or an admin of the admin group acting as one; never an API key. */
function manager(request: FastifyRequest): SsoManager {
  const caller = requireUser(request);
  const { user } = caller;
  if (caller.apiKey || user.companyId === null || user.role !== 'COMPANY_ADMIN') throw forbidden();
  return { userId: user.id, companyId: user.companyId, impersonating: caller.impersonating };
}

/** Company single sign-on (docs/company-sso.md): the admins' settings, and the sign-in's two calls. */
export async function companySsoRoutes(app: ApiInstance): Promise<void> {
  const ctx: SsoContext = { deps: app.deps, sso: ssoDepsOf(app) };
  const user = { auth: 'user' as const };
  const dto = { 200: CompanySsoDto };

  app.get(
    SSO,
    {
      config: user,
      schema: {
        tags,
        summary: 'The company’s single sign-on',
        description: `${admins} 404 SsoNotConfigured when none.`,
        response: dto,
      },
    },
    async (request) => readSso(ctx, manager(request).companyId),
  );

  app.put(
    SSO,
    {
      config: user,
      schema: {
        tags,
        summary: 'Connect or change the company’s OpenID Connect provider',
        description: `${admins} ${answers} 400 SsoIssuerInvalid (field issuer) for an issuer that is not https (http only for 127.0.0.1 or localhost) or that the user pool refuses; 400 on clientSecret when connecting without one. Left out, clientSecret keeps the stored one.`,
        body: SaveCompanySsoBody,
        response: dto,
      },
    },
    async (request) => saveSso(ctx, manager(request), request.body),
  );

  app.delete(
    SSO,
    {
      config: user,
      schema: {
        tags,
        summary: 'Disconnect the provider: its domains and its members’ links go with it',
        description: `${admins} 404 SsoNotConfigured when none.`,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteSso(ctx, manager(request).companyId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${SSO}/domains`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Claim an email domain (it applies once verified)',
        description: `${admins} ${answers} 400 (field domain) for a malformed or free-mail domain; 409 SsoDomainTaken when another company verified it; 404 SsoNotConfigured without a provider.`,
        body: SsoDomainBody,
        response: dto,
      },
    },
    async (request) => addDomain(ctx, manager(request).companyId, request.body.domain),
  );

  app.post(
    `${SSO}/domains/:domain/verify`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Verify a claimed domain: its TXT record, or at once for an admin of the admin group',
        description: `${admins} ${answers} 409 SsoDomainNotVerified while the TXT record is missing; 409 SsoDomainTaken when another company verified it; 404 SsoDomainNotClaimed.`,
        params: SsoDomainParams,
        body: VerifySsoDomainBody,
        response: dto,
      },
    },
    async (request) => verifyDomain(ctx, manager(request), request.params.domain),
  );

  app.delete(
    `${SSO}/domains/:domain`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Stop claiming a domain',
        description: `${admins} ${answers} 404 SsoDomainNotClaimed.`,
        params: SsoDomainParams,
        response: dto,
      },
    },
    async (request) => removeDomain(ctx, manager(request).companyId, request.params.domain),
  );

  app.get(
    '/v1/sso/discovery',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Whether an email signs in through its company’s own provider (for the sign-in page)',
        description:
          '404 when it does not: no company verified its domain, or its account belongs to another company, or nobody has it and the company does not add people at first sign-in.',
        querystring: SsoDiscoveryQuery,
        response: { 200: SsoDiscoveryDto },
      },
    },
    async (request) => discover(app.deps.db, request.query.email),
  );

  app.post(
    '/v1/sso/sign-in',
    {
      config: { auth: 'any', allowInactive: true },
      schema: {
        tags,
        summary: 'After a company provider’s hosted sign-in: link, or make the member just in time, or say why not',
        description:
          'Called with the federated user’s ID token as the bearer. 400 SsoUnknownProvider for a token of no company provider; 400 SsoIdTokenRequired for an access token. Inactive users and companies are refused when the session starts.',
        body: SsoSignInBody,
        response: { 200: SsoSignInDto },
      },
    },
    async (request) => signInThroughSso(app.deps, requireCaller(request).token),
  );
}
