import type { Static } from 'typebox';
import { ApiError, notFound, validation } from '../../../errors.js';
import type { UserRow } from '../../user/index.js';
import { adminOnly, canManageBilling } from '../subscription.access.js';
import type { BillingDeps } from './billing.context.js';
import {
  eligibleDiscounts,
  findPaymentCustomer,
  saveDiscountSelection,
  savePaymentCustomer,
} from './billing.repository.js';
import { invoiceRequests } from './billing.table.js';
import { discountDto, discountList } from '../subscription.dto.js';
import type { CustomerDto } from './billing.schemas.js';
import { DISCOUNT_CODES } from '../subscription.table.js';
import { loadView, type SubscriptionView } from '../subscription.view.js';
import { invalidPromotion } from '../subscription.checkout.js';

async function billingView(deps: BillingDeps, user: UserRow): Promise<SubscriptionView> {
  const view = await loadView(deps, user);
  if (view.parentName !== null || !canManageBilling(view.actor, view.billingAdmin)) throw adminOnly();
  return view;
}

/** Spec §7 GET /subscriptions/customers: the company's payment customer, or 404. */
export async function getCustomer(deps: BillingDeps, user: UserRow): Promise<Static<typeof CustomerDto>> {
  const { actor } = await loadView(deps, user);
  const row = await findPaymentCustomer(deps.db, actor.company.id, deps.gateway.kind);
  const customer = row ? await deps.gateway.getCustomer(row.gatewayCustomerId) : null;
  if (!row || !customer) throw new ApiError(404, 404, 'Your company has no payment customer yet.');
  return { id: customer.id, email: row.email, card: customer.card };
}

/** Spec §7 POST /subscriptions/customers: creates it (billed to the caller's email) unless it exists. */
export async function ensureCustomer(
  deps: BillingDeps,
  user: UserRow,
): Promise<{ created: boolean; customer: Static<typeof CustomerDto> }> {
  const { actor } = await billingView(deps, user);
  const existing = await findPaymentCustomer(deps.db, actor.company.id, deps.gateway.kind);
  const known = existing ? await deps.gateway.getCustomer(existing.gatewayCustomerId) : null;
  if (existing && known) return { created: false, customer: { id: known.id, email: existing.email, card: known.card } };
  const { id } = await deps.gateway.createCustomer({
    email: user.email,
    name: actor.company.name,
    companyId: actor.company.id,
  });
  const saved = await savePaymentCustomer(deps.db, {
    companyId: actor.company.id,
    gateway: deps.gateway.kind,
    gatewayCustomerId: id,
    email: user.email,
  });
  return { created: true, customer: { id, email: saved.email, card: null } };
}

export interface CardPageRequest {
  cardCheck: boolean;
  returnPath: string;
  /** Set for spec §7's GET /subscriptions/{id}/customers/cards-management (the portal). */
  subscriptionId?: number;
}

/** The card page (or the gateway's portal) URL, as text; the customer is created when missing. */
export async function cardPageUrl(deps: BillingDeps, user: UserRow, request: CardPageRequest): Promise<string> {
  const view = await billingView(deps, user);
  if (request.subscriptionId !== undefined && view.own?.id !== request.subscriptionId) throw notFound();
  const { customer } = await ensureCustomer(deps, user);
  const back = new URL(request.returnPath, deps.publicUrl).toString();
  const input = { customerId: customer.id, successUrl: back, cancelUrl: back, cardCheck: request.cardCheck };
  return request.subscriptionId === undefined
    ? deps.gateway.cardPageUrl(input)
    : deps.gateway.portalUrl({ ...input, gatewaySubscriptionId: view.own?.gatewaySubscriptionId ?? null });
}

export async function listDiscounts(deps: BillingDeps, user: UserRow) {
  const { actor } = await loadView(deps, user);
  return discountList(deps, actor.company);
}

/** Spec §7 PUT /subscriptions/coupons: the discount the next purchase uses. */
export async function selectDiscount(deps: BillingDeps, user: UserRow, discountId: string) {
  const { actor } = await billingView(deps, user);
  const code = DISCOUNT_CODES.find((c) => c === discountId);
  if (!code || !(await eligibleDiscounts(deps.db, actor.company)).includes(code))
    throw validation('discountId', 'This discount is not available to your company.');
  await saveDiscountSelection(deps.db, actor.company.id, code);
  return discountList(deps, actor.company);
}

/** Spec §7 POST /subscriptions/coupons/promotion-codes/verify. */
export async function verifyPromotionCode(deps: BillingDeps, promotionCode: string) {
  const promotion = await deps.gateway.findPromotionCode(promotionCode);
  if (!promotion) throw invalidPromotion();
  return { code: promotion.code, discount: discountDto(promotion.couponId, null) };
}

/** Spec §7 POST /subscriptions/invoice: kept, and mailed to the billing team. */
export async function requestInvoice(
  deps: BillingDeps,
  user: UserRow,
  text: string,
): Promise<{ id: number; createdAt: string }> {
  const { actor } = await billingView(deps, user);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(invoiceRequests)
    .values({ companyId: actor.company.id, userId: user.id, text, createdAt: now })
    .returning();
  if (!row) throw new Error('invoice request not saved');
  try {
    await deps.mailer.send({
      to: deps.billingEmail,
      subject: `Invoice request from ${actor.company.name}`,
      text: [
        `${user.firstName} ${user.lastName} (${user.email}) of ${actor.company.name} (company ${actor.company.id}) asks to pay by invoice:`,
        '',
        text,
        '',
        `Request ${row.id}, ${now.toISOString()}.`,
      ].join('\n'),
    });
  } catch (error) {
    // The request is kept (invoice_requests): the billing team still finds it.
    deps.log.error({ err: error, invoiceRequestId: row.id }, 'invoice request mail could not be sent');
  }
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
