import { and, count, desc, eq, gt, lt, or } from 'drizzle-orm';
import { allQueries } from '../../../db/all-queries.js';
import type { Executor } from '../../../db/database.js';
import { companies, companyRoles } from '../../company/index.js';
import type { CompanyProfile } from '../subscription.catalog.js';
import { bestDiscount, EARLY_ADOPTERS_BEFORE } from '../subscription.discounts.js';
import type { DiscountCode } from '../subscription.table.js';
import {
  discountGrants,
  discountSelections,
  type NewPaymentRow,
  type PaymentCustomerRow,
  type PaymentGatewayKind,
  paymentCustomers,
  subscriptionLocks,
  subscriptionPayments,
} from './billing.table.js';

export interface BillingCompany extends CompanyProfile {
  id: number;
  name: string;
  createdAt: Date;
}

export async function findBillingCompany(db: Executor, companyId: number): Promise<BillingCompany | undefined> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      createdAt: companies.createdAt,
      roleType: companyRoles.type,
      employeesBand: companies.employeesBand,
    })
    .from(companies)
    .innerJoin(companyRoles, eq(companyRoles.id, companies.roleId))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}

/** The company's customer at the given gateway (a customer of another gateway does not count). */
export async function findPaymentCustomer(
  db: Executor,
  companyId: number,
  gateway: PaymentGatewayKind,
): Promise<PaymentCustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.companyId, companyId), eq(paymentCustomers.gateway, gateway)))
    .limit(1);
  return row;
}

export async function findCompanyByGatewayCustomer(
  db: Executor,
  gatewayCustomerId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ companyId: paymentCustomers.companyId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.gatewayCustomerId, gatewayCustomerId))
    .limit(1);
  return row?.companyId;
}

/** Records the company's customer (replacing a customer of another gateway). */
export async function savePaymentCustomer(
  db: Executor,
  row: { companyId: number; gateway: PaymentGatewayKind; gatewayCustomerId: string; email: string },
): Promise<PaymentCustomerRow> {
  const [saved] = await db
    .insert(paymentCustomers)
    .values(row)
    .onConflictDoUpdate({
      target: paymentCustomers.companyId,
      set: { gateway: row.gateway, gatewayCustomerId: row.gatewayCustomerId, email: row.email },
    })
    .returning();
  if (!saved) throw new Error('payment customer not saved');
  return saved;
}

/** Inserts a payment; a gateway payment id already recorded (a webhook replay) changes nothing. */
export async function insertPayment(db: Executor, row: NewPaymentRow) {
  const [saved] = await db
    .insert(subscriptionPayments)
    .values(row)
    .onConflictDoNothing({ target: subscriptionPayments.gatewayPaymentId })
    .returning();
  return saved;
}

export async function listPayments(db: Executor, companyId: number, window: { size: number; offset: number }) {
  const where = eq(subscriptionPayments.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscriptionPayments)
      .where(where)
      .orderBy(desc(subscriptionPayments.createdAt), desc(subscriptionPayments.id))
      .limit(window.size)
      .offset(window.offset),
    db.select({ value: count() }).from(subscriptionPayments).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findPayment(db: Executor, id: number) {
  const [row] = await db.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, id)).limit(1);
  return row;
}

/**
 * The discounts a company may use: inaugural year until its first paid payment, early adopters
 * when it joined before 12 Sept 2023, and those granted to it (SCOPE alumni, associations).
 */
export async function eligibleDiscounts(
  db: Executor,
  company: Pick<BillingCompany, 'id' | 'createdAt'>,
): Promise<DiscountCode[]> {
  const [[paid], grants] = await allQueries(db, [
    () =>
      db
        .select({ value: count() })
        .from(subscriptionPayments)
        .where(
          and(
            eq(subscriptionPayments.companyId, company.id),
            eq(subscriptionPayments.status, 'SUCCEEDED'),
            gt(subscriptionPayments.amountCents, 0),
          ),
        ),
    () => db.select({ code: discountGrants.code }).from(discountGrants).where(eq(discountGrants.companyId, company.id)),
  ]);
  const codes = new Set<DiscountCode>(grants.map((g) => g.code));
  if ((paid?.value ?? 0) === 0) codes.add('inaugural_year_discount');
  if (company.createdAt < EARLY_ADOPTERS_BEFORE) codes.add('early_adopters');
  return [...codes];
}

/**
 * The discounts a company may use and the one a purchase without a coupon gets: the company's
 * selection while it is still eligible, else the best. Offerings, checkout and a trial's
 * conversion all price with it, so what the offerings show is what is charged.
 */
export async function discountChoice(
  db: Executor,
  company: Pick<BillingCompany, 'id' | 'createdAt'>,
): Promise<{ eligible: DiscountCode[]; selected: DiscountCode | null }> {
  const [eligible, chosen] = await allQueries(db, [
    () => eligibleDiscounts(db, company),
    () => findDiscountSelection(db, company.id),
  ]);
  return { eligible, selected: chosen && eligible.includes(chosen) ? chosen : bestDiscount(eligible) };
}

export async function grantDiscount(
  db: Executor,
  companyId: number,
  code: DiscountCode,
  source: 'PLATFORM' | 'PROMOTION',
  now: Date,
): Promise<void> {
  await db.insert(discountGrants).values({ companyId, code, source, grantedAt: now }).onConflictDoNothing();
}

export async function findDiscountSelection(db: Executor, companyId: number): Promise<DiscountCode | null> {
  const [row] = await db
    .select({ code: discountSelections.code })
    .from(discountSelections)
    .where(eq(discountSelections.companyId, companyId))
    .limit(1);
  return row?.code ?? null;
}

export async function saveDiscountSelection(db: Executor, companyId: number, code: DiscountCode): Promise<void> {
  await db
    .insert(discountSelections)
    .values({ companyId, code })
    .onConflictDoUpdate({ target: discountSelections.companyId, set: { code } });
}

/** Takes the company's lock unless someone holds a fresh one; answers whether it was taken. */
export async function acquireCompanyLock(
  db: Executor,
  companyId: number,
  now: Date,
  staleAfterMs: number,
): Promise<boolean> {
  const stale = new Date(now.getTime() - staleAfterMs);
  const rows = await db
    .insert(subscriptionLocks)
    .values({ companyId, lockedAt: now })
    .onConflictDoUpdate({
      target: subscriptionLocks.companyId,
      set: { lockedAt: now },
      setWhere: or(lt(subscriptionLocks.lockedAt, stale), gt(subscriptionLocks.lockedAt, now)),
    })
    .returning({ companyId: subscriptionLocks.companyId });
  return rows.length > 0;
}

export async function releaseCompanyLock(db: Executor, companyId: number, lockedAt: Date): Promise<void> {
  await db
    .delete(subscriptionLocks)
    .where(and(eq(subscriptionLocks.companyId, companyId), eq(subscriptionLocks.lockedAt, lockedAt)));
}
