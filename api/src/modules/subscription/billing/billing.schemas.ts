import { Type } from 'typebox';
import { DateTime, Nullable } from '../../../http/schemas.js';
import { Page } from '../../../http/paging.js';
import { PAYMENT_STATUSES } from './billing.table.js';
import { CardDto, DiscountDto, SubscriptionDetailsDto } from '../subscription.schemas.js';
import { DISCOUNT_CODES, PERIODS, TYPE_CODES } from '../subscription.table.js';
import { TEXT_LIMITS } from '../../../http/text-limits.js';

export const CustomerDto = Type.Object(
  { id: Type.String(), email: Type.String(), card: Nullable(CardDto) },
  { title: 'CustomerDto', description: "The company's payment customer and its card on file." },
);

/** `returnPath`: where the card page sends the browser back, a path of the product (not `//host`). */
export const CardsManagementQuery = Type.Object({
  cardCheck: Type.Optional(
    Type.Boolean({ description: 'Verify the card when it is saved (declined cards are refused on the page).' }),
  ),
  returnPath: Type.Optional(
    Type.String({
      pattern: '^/(?![/\\\\])[^\\s]*$',
      maxLength: 1000,
      description: 'A path of the product; the page appends card=saved or card=canceled.',
    }),
  ),
});

export const CardsManagementUrl = Type.String({ description: 'The page URL, as text/plain.' });

export const PaymentDto = Type.Object(
  {
    id: Type.Integer(),
    createdAt: DateTime,
    status: Type.Enum(PAYMENT_STATUSES),
    amountCents: Type.Integer(),
    discountCents: Type.Integer(),
    currency: Type.String(),
    description: Type.String(),
    typeCode: Nullable(Type.Enum(TYPE_CODES)),
    period: Nullable(Type.Enum(PERIODS)),
    periodStart: Nullable(DateTime),
    periodEnd: Nullable(DateTime),
    discountCode: Nullable(Type.Enum(DISCOUNT_CODES)),
    card: Nullable(Type.Object({ brand: Type.String(), last4: Type.String() })),
    failureMessage: Nullable(Type.String()),
    receiptUrl: Nullable(Type.String({ description: 'The receipt page (SUCCEEDED only).' })),
  },
  {
    title: 'PaymentDto',
    description: 'One payment attempt of the subscription (spec §3: payment history items carry a payment id).',
  },
);

export const PaymentPage = Page(PaymentDto, 'Payments, newest first.');

export const ReceiptDto = Type.Object(
  { paymentId: Type.Integer(), url: Type.String() },
  { title: 'ReceiptDto', description: 'The receipt link of a payment.' },
);

export const CreateSubscriptionBody = Type.Object(
  {
    priceId: Type.String({ minLength: 1, maxLength: 200 }),
    couponId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    promotionCode: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  },
  { title: 'CreateSubscriptionBody' },
);

export const CONFIRMATIONS = [
  'PAYMENT_RECEIVED',
  'INNOVATOR_STARTED',
  'INNOVATOR_UPDATED',
  'EXPLORER_STARTED',
  'SUBSCRIPTION_DEACTIVATED',
] as const;

export const ChangeResultDto = Type.Object(
  {
    confirmation: Type.Enum(CONFIRMATIONS, { description: 'The spec §4 confirmation screen to show.' }),
    subscription: SubscriptionDetailsDto,
    payment: Nullable(PaymentDto),
  },
  { title: 'ChangeResultDto', description: 'The subscription after a change, and the payment made now if one was.' },
);

export const DiscountList = Type.Array(DiscountDto);
export const SelectDiscountBody = Type.Object(
  { discountId: Type.String({ minLength: 1, maxLength: 100 }) },
  { title: 'SelectDiscountBody' },
);
export const VerifyPromotionBody = Type.Object(
  { promotionCode: Type.String({ minLength: 1, maxLength: 100 }) },
  { title: 'VerifyPromotionBody' },
);
export const PromotionDto = Type.Object(
  { code: Type.String(), discount: DiscountDto },
  { title: 'PromotionDto', description: 'A valid promotion code and the discount it gives.' },
);
export const InvoiceBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.message }) },
  { title: 'InvoiceBody' },
);
export const InvoiceRequestDto = Type.Object(
  { id: Type.Integer(), createdAt: DateTime },
  { title: 'InvoiceRequestDto' },
);
export const PeriodBody = Type.Object({ period: Type.Enum(PERIODS) }, { title: 'PeriodBody' });
export const SubscriptionIdParams = Type.Object({ subscriptionId: Type.Integer({ minimum: 1 }) });

/** POST and PUT routes that take no body still document one: none (or anything) is accepted. */
export const NoBody = Type.Unknown({ description: 'No body is needed.' });
