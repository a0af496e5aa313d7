import type { ApiInstance } from '../../http/types.js';
import { ContactSwitchBody, ContactSwitchDto } from './contact.schemas.js';
import { contactSwitchState, turnContactSwitch } from './contact.switch.js';

const tags = ['admin'];
const admin = { auth: 'admin' as const, fieldMessages: { enabled: 'enabled must be true or false.' } };

/** The admin group's switch of the Contact Us form (docs/contact.md); the public read is GET /v1/contact/settings. */
export async function contactSwitchRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/v1/admin/contact/switch',
    {
      config: admin,
      schema: {
        tags,
        summary: "The Contact Us form's switch, who turned it last and when (admin group)",
        response: { 200: ContactSwitchDto },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return contactSwitchState(app);
    },
  );

  app.put(
    '/v1/admin/contact/switch',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Turn the Contact Us form on or off (admin group); CONTACT_FORM_ENABLED=false keeps it off whatever the switch',
        body: ContactSwitchBody,
        response: { 200: ContactSwitchDto },
      },
    },
    // Who: the admin's sign-in email, as the content editor records it.
    async (request) => turnContactSwitch(app, request.body.enabled, request.token?.email ?? null),
  );
}
