import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, RequestBody } from '../../rest/rest.contract.js';

export type ContactSettingsDto = ApiSchema<'ContactSettingsDto'>;
export type ContactMessageBody = RequestBody<'post', '/contact/messages'>;
export type ContactSwitchDto = ApiSchema<'ContactSwitchDto'>;

/** The Contact Us endpoints of the api (docs/contact.md), with its switch: the only place that knows their paths. */
export function createContactApi(rest: RestClient) {
  return {
    settings: () => rest.get('/contact/settings', { operation: 'getContactSettings' }),
    send: (body: ContactMessageBody) => rest.post('/contact/messages', { operation: 'sendContactMessage', body }),
    /** The admin group's switch (the api refuses anyone else with 403). */
    switchState: () => rest.get('/admin/contact/switch', { operation: 'getContactSwitch' }),
    turnSwitch: (enabled: boolean) =>
      rest.put('/admin/contact/switch', { operation: 'setContactFormSwitch', body: { enabled } }),
  };
}

export type ContactApi = ReturnType<typeof createContactApi>;
