import { Type } from 'typebox';
import { DateTime, Nullable } from '../../http/schemas.js';
import { PAYMENT_TYPES, PERIODS, PLANS, SUBSCRIPTION_STATUSES, TYPE_CODES } from './subscription.table.js';

const TypeCodeSchema = Type.Enum(TYPE_CODES);

export const CurrentSubscriptionDto = Type.Object(
  {
    id: Nullable(Type.Integer()),
    plan: Type.Enum(PLANS),
    status: Nullable(Type.Enum(SUBSCRIPTION_STATUSES)),
    endDate: Nullable(DateTime),
    period: Nullable(Type.Enum(PERIODS)),
    billingAdmin: Type.Boolean({ description: "The caller is a billing admin of the company's subscription." }),
    typeCode: Nullable(TypeCodeSchema),
  },
  { description: "The caller's company subscription; plan NONE with nulls when it has none." },
);

export const SubscriptionDetailsDto = Type.Object(
  {
    ...CurrentSubscriptionDto.properties,
    companyId: Nullable(Type.Integer()),
    paymentType: Type.Enum(PAYMENT_TYPES),
    currentPeriodStart: Nullable(DateTime),
    canceledAt: Nullable(DateTime),
    trialEndDate: Nullable(DateTime),
    price: Nullable(
      Type.Object({ amount: Type.Number({ description: 'Whole US dollars.' }), currency: Type.Literal('USD'), interval: Type.Enum(PERIODS) }),
    ),
  },
  { description: 'The current subscription with its billing details (spec §9 prices).' },
);

export const TrialDto = Type.Object({
  id: Type.Integer(),
  typeCode: TypeCodeSchema,
  startDate: DateTime,
  endDate: DateTime,
  active: Type.Boolean({ description: 'The end date is still ahead.' }),
});
