import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ApiInstance } from '../../../../http/types.js';
import { companies } from '../../../company/index.js';
import { findPayment } from '../billing.repository.js';
import { paymentCustomers } from '../billing.table.js';
import { DISCOUNTS } from '../../subscription.discounts.js';
import { withCardOutcome } from '../payment.gateway.js';
import { type CardForm, checkCard } from './local.cards.js';
import { closeCardSession, findCardSession, hashToken, saveCard } from './local.gateway.js';
import { cardPage, expiredPage, messagePage, receiptPage } from './local.pages.js';
import { verifyReceiptToken } from './local.receipts.js';
import { localGatewayCustomers } from './local.table.js';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/**
 * The LOCAL gateway's browser pages, reached through the bff's `/payments/local/*` proxy: the
 * card page (GET shows it, a form POST saves the card or cancels) and payment receipts. Public:
 * the unguessable token in the path is the credential.
 */
export async function localPaymentRoutes(app: ApiInstance): Promise<void> {
  const { db, clock, publicUrl, apiSecret } = app.deps;
  const home = publicUrl.replace(/\/+$/, '') + '/';
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const openSession = async (token: string) => {
    if (!TOKEN.test(token)) return undefined;
    const session = await findCardSession(db, token, clock.now());
    if (!session) return undefined;
    const [customer] = await db
      .select()
      .from(localGatewayCustomers)
      .where(eq(localGatewayCustomers.id, session.customerId))
      .limit(1);
    return customer ? { session, customer } : undefined;
  };

  const config = { auth: 'public' as const };
  const schema = { hide: true };

  app.get<{ Params: { token: string } }>(
    '/v1/payments/local/cards/:token',
    { config, schema },
    async (request, reply) => {
      const open = await openSession(request.params.token);
      if (!open) return html(reply, 404, expiredPage(home));
      return html(reply, 200, cardPage({ customerEmail: open.customer.email }));
    },
  );

  app.post<{ Params: { token: string }; Body: CardForm & { action?: string } }>(
    '/v1/payments/local/cards/:token',
    { config, schema },
    async (request, reply) => {
      const open = await openSession(request.params.token);
      if (!open) return html(reply, 404, expiredPage(home));
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const now = clock.now();
      if (body.action === 'cancel') {
        await closeCardSession(db, open.session.tokenHash, now);
        return reply
          .code(303)
          .header('cache-control', 'no-store')
          .redirect(withCardOutcome(open.session.cancelUrl, 'canceled'), 303);
      }
      const check = checkCard(body, now, open.session.cardCheck);
      if (!check.ok) {
        const values = { expMonth: body.expMonth ?? '', expYear: body.expYear ?? '', name: body.name ?? '' };
        return html(
          reply,
          check.status,
          cardPage({
            customerEmail: open.customer.email,
            error: { field: check.field, message: check.message },
            values,
          }),
        );
      }
      await saveCard(db, hashToken(request.params.token), open.session.customerId, check.card, now);
      request.log.info({ customerId: open.session.customerId, brand: check.card.brand }, 'local gateway card saved');
      return reply.header('cache-control', 'no-store').redirect(withCardOutcome(open.session.successUrl, 'saved'), 303);
    },
  );

  app.get<{ Params: { receipt: string } }>(
    '/v1/payments/local/receipts/:receipt',
    { config, schema },
    async (request, reply) => {
      const id = verifyReceiptToken(apiSecret, request.params.receipt);
      const payment = id === null ? undefined : await findPayment(db, id);
      if (!payment || payment.status !== 'SUCCEEDED')
        return html(reply, 404, messagePage('No such receipt', 'This receipt link is not valid.', home));
      const [company] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, payment.companyId))
        .limit(1);
      const [customer] = await db
        .select({ email: paymentCustomers.email })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.companyId, payment.companyId))
        .limit(1);
      return html(
        reply,
        200,
        receiptPage({
          paymentId: payment.id,
          date: payment.createdAt,
          companyName: company?.name ?? 'Trialbridge customer',
          billingEmail: customer?.email ?? null,
          description: payment.description,
          periodStart: payment.periodStart,
          periodEnd: payment.periodEnd,
          amountCents: payment.amountCents,
          discountCents: payment.discountCents,
          discountName: payment.discountCode ? DISCOUNTS[payment.discountCode].name : null,
          card: payment.cardBrand && payment.cardLast4 ? `${payment.cardBrand} ending in ${payment.cardLast4}` : null,
        }),
      );
    },
  );
}
