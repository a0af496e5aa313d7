import type { CompanyRoleTypeDto } from '../user/user.api.js';

/** The api's subscription contract (GET /v1/openapi.json, tag `subscription`). */
export type PlanDto = 'NONE' | 'EXPLORER' | 'INNOVATOR' | 'PRO' | 'BILLING_ADMIN';
export type SubscriptionStatusDto = 'NEW' | 'ACTIVE' | 'INACTIVE' | 'ENDED' | 'PAST_DUE' | 'TRIALING';
export type SubscriptionPeriodDto = 'MONTH' | 'YEAR';
export type EmployeesBandDto = 'SMALL' | 'MID' | 'LARGE';
export type DiscountCodeDto =
  | 'inaugural_year_discount'
  | 'early_adopters'
  | 'scope_alumni'
  | 'strategic_partners_association_1'
  | 'strategic_partners_association_2'
  | 'strategic_partners_association_3';

/** The api's current subscription (plan NONE with nulls when the company never subscribed). */
export interface CurrentSubscriptionDto {
  id: number | null;
  plan: PlanDto;
  status: SubscriptionStatusDto | null;
  /** ISO-8601 instant. */
  endDate: string | null;
  period: SubscriptionPeriodDto | null;
  billingAdmin: boolean;
  typeCode: string | null;
  inForce: boolean;
  reminder: { kind: 'FREE_TRIAL' | 'GRACE_PERIOD'; daysLeft: number } | null;
}

export interface CardDto {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface DiscountDto {
  id: DiscountCodeDto;
  code: DiscountCodeDto;
  name: string;
  percentOff: number;
  duration: 'FIRST_YEAR' | 'FOREVER';
  couponId: string;
  selected: boolean;
}

export interface SubscriptionDetailsDto extends CurrentSubscriptionDto {
  companyId: number | null;
  companyRoleType: CompanyRoleTypeDto | null;
  employeesBand: EmployeesBandDto | null;
  name: string;
  paymentType: 'FREE' | 'MANUAL' | 'PAID' | 'NONE';
  currentPeriodStart: string | null;
  canceledAt: string | null;
  trialEndDate: string | null;
  price: { amount: number; amountCents: number; currency: 'USD'; interval: SubscriptionPeriodDto } | null;
  priceId: string | null;
  discount: { discount: DiscountDto; endsAt: string | null } | null;
  trialEligible: boolean;
  canManageBilling: boolean;
  purchaseRefusal: { code: 'Subscription_351' | 'Subscription_400'; message: string } | null;
  gracePeriodEndDate: string | null;
  daysLeft: number | null;
  cancelAtPeriodEnd: boolean;
  scheduledPeriod: SubscriptionPeriodDto | null;
  endReason: 'TRIAL_ENDED' | 'CANCELED' | 'PAYMENT_FAILED' | null;
  hasPaymentCustomer: boolean;
  card: CardDto | null;
  parentCompanyName: string | null;
  subsidiaries: { id: number; name: string }[];
}

export interface TrialDto {
  id: number;
  typeCode: string;
  startDate: string;
  endDate: string;
  active: boolean;
}

export interface OptionDto {
  priceId: string;
  code: string;
  interval: SubscriptionPeriodDto;
  amountCents: number;
  currency: 'USD';
  name: string;
  description: string;
  free: boolean;
}

export interface CustomerDto {
  id: string;
  email: string;
  card: CardDto | null;
}

export interface PaymentDto {
  id: number;
  createdAt: string;
  status: 'SUCCEEDED' | 'FAILED';
  amountCents: number;
  discountCents: number;
  currency: string;
  description: string;
  typeCode: string | null;
  period: SubscriptionPeriodDto | null;
  periodStart: string | null;
  periodEnd: string | null;
  discountCode: DiscountCodeDto | null;
  card: { brand: string; last4: string } | null;
  failureMessage: string | null;
  receiptUrl: string | null;
}

export type ConfirmationDto =
  'PAYMENT_RECEIVED' | 'INNOVATOR_STARTED' | 'INNOVATOR_UPDATED' | 'EXPLORER_STARTED' | 'SUBSCRIPTION_DEACTIVATED';

export interface ChangeResultDto {
  confirmation: ConfirmationDto;
  subscription: SubscriptionDetailsDto;
  payment: PaymentDto | null;
}

export interface TeamMemberDto {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
  pictureUrl: string | null;
  role: 'MEMBER' | 'COMPANY_ADMIN';
  billingAdmin: boolean;
  isViewer: boolean;
}

export interface TeamCandidateDto {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
}

export interface InviteDto {
  email: string;
  subject: string;
  text: string;
  companyName: string;
  invitedBy: string;
  sentAt: string;
  expiresAt: string;
  expired: boolean;
}
