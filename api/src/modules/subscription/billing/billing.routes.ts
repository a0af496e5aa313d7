import { Type } from 'typebox';
import { requireUser } from '../../../auth/auth.hooks.js';
import { notFound, validation } from '../../../errors.js';
import { PageQuery, pageWindow, toPage } from '../../../http/paging.js';
import type { ApiInstance } from '../../../http/types.js';
import type { BillingDeps } from './billing.context.js';
import { findPayment, listPayments } from './billing.repository.js';
import {
  CardsManagementQuery,
  CardsManagementUrl,
  CustomerDto,
  DiscountList,
  InvoiceBody,
  InvoiceRequestDto,
  NoBody,
  PaymentPage,
  PromotionDto,
  ReceiptDto,
  SelectDiscountBody,
  SubscriptionIdParams,
  VerifyPromotionBody,
} from './billing.schemas.js';
import {
  cardPageUrl,
  ensureCustomer,
  getCustomer,
  listDiscounts,
  requestInvoice,
  selectDiscount,
  verifyPromotionCode,
} from './billing.service.js';
import { paymentDto, receiptUrlOf } from './payment.dto.js';
import { loadActor } from '../subscription.view.js';

const tags = ['subscription'];
const user = { auth: 'user' as const };
/** The card page routes word a bad return path for the user (the bff shows it as is). */
const cardPage = { ...user, fieldMessages: { returnPath: 'returnPath must be a path of this site, starting with /.' } };
const DEFAULT_RETURN_PATH = '/dashboard/subscription';

/** Customers and cards, coupons and promotion codes, invoice requests and the payment history (spec §7). */
export async function billingRoutes(app: ApiInstance, deps: BillingDeps): Promise<void> {
  app.get(
    '/v1/subscriptions/customers',
    {
      config: user,
      schema: { tags, summary: "The company's payment customer (404 when none)", response: { 200: CustomerDto } },
    },
    async (request) => getCustomer(deps, requireUser(request).user),
  );

  app.post(
    '/v1/subscriptions/customers',
    {
      config: user,
      schema: {
        tags,
        summary: 'Create the payment customer (or answer the existing one)',
        body: NoBody,
        response: { 200: CustomerDto },
      },
    },
    async (request) => {
      const { customer } = await ensureCustomer(deps, requireUser(request).user);
      return customer;
    },
  );

  // Spec §7: the URL comes back as text, not JSON.
  const cardsResponse = {
    200: { description: 'The page URL.', content: { 'text/plain': { schema: CardsManagementUrl } } },
  };

  app.get(
    '/v1/subscriptions/customers/cards-management',
    {
      config: cardPage,
      schema: {
        tags,
        summary: 'The card page URL, as text',
        querystring: CardsManagementQuery,
        response: cardsResponse,
      },
    },
    async (request, reply) => {
      const { cardCheck = false, returnPath = DEFAULT_RETURN_PATH } = request.query;
      const url = await cardPageUrl(deps, requireUser(request).user, { cardCheck, returnPath });
      return reply.type('text/plain; charset=utf-8').send(url);
    },
  );

  app.get(
    '/v1/subscriptions/:subscriptionId/customers/cards-management',
    {
      config: cardPage,
      schema: {
        tags,
        summary: "The subscription's card portal URL, as text",
        params: SubscriptionIdParams,
        querystring: CardsManagementQuery,
        response: cardsResponse,
      },
    },
    async (request, reply) => {
      const { cardCheck = false, returnPath = DEFAULT_RETURN_PATH } = request.query;
      const url = await cardPageUrl(deps, requireUser(request).user, {
        cardCheck,
        returnPath,
        subscriptionId: request.params.subscriptionId,
      });
      return reply.type('text/plain; charset=utf-8').send(url);
    },
  );

  app.get(
    '/v1/subscriptions/coupons',
    { config: user, schema: { tags, summary: 'The discounts the company may use', response: { 200: DiscountList } } },
    async (request) => listDiscounts(deps, requireUser(request).user),
  );

  app.put(
    '/v1/subscriptions/coupons',
    {
      config: user,
      schema: {
        tags,
        summary: "Select the next purchase's discount",
        body: SelectDiscountBody,
        response: { 200: DiscountList },
      },
    },
    async (request) => selectDiscount(deps, requireUser(request).user, request.body.discountId.trim()),
  );

  app.post(
    '/v1/subscriptions/coupons/promotion-codes/verify',
    {
      // Only reads: a READ_ONLY API key may check a code (api-keys.auth.ts).
      config: { ...user, readOnlySafe: true },
      schema: { tags, summary: 'Check a promotion code', body: VerifyPromotionBody, response: { 200: PromotionDto } },
    },
    async (request) => {
      requireUser(request);
      return verifyPromotionCode(deps, request.body.promotionCode);
    },
  );

  app.post(
    '/v1/subscriptions/invoice',
    {
      config: user,
      schema: {
        tags,
        summary: 'Ask the billing team for an invoice',
        body: InvoiceBody,
        response: { 201: InvoiceRequestDto },
      },
    },
    async (request, reply) => {
      const text = request.body.text.trim();
      if (text === '') throw validation('text', 'text must not be empty');
      return reply.code(201).send(await requestInvoice(deps, requireUser(request).user, text));
    },
  );

  app.get(
    '/v1/subscriptions/payments',
    {
      config: user,
      schema: {
        tags,
        summary: "The company's payments, newest first",
        querystring: PageQuery,
        response: { 200: PaymentPage },
      },
    },
    async (request) => {
      const { company } = await loadActor(deps, requireUser(request).user);
      const { page, size, offset } = pageWindow(request.query);
      const { rows, total } = await listPayments(deps.db, company.id, { size, offset });
      return toPage(
        rows.map((row) => paymentDto(deps, row)),
        total,
        page,
        size,
      );
    },
  );

  app.get(
    '/v1/subscriptions/payments/:paymentId',
    {
      config: user,
      schema: {
        tags,
        summary: "A payment's receipt link",
        params: Type.Object({ paymentId: Type.Integer({ minimum: 1 }) }),
        response: { 200: ReceiptDto },
      },
    },
    async (request) => {
      const { company } = await loadActor(deps, requireUser(request).user);
      const payment = await findPayment(deps.db, request.params.paymentId);
      const url = payment && payment.companyId === company.id ? receiptUrlOf(deps, payment) : null;
      if (!payment || !url) throw notFound();
      return { paymentId: payment.id, url };
    },
  );
}
