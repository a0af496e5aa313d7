/** The parts of Stripe's objects (API version 2024-06-20) the gateway reads. */

export interface StripeCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface StripePaymentMethod {
  id: string;
  card?: StripeCard | null;
}

export interface StripeCustomer {
  id: string;
  deleted?: boolean;
  email: string | null;
  invoice_settings?: { default_payment_method: StripePaymentMethod | string | null };
}

export interface StripeCharge {
  id: string;
  receipt_url: string | null;
  payment_method_details?: { card?: StripeCard | null } | null;
}

export interface StripeInvoiceLine {
  period: { start: number; end: number };
  price?: { id: string } | null;
}

export interface StripeInvoice {
  id: string;
  status: string;
  customer: string;
  subscription: string | null;
  amount_paid: number;
  amount_due: number;
  total_discount_amounts?: { amount: number }[];
  hosted_invoice_url: string | null;
  charge?: StripeCharge | string | null;
  created: number;
  lines: { data: StripeInvoiceLine[] };
  last_finalization_error?: { message?: string } | null;
}

export interface StripeSubscription {
  id: string;
  status: 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';
  customer: string;
  cancel_at_period_end: boolean;
  current_period_start: number;
  current_period_end: number;
  trial_end: number | null;
  items: { data: { id: string; price: { id: string } }[] };
  latest_invoice?: StripeInvoice | string | null;
}

export interface StripePrice {
  id: string;
  lookup_key: string | null;
  active: boolean;
}

export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
}

export interface StripePromotionCode {
  id: string;
  code: string;
  active: boolean;
  coupon: { id: string };
}

export interface StripePaymentIntent {
  id: string;
  status: string;
  amount_received: number;
  latest_charge?: StripeCharge | string | null;
}

export interface StripeCheckoutSession {
  id: string;
  mode: 'setup' | 'payment' | 'subscription';
  customer: string | null;
  setup_intent: string | null;
  url: string | null;
}

export interface StripeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}
