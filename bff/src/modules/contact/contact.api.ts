import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, RequestBody } from '../../rest/rest.contract.js';

export type ContactSettingsDto = ApiSchema<'ContactSettingsDto'>;
export type ContactMessageBody = RequestBody<'post', '/contact/messages'>;

/** The Contact Us endpoints of the api (docs/contact.md): the only place that knows their paths. */
export function createContactApi(rest: RestClient) {
  return {
    settings: () => rest.get('/contact/settings', { operation: 'getContactSettings' }),
    send: (body: ContactMessageBody) => rest.post('/contact/messages', { operation: 'sendContactMessage', body }),
  };
}

export type ContactApi = ReturnType<typeof createContactApi>;
