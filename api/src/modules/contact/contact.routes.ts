import type { ApiInstance } from '../../http/types.js';
import { optionalCaller } from '../user/index.js';
import {
  CONTACT_MESSAGES,
  CONTACT_RULES,
  CONTACT_TEXT_LIMITS,
  CONTACT_TOPICS,
  ContactLimitError,
} from './contact.limits.js';
import { ContactMessageBody, ContactReceiptDto, ContactSettingsDto } from './contact.schemas.js';
import { receiveContactMessage } from './contact.service.js';
import { contactFormOpen } from './contact.switch.js';
import { contactSwitchRoutes } from './contact.switch.routes.js';
import { issueFormToken } from './contact.token.js';

const tags = ['contact'];
const config = {
  auth: 'public' as const,
  fieldMessages: {
    name: `name must be 1 to ${CONTACT_TEXT_LIMITS.name} characters.`,
    email: CONTACT_MESSAGES.email,
    company: `company must be at most ${CONTACT_TEXT_LIMITS.company} characters.`,
    topic: 'Choose a topic from the list.',
    message: CONTACT_MESSAGES.message,
    website: 'Leave this field empty.',
    formToken: CONTACT_MESSAGES.formExpired,
  },
};

/** The Contact Us form (docs/contact.md): its settings, and sending a message to support. */
export async function contactRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/v1/contact/settings',
    {
      config,
      schema: {
        tags,
        summary:
          'Whether the Contact Us form is open (its configuration and the admin switch), its topics, and a token dating when it was shown',
        response: { 200: ContactSettingsDto },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        enabled: await contactFormOpen(app),
        topics: CONTACT_TOPICS.map((topic) => ({ ...topic })),
        formToken: issueFormToken(app.deps.apiSecret, app.deps.clock.now()),
        minFillMs: CONTACT_RULES.minFillMs,
      };
    },
  );

  app.post(
    '/v1/contact/messages',
    {
      config,
      schema: {
        tags,
        summary:
          'Send a message to support (181 when the form is switched off; 429 with Retry-After over 3 an hour from one address)',
        body: ContactMessageBody,
        response: { 200: ContactReceiptDto },
      },
    },
    async (request, reply) => {
      const caller = await optionalCaller(app, request);
      const userId = caller?.user && !caller.impersonating ? caller.user.id : null;
      try {
        await receiveContactMessage(app, request.body, userId);
      } catch (error) {
        if (error instanceof ContactLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
      return { received: true as const };
    },
  );

  await contactSwitchRoutes(app);
}
