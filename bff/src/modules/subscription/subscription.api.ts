import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, QueryParams, RequestBody } from '../../rest/rest.contract.js';

/** The api's subscription contract: the generated REST types (tag `subscription`). */
export type CurrentSubscriptionDto = ApiSchema<'CurrentSubscriptionDto'>;
export type SubscriptionDetailsDto = ApiSchema<'SubscriptionDetailsDto'>;
export type SubscriptionTermsDto = ApiSchema<'SubscriptionTermsDto'>;
export type SubscriptionCatalogDto = ApiSchema<'SubscriptionCatalogDto'>;
export type ChangeResultDto = ApiSchema<'ChangeResultDto'>;
export type OptionDto = ApiSchema<'OptionDto'>;
export type TrialDto = ApiSchema<'TrialDto'>;
export type DiscountDto = ApiSchema<'DiscountDto'>;
export type PaymentDto = ApiSchema<'PaymentDto'>;
export type OptionsFilter = QueryParams<'get', '/subscriptions/options'>;
export type SubscriptionPeriodDto = OptionDto['interval'];

/** The subscription endpoints of the api (spec §7); the only place that knows their paths. */
export function createSubscriptionApi(rest: RestClient) {
  return {
    terms: () => rest.get('/subscriptions/terms', { operation: 'getSubscriptionTerms' }),
    catalog: () => rest.get('/subscriptions/catalog', { operation: 'getSubscriptionCatalog' }),
    /** The subscription of the acting user's company. */
    current: () => rest.get('/subscriptions/users/current', { operation: 'getCurrentSubscription' }),
    details: () => rest.get('/subscriptions/users/current/details', { operation: 'getSubscriptionDetails' }),
    trials: () => rest.get('/subscriptions/users/trials', { operation: 'getSubscriptionTrials' }),
    options: (query: OptionsFilter) =>
      rest.get('/subscriptions/options', { operation: 'getSubscriptionOptions', query }),
    create: (body: RequestBody<'post', '/subscriptions'>) =>
      rest.post('/subscriptions', { operation: 'createSubscription', body }),
    explorer: () => rest.post('/subscriptions/explorer', { operation: 'chooseExplorer' }),
    cancel: (subscriptionId: number) =>
      rest.delete('/subscriptions/{subscriptionId}', { operation: 'cancelSubscription', params: { subscriptionId } }),
    changePeriod: (subscriptionId: number, period: SubscriptionPeriodDto) =>
      rest.put('/subscriptions/{subscriptionId}/options', {
        operation: 'changeSubscriptionPeriod',
        params: { subscriptionId },
        body: { period },
      }),
  };
}

export type SubscriptionApi = ReturnType<typeof createSubscriptionApi>;
