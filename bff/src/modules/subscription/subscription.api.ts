import type { RestClient } from '../../rest/rest.client.js';
import { segment } from '../../rest/rest.paths.js';
import type { Paging } from '../../rest/rest.query.js';
import type { PageDto } from '../user/user.api.js';
import type { CompanyRoleTypeDto } from '../user/user.api.js';
import type {
  ChangeResultDto,
  CurrentSubscriptionDto,
  CustomerDto,
  DiscountDto,
  EmployeesBandDto,
  InviteDto,
  OptionDto,
  PaymentDto,
  SubscriptionDetailsDto,
  SubscriptionPeriodDto,
  TeamCandidateDto,
  TeamMemberDto,
  TrialDto,
} from './subscription.dto.js';

export type * from './subscription.dto.js';

export interface OptionsFilter {
  companyType?: CompanyRoleTypeDto;
  employeesBand?: EmployeesBandDto;
  interval?: SubscriptionPeriodDto;
  code?: string[];
}

/** The rules every subscription follows (GET /v1/subscriptions/terms). */
export interface SubscriptionTermsDto {
  trialDays: number;
  gracePeriodDays: number;
  trialReminderDays: number;
}

export interface SubscriptionApi {
  terms(): Promise<SubscriptionTermsDto>;
  /** The subscription of the acting user's company. */
  current(): Promise<CurrentSubscriptionDto>;
  details(): Promise<SubscriptionDetailsDto>;
  trials(): Promise<TrialDto[]>;
  options(filter: OptionsFilter): Promise<OptionDto[]>;
  customer(): Promise<CustomerDto>;
  createCustomer(): Promise<CustomerDto>;
  /** The card page URL (text); with a subscription id, that subscription's portal. */
  cardsManagementUrl(returnPath: string, subscriptionId?: number): Promise<string>;
  create(body: { priceId: string; couponId?: string | null; promotionCode?: string | null }): Promise<ChangeResultDto>;
  coupons(): Promise<DiscountDto[]>;
  selectCoupon(discountId: string): Promise<DiscountDto[]>;
  verifyPromotionCode(promotionCode: string): Promise<{ code: string; discount: DiscountDto }>;
  team(subscriptionId: number, paging: Paging): Promise<PageDto<TeamMemberDto>>;
  addTeamMember(subscriptionId: number, userId: number): Promise<TeamMemberDto>;
  setBillingAdmin(subscriptionId: number, userId: number, billingAdmin: boolean): Promise<TeamMemberDto>;
  removeTeamMember(subscriptionId: number, userId: number): Promise<void>;
  teamAutocomplete(subscriptionId: number, searchString: string): Promise<TeamCandidateDto[]>;
  invite(subscriptionId: number, body: { email: string; subject: string; text: string }): Promise<InviteDto>;
  inviteContents(token: string): Promise<InviteDto>;
  explorer(): Promise<ChangeResultDto>;
  payments(paging: Paging): Promise<PageDto<PaymentDto>>;
  receipt(paymentId: number): Promise<{ paymentId: number; url: string }>;
  cancel(subscriptionId: number): Promise<ChangeResultDto>;
  invoice(text: string): Promise<{ id: number; createdAt: string }>;
  changePeriod(subscriptionId: number, period: SubscriptionPeriodDto): Promise<ChangeResultDto>;
}

/** The subscription endpoints of the api (spec §7); the only place that knows their paths. */
export function createSubscriptionApi(rest: RestClient): SubscriptionApi {
  const team = (id: number) => `/subscriptions/${segment(id)}/team`;
  return {
    terms: () =>
      rest.request<SubscriptionTermsDto>({ operation: 'getSubscriptionTerms', path: '/subscriptions/terms' }),
    current: () =>
      rest.request<CurrentSubscriptionDto>({
        operation: 'getCurrentSubscription',
        path: '/subscriptions/users/current',
      }),
    details: () =>
      rest.request<SubscriptionDetailsDto>({
        operation: 'getSubscriptionDetails',
        path: '/subscriptions/users/current/details',
      }),
    trials: () => rest.request<TrialDto[]>({ operation: 'getSubscriptionTrials', path: '/subscriptions/users/trials' }),
    options: (filter) =>
      rest.request<OptionDto[]>({
        operation: 'getSubscriptionOptions',
        path: '/subscriptions/options',
        query: { ...filter },
      }),
    customer: () => rest.request<CustomerDto>({ operation: 'getPaymentCustomer', path: '/subscriptions/customers' }),
    createCustomer: () =>
      rest.request<CustomerDto>({
        operation: 'createPaymentCustomer',
        method: 'POST',
        path: '/subscriptions/customers',
      }),
    cardsManagementUrl: (returnPath, subscriptionId) =>
      rest.request({
        operation: subscriptionId === undefined ? 'getCardsManagementUrl' : 'getSubscriptionCardsManagementUrl',
        path:
          subscriptionId === undefined
            ? '/subscriptions/customers/cards-management'
            : `/subscriptions/${segment(subscriptionId)}/customers/cards-management`,
        query: { cardCheck: true, returnPath },
        responseType: 'text',
      }),
    create: (body) =>
      rest.request<ChangeResultDto>({ operation: 'createSubscription', method: 'POST', path: '/subscriptions', body }),
    coupons: () => rest.request<DiscountDto[]>({ operation: 'getCoupons', path: '/subscriptions/coupons' }),
    selectCoupon: (discountId) =>
      rest.request<DiscountDto[]>({
        operation: 'selectCoupon',
        method: 'PUT',
        path: '/subscriptions/coupons',
        body: { discountId },
      }),
    verifyPromotionCode: (promotionCode) =>
      rest.request<{ code: string; discount: DiscountDto }>({
        operation: 'verifyPromotionCode',
        method: 'POST',
        path: '/subscriptions/coupons/promotion-codes/verify',
        body: { promotionCode },
      }),
    team: (id, paging) =>
      rest.request<PageDto<TeamMemberDto>>({ operation: 'getSubscriptionTeam', path: team(id), paging }),
    addTeamMember: (id, userId) =>
      rest.request<TeamMemberDto>({ operation: 'addTeamMember', method: 'POST', path: team(id), body: { userId } }),
    setBillingAdmin: (id, userId, billingAdmin) =>
      rest.request<TeamMemberDto>({
        operation: 'updateTeamMember',
        method: 'PUT',
        path: `${team(id)}/${segment(userId)}`,
        body: { billingAdmin },
      }),
    removeTeamMember: (id, userId) =>
      rest.request({
        operation: 'removeTeamMember',
        method: 'DELETE',
        path: `${team(id)}/${segment(userId)}`,
        responseType: 'none',
      }),
    teamAutocomplete: (id, searchString) =>
      rest.request<TeamCandidateDto[]>({
        operation: 'teamAutocomplete',
        path: `${team(id)}/autocomplete`,
        query: { searchString },
      }),
    invite: (id, body) =>
      rest.request<InviteDto>({ operation: 'inviteTeamMember', method: 'POST', path: `${team(id)}/invites`, body }),
    inviteContents: (token) =>
      rest.request<InviteDto>({
        operation: 'getTeamInviteContents',
        path: `/subscriptions/${segment(token)}/team/invites/contents`,
      }),
    explorer: () =>
      rest.request<ChangeResultDto>({ operation: 'chooseExplorer', method: 'POST', path: '/subscriptions/explorer' }),
    payments: (paging) =>
      rest.request<PageDto<PaymentDto>>({ operation: 'getPayments', path: '/subscriptions/payments', paging }),
    receipt: (paymentId) =>
      rest.request<{ paymentId: number; url: string }>({
        operation: 'getPaymentReceipt',
        path: `/subscriptions/payments/${segment(paymentId)}`,
      }),
    cancel: (id) =>
      rest.request<ChangeResultDto>({
        operation: 'cancelSubscription',
        method: 'DELETE',
        path: `/subscriptions/${segment(id)}`,
      }),
    invoice: (text) =>
      rest.request<{ id: number; createdAt: string }>({
        operation: 'requestInvoice',
        method: 'POST',
        path: '/subscriptions/invoice',
        body: { text },
      }),
    changePeriod: (id, period) =>
      rest.request<ChangeResultDto>({
        operation: 'changeSubscriptionPeriod',
        method: 'PUT',
        path: `/subscriptions/${segment(id)}/options`,
        body: { period },
      }),
  };
}
