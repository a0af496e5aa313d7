import { and, eq, isNotNull } from 'drizzle-orm';
import type { ModuleAuth } from '../../auth/module-auth.js';
import type { Db } from '../../db/database.js';
import { companies } from '../company/index.js';
import { emailDomain } from '../user/index.js';
import { ssoRequired } from './company-sso.errors.js';
import { companySsoConnections, companySsoDomains } from './company-sso.table.js';

/** A company whose provider is required: its name and the domains it verified. */
interface RequiredRule {
  companyName: string;
  domains: Set<string>;
}

const TTL_MS = 30_000;
/** Per database (each test app has its own), per company: the rule and until when it holds. */
const caches = new WeakMap<Db, Map<number, { rule: RequiredRule | null; until: number }>>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** Forgets a company's rule at once (this module's own writes); other processes see it within 30 s. */
export function forgetRequiredRule(db: Db, companyId: number): void {
  cacheOf(db).delete(companyId);
}

async function readRule(db: Db, companyId: number): Promise<RequiredRule | null> {
  const rows = await db
    .select({ companyName: companies.name, domain: companySsoDomains.domain })
    .from(companySsoConnections)
    .innerJoin(companies, eq(companies.id, companySsoConnections.companyId))
    .innerJoin(
      companySsoDomains,
      and(eq(companySsoDomains.connectionId, companySsoConnections.id), isNotNull(companySsoDomains.verifiedAt)),
    )
    .where(and(eq(companySsoConnections.companyId, companyId), eq(companySsoConnections.required, true)));
  const [first] = rows;
  return first ? { companyName: first.companyName, domains: new Set(rows.map((row) => row.domain)) } : null;
}

async function requiredRule(db: Db, companyId: number, now: number): Promise<RequiredRule | null> {
  const cache = cacheOf(db);
  const cached = cache.get(companyId);
  if (cached && cached.until > now) return cached.rule;
  const rule = await readRule(db, companyId);
  cache.set(companyId, { rule, until: now + TTL_MS });
  return rule;
}

/**
 * Required single sign-on holds in the api too: a token that did not come through a provider
 * (a password sign-in) is refused for a member at a domain their company's required provider
 * verified. Admins acting as someone are not refused (they verify domains and fix settings).
 */
export const companySsoAuth: ModuleAuth = {
  admit: async ({ app, token, impersonating }, caller) => {
    if (token.federated || impersonating || caller.impersonating || caller.apiKey || !caller.user) return;
    const { companyId, email } = caller.user;
    if (companyId === null) return;
    const rule = await requiredRule(app.deps.db, companyId, app.deps.clock.now().getTime());
    if (rule?.domains.has(emailDomain(email))) throw ssoRequired(rule.companyName);
  },
};
