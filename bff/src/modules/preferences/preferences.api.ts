import type { RestClient } from '../../rest/rest.client.js';
import type { RequestBody, ResponseBody } from '../../rest/rest.contract.js';

export type EmailPreferencesDto = ResponseBody<'get', '/users/preferences'>;
export type UpdateEmailPreferencesBody = RequestBody<'put', '/users/preferences'>;

/** The api's email-preference endpoints; the only place that knows their paths. */
export function createPreferencesApi(rest: RestClient) {
  return {
    get: () => rest.get('/users/preferences', { operation: 'getEmailPreferences' }),
    update: (body: UpdateEmailPreferencesBody) =>
      rest.put('/users/preferences', { operation: 'updateEmailPreferences', body }),
    unsubscribe: (token: string) =>
      rest.post('/users/preferences/email-unsubscribe', { operation: 'unsubscribeFromEmails', body: { token } }),
  };
}

export type PreferencesApi = ReturnType<typeof createPreferencesApi>;
