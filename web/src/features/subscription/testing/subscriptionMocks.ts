import type { MockLink } from '@apollo/client/testing';
import type { CompanyRoleType } from '../../../__generated__/graphql';
import { buildViewer } from '../../../test/factories';
import type { TestViewer } from '../../../test/factories';
import { BillingViewQueryDocument } from '../components/BillingView';
import { ConfirmationScreenQueryDocument } from '../components/ConfirmationScreen';
import { SubscriptionOverviewQueryDocument } from '../components/SubscriptionOverview';
import { SubscriptionsPageCurrentDocument, SubscriptionsPageQueryDocument } from '../pages/SubscriptionsPage';
import { CheckoutCreateDocument, CheckoutPaymentCustomerDocument } from '../useCheckout';
import { CardSetupStartDocument } from '../../billing/testing/billingMocks';
import { buildCatalog, buildOfferings } from './subscriptionFactories';
import type { TestCard, TestCatalog, TestDetails, TestOfferings, TestUserError } from './subscriptionFactories';

const ALWAYS = Number.POSITIVE_INFINITY;

/** A company admin who may open every subscription screen. */
export function subscriptionViewer(overrides: Partial<TestViewer> = {}): TestViewer {
  return buildViewer({
    permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'ACCOUNT_SETTINGS', 'MY_SUBSCRIPTION', 'SUBSCRIPTION_HISTORY'],
    ...overrides,
  });
}

export function offeringsMock(
  offerings: TestOfferings,
  companyType: CompanyRoleType | null = null,
  catalog: TestCatalog = buildCatalog(),
): MockLink.MockedResponse {
  return {
    request: { query: SubscriptionsPageQueryDocument, variables: { companyType } },
    result: { data: { subscriptionOfferings: offerings, subscriptionCatalog: catalog } },
    maxUsageCount: ALWAYS,
  };
}

export function currentSubscriptionMock(
  details: Pick<TestDetails, 'id' | 'plan' | 'status' | 'code' | 'period'>,
): MockLink.MockedResponse {
  return {
    request: { query: SubscriptionsPageCurrentDocument },
    result: { data: { mySubscription: { __typename: 'SubscriptionDetails', ...details } } },
    maxUsageCount: ALWAYS,
  };
}

export function paymentCustomerMock(card: TestCard | null): MockLink.MockedResponse {
  return {
    request: { query: CheckoutPaymentCustomerDocument },
    result: { data: { paymentCustomer: { __typename: 'PaymentCustomer', id: 'cus_1', card } } },
    maxUsageCount: ALWAYS,
  };
}

export interface CreateAnswer {
  confirmation: string | null;
  errors?: TestUserError[];
  paymentId?: string;
}

export function createSubscriptionMock(
  input: { priceId: string; promotionCode: string | null; couponId: string | null },
  answer: CreateAnswer,
): MockLink.MockedResponse {
  return {
    request: { query: CheckoutCreateDocument, variables: { input } },
    result: {
      data: {
        createSubscription: {
          __typename: 'CreateSubscriptionPayload',
          confirmation: answer.confirmation,
          subscription: null,
          payment: answer.paymentId ? { __typename: 'Payment', id: answer.paymentId } : null,
          errors: answer.errors ?? [],
        },
      },
    },
  };
}

export function checkoutCardSetupMock(
  returnPath: string,
  url: string | null,
  errors: TestUserError[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: CardSetupStartDocument, variables: { input: { returnPath } } },
    result: { data: { startCardSetup: { __typename: 'StartCardSetupPayload', url, errors } } },
  };
}

export function confirmationScreenMock(details: TestDetails): MockLink.MockedResponse {
  return {
    request: { query: ConfirmationScreenQueryDocument },
    result: { data: { mySubscription: details, subscriptionCatalog: buildCatalog() } },
    maxUsageCount: ALWAYS,
  };
}

/** My subscription's page, as often as asked; `offerings` carries the discount buying would get. */
export function overviewMock(
  details: TestDetails,
  offerings: TestOfferings = buildOfferings(),
): MockLink.MockedResponse {
  return {
    request: { query: SubscriptionOverviewQueryDocument },
    result: {
      data: { mySubscription: details, subscriptionCatalog: buildCatalog(), subscriptionOfferings: offerings },
    },
    maxUsageCount: ALWAYS,
  };
}

/** The billing view's subscription (`/dashboard/subscription?billing=true`), as often as asked. */
export function billingViewMock(details: TestDetails): MockLink.MockedResponse {
  return {
    request: { query: BillingViewQueryDocument },
    result: { data: { mySubscription: details } },
    maxUsageCount: ALWAYS,
  };
}
