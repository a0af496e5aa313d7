import { AppError } from '../../errors/error.codes.js';
import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, RequestBody } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type CapabilityAlertDto = ApiSchema<'CapabilityAlertDto'>;
export type CapabilityAlertPageDto = ApiSchema<'CapabilityAlertPageDto'>;
export type CapabilityAlertBody = RequestBody<'put', '/capability-alerts/{id}'>;

export interface CapabilityAlertQuery {
  serviceIds?: number[];
  therapeuticAreaIds?: number[];
  regionIds?: number[];
  q?: string;
}

/** The capability-alert endpoints of the api; the only place that knows their paths. */
export function createCapabilityApi(rest: RestClient) {
  return {
    list: (query: CapabilityAlertQuery, paging: Paging) =>
      rest.get('/capability-alerts', { operation: 'listCapabilityAlerts', query: { ...query }, paging }),
    mine: (paging: Paging) => rest.get('/capability-alerts/mine', { operation: 'listMyCapabilityAlerts', paging }),
    /** Null for a missing alert, or one the viewer may not see (the api answers 404 for both). */
    byId: async (id: number): Promise<CapabilityAlertDto | null> => {
      try {
        return await rest.get('/capability-alerts/{id}', { operation: 'getCapabilityAlert', params: { id } });
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    create: (body: RequestBody<'post', '/capability-alerts'>) =>
      rest.post('/capability-alerts', { operation: 'createCapabilityAlert', body }),
    update: (id: number, body: CapabilityAlertBody) =>
      rest.put('/capability-alerts/{id}', { operation: 'updateCapabilityAlert', params: { id }, body }),
    publish: (id: number) =>
      rest.post('/capability-alerts/{id}/publish', { operation: 'publishCapabilityAlert', params: { id }, body: {} }),
    withdraw: (id: number) =>
      rest.post('/capability-alerts/{id}/withdraw', { operation: 'withdrawCapabilityAlert', params: { id }, body: {} }),
    remove: (id: number) =>
      rest.delete('/capability-alerts/{id}', { operation: 'deleteCapabilityAlert', params: { id } }),
  };
}

export type CapabilityApi = ReturnType<typeof createCapabilityApi>;
