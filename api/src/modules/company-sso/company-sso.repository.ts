import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/database.js';
import { companySsoConnections, companySsoDomains } from './company-sso.table.js';
import type { CompanySsoDto } from './company-sso.schemas.js';

export type ConnectionRow = typeof companySsoConnections.$inferSelect;
export type DomainRow = typeof companySsoDomains.$inferSelect;

/** The pool's name of a company's provider (Cognito allows 32 characters: ids fit). */
export const providerNameOf = (companyId: number): string => `sso-${companyId}`;
export const verificationRecordOf = (token: string): string => `trialbridge-verification=${token}`;

export async function findConnection(db: Executor, companyId: number): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(companySsoConnections)
    .where(eq(companySsoConnections.companyId, companyId))
    .limit(1);
  return row;
}

export async function domainsOf(db: Executor, connectionId: number): Promise<DomainRow[]> {
  return db
    .select()
    .from(companySsoDomains)
    .where(eq(companySsoDomains.connectionId, connectionId))
    .orderBy(asc(companySsoDomains.domain));
}

/** Whether another connection than `connectionId` holds `domain` verified. */
export async function verifiedElsewhere(db: Executor, domain: string, connectionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companySsoDomains.id })
    .from(companySsoDomains)
    .where(
      and(
        eq(companySsoDomains.domain, domain),
        isNotNull(companySsoDomains.verifiedAt),
        ne(companySsoDomains.connectionId, connectionId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export function toCompanySsoDto(
  connection: ConnectionRow,
  domains: DomainRow[],
  hostedBase: string,
): Static<typeof CompanySsoDto> {
  return {
    issuer: connection.issuer,
    clientId: connection.clientId,
    hasClientSecret: connection.clientSecretSealed !== '',
    required: connection.required,
    jitMembers: connection.jitMembers,
    trustProviderMfa: connection.trustProviderMfa,
    domains: domains.map((row) => ({
      domain: row.domain,
      verificationRecord: verificationRecordOf(row.verificationToken),
      verified: row.verifiedAt !== null,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      verifiedBy: row.verifiedAt ? (row.verifiedBy ?? 'ADMIN') : null,
    })),
    redirectUri: `${hostedBase}/oauth2/idpresponse`,
    updatedAt: connection.updatedAt.toISOString(),
  };
}
