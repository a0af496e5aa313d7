import { randomBytes } from 'node:crypto';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { Static } from 'typebox';
import { isUniqueViolation } from '../../db/errors.js';
import { validation } from '../../errors.js';
import type { AppDeps } from '../../http/types.js';
import type { IdentityAdmin } from '../../identity/identity-admin.js';
import { isIdentityError } from '../../identity/identity-client.js';
import { isBusinessEmail, userSignInMethods } from '../user/index.js';
import type { CompanySsoDeps } from './company-sso.deps.js';
import {
  freeMailDomain,
  invalidDomain,
  ssoDomainNotClaimed,
  ssoDomainNotVerified,
  ssoDomainTaken,
  ssoIssuerInvalid,
  ssoNotConfigured,
} from './company-sso.errors.js';
import {
  type ConnectionRow,
  domainsOf,
  findConnection,
  providerNameOf,
  toCompanySsoDto,
  verificationRecordOf,
  verifiedElsewhere,
} from './company-sso.repository.js';
import { forgetRequiredRule } from './company-sso.required.js';
import type { CompanySsoDto, SaveCompanySsoBody } from './company-sso.schemas.js';
import { sealSecret, unsealSecret } from './company-sso.secret.js';
import { companySsoConnections, companySsoDomains } from './company-sso.table.js';

type Dto = Static<typeof CompanySsoDto>;
const SCOPES = ['openid', 'email', 'profile'];
const HOSTNAME = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** Who manages the settings: a company admin (or an admin of the admin group acting as one). */
export interface SsoManager {
  userId: number;
  companyId: number;
  /** An admin of the admin group acting as the company admin: their word verifies a domain. */
  impersonating: boolean;
}

export interface SsoContext {
  deps: AppDeps;
  sso: CompanySsoDeps;
}

function poolOf(deps: AppDeps): IdentityAdmin {
  if (!deps.identityAdmin) throw new Error('No identity service configured: cannot change the pool’s providers');
  return deps.identityAdmin;
}

/** An issuer the pool may federate to: https, or http on this machine only (the local providers). */
export function checkedIssuer(raw: string): string {
  const issuer = raw.trim();
  const url = URL.canParse(issuer) ? new URL(issuer) : null;
  const local = url?.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname);
  if (!url || !(url.protocol === 'https:' || local) || url.search || url.hash || url.username) {
    throw ssoIssuerInvalid('issuer must be an https URL such as https://login.example.com (no query or fragment).');
  }
  return issuer;
}

/** A domain as claimed: lower-case, a hostname, not a free email service's. */
export function checkedDomain(raw: string): string {
  const domain = raw.trim().toLowerCase().replace(/\.$/, '');
  if (!HOSTNAME.test(domain)) throw invalidDomain();
  if (!isBusinessEmail(`x@${domain}`)) throw freeMailDomain(domain);
  return domain;
}

export async function readSso({ deps, sso }: SsoContext, companyId: number): Promise<Dto> {
  const connection = await findConnection(deps.db, companyId);
  if (!connection) throw ssoNotConfigured();
  return toCompanySsoDto(connection, await domainsOf(deps.db, connection.id), sso.hostedBase);
}

async function connectionOf(ctx: SsoContext, companyId: number): Promise<ConnectionRow> {
  const connection = await findConnection(ctx.deps.db, companyId);
  if (!connection) throw ssoNotConfigured();
  return connection;
}

/**
 * Connects or changes the provider: the pool first (a failure there changes nothing here),
 * then the row, the secret sealed. Cognito replaces a provider's details whole, so the stored
 * secret goes back when none is given.
 */
export async function saveSso(ctx: SsoContext, manager: SsoManager, body: Static<typeof SaveCompanySsoBody>) {
  const { deps, sso } = ctx;
  const issuer = checkedIssuer(body.issuer);
  const clientId = body.clientId.trim();
  if (!clientId) throw validation('clientId', 'clientId must not be empty');
  const existing = await findConnection(deps.db, manager.companyId);
  if (!existing && !body.clientSecret)
    throw validation('clientSecret', 'clientSecret is required to connect a provider');
  const clientSecret = body.clientSecret ?? unsealSecret(deps.apiSecret, existing?.clientSecretSealed ?? '');
  const providerName = providerNameOf(manager.companyId);
  const pool = poolOf(deps);
  try {
    await pool.upsertOidcProvider(providerName, { issuer, clientId, clientSecret, scopes: SCOPES });
  } catch (error) {
    if (isIdentityError(error, 'InvalidParameterException'))
      throw ssoIssuerInvalid(`The identity provider at ${issuer} was refused: check the issuer, client id and secret.`);
    throw error;
  }
  await pool.allowProviderOnClient(sso.poolClientId, providerName, true);
  const values = {
    issuer,
    clientId,
    clientSecretSealed: body.clientSecret
      ? sealSecret(deps.apiSecret, body.clientSecret)
      : (existing?.clientSecretSealed ?? ''),
    required: body.required,
    jitMembers: body.jitMembers,
    trustProviderMfa: body.trustProviderMfa,
    updatedBy: manager.userId,
  };
  await deps.db
    .insert(companySsoConnections)
    .values({ ...values, companyId: manager.companyId, providerName })
    .onConflictDoUpdate({ target: companySsoConnections.companyId, set: { ...values, updatedAt: deps.clock.now() } });
  forgetRequiredRule(deps.db, manager.companyId);
  return readSso(ctx, manager.companyId);
}

/** Disconnects: the client stops offering the provider, the pool forgets it, then the rows and the links go. */
export async function deleteSso(ctx: SsoContext, companyId: number): Promise<void> {
  const { deps, sso } = ctx;
  const connection = await connectionOf(ctx, companyId);
  const pool = poolOf(deps);
  await pool.allowProviderOnClient(sso.poolClientId, connection.providerName, false);
  await pool.deleteProvider(connection.providerName);
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(userSignInMethods)
      .where(
        and(
          eq(userSignInMethods.provider, 'COMPANY_SSO'),
          like(userSignInMethods.providerSubject, `${connection.providerName}|%`),
        ),
      );
    await tx.delete(companySsoConnections).where(eq(companySsoConnections.id, connection.id));
  });
  forgetRequiredRule(deps.db, companyId);
}

/** Claims a domain (again: unchanged); one another company verified is refused. */
export async function addDomain(ctx: SsoContext, companyId: number, raw: string): Promise<Dto> {
  const domain = checkedDomain(raw);
  const connection = await connectionOf(ctx, companyId);
  if (await verifiedElsewhere(ctx.deps.db, domain, connection.id)) throw ssoDomainTaken(domain);
  await ctx.deps.db
    .insert(companySsoDomains)
    .values({ connectionId: connection.id, domain, verificationToken: randomBytes(16).toString('hex') })
    .onConflictDoNothing();
  return readSso(ctx, companyId);
}

/**
 * Verifies a claimed domain: at once when an admin of the admin group asks, else when its DNS
 * carries the TXT record. Only one company holds a domain verified: the partial unique index
 * settles two verifications at once.
 */
export async function verifyDomain(ctx: SsoContext, manager: SsoManager, raw: string): Promise<Dto> {
  const { deps, sso } = ctx;
  const domain = raw.trim().toLowerCase();
  const connection = await connectionOf(ctx, manager.companyId);
  const [claim] = (await domainsOf(deps.db, connection.id)).filter((row) => row.domain === domain);
  if (!claim) throw ssoDomainNotClaimed(domain);
  if (claim.verifiedAt) return readSso(ctx, manager.companyId);
  if (await verifiedElsewhere(deps.db, domain, connection.id)) throw ssoDomainTaken(domain);
  const record = verificationRecordOf(claim.verificationToken);
  if (!manager.impersonating) {
    const records = await sso.lookupTxt(domain);
    if (!records.some((text) => text.trim() === record)) throw ssoDomainNotVerified(domain, record);
  }
  try {
    await deps.db
      .update(companySsoDomains)
      .set({ verifiedAt: deps.clock.now(), verifiedBy: manager.impersonating ? 'ADMIN' : 'DNS' })
      .where(and(eq(companySsoDomains.id, claim.id), isNull(companySsoDomains.verifiedAt)));
  } catch (error) {
    if (isUniqueViolation(error)) throw ssoDomainTaken(domain);
    throw error;
  }
  forgetRequiredRule(deps.db, manager.companyId);
  return readSso(ctx, manager.companyId);
}

export async function removeDomain(ctx: SsoContext, companyId: number, raw: string): Promise<Dto> {
  const domain = raw.trim().toLowerCase();
  const connection = await connectionOf(ctx, companyId);
  const removed = await ctx.deps.db
    .delete(companySsoDomains)
    .where(and(eq(companySsoDomains.connectionId, connection.id), eq(companySsoDomains.domain, domain)))
    .returning({ id: companySsoDomains.id });
  if (removed.length === 0) throw ssoDomainNotClaimed(domain);
  forgetRequiredRule(ctx.deps.db, companyId);
  return readSso(ctx, companyId);
}
