import { Type } from 'typebox';
import { DateTime, Nullable } from '../../http/schemas.js';
import { CONTACT_TEXT_LIMITS, MIN_CONTACT_MESSAGE } from './contact.limits.js';

/** CONTACT_TOPICS' values (contact.limits.ts; its test keeps the two lists equal). */
export const ContactTopicValue = Type.Union(
  [
    Type.Literal('GENERAL'),
    Type.Literal('SALES'),
    Type.Literal('BILLING'),
    Type.Literal('SUPPORT'),
    Type.Literal('PRIVACY'),
    Type.Literal('PARTNERSHIPS'),
  ],
  { description: 'What the message is about (CONTACT_TOPICS).' },
);

export const ContactSettingsDto = Type.Object(
  {
    enabled: Type.Boolean({ description: 'False: the form is switched off (sending answers code 181).' }),
    topics: Type.Array(Type.Object({ value: ContactTopicValue, label: Type.String() }), {
      description: 'The topics to pick from, in order.',
    }),
    formToken: Type.String({
      description: 'Send it back with the message: it dates when the form was shown (the spam trap).',
    }),
    minFillMs: Type.Integer({
      description: 'A message sent sooner after its token was issued is trapped: forms wait at least this long.',
    }),
  },
  { title: 'ContactSettingsDto', description: 'The Contact Us form: whether it is on, and what it offers.' },
);

export const ContactMessageBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: CONTACT_TEXT_LIMITS.name, description: 'The sender, on one line.' }),
    email: Type.String({ minLength: 3, maxLength: CONTACT_TEXT_LIMITS.email, description: 'Where support answers.' }),
    company: Type.Optional(Type.String({ maxLength: CONTACT_TEXT_LIMITS.company, description: 'Optional.' })),
    topic: ContactTopicValue,
    message: Type.String({ minLength: MIN_CONTACT_MESSAGE, maxLength: CONTACT_TEXT_LIMITS.message }),
    website: Type.Optional(
      Type.String({
        maxLength: CONTACT_TEXT_LIMITS.website,
        description: 'The spam trap: a field people never see. Leave it empty.',
      }),
    ),
    formToken: Type.String({
      maxLength: CONTACT_TEXT_LIMITS.formToken,
      description: 'The formToken of GET /v1/contact/settings.',
    }),
  },
  { title: 'ContactMessageBody', additionalProperties: false },
);

export const ContactReceiptDto = Type.Object(
  { received: Type.Literal(true, { description: 'The message is stored; support gets it by mail.' }) },
  { title: 'ContactReceiptDto' },
);

export const ContactSwitchDto = Type.Object(
  {
    open: Type.Boolean({
      description: 'Whether the form takes messages now: the switch on and not off by configuration.',
    }),
    switchedOn: Type.Boolean({ description: 'The switch the admin group turns; on until first turned off.' }),
    offByConfiguration: Type.Boolean({
      description: "CONTACT_FORM_ENABLED=false: the operator's hard off, which the switch cannot override.",
    }),
    changedBy: Nullable(Type.String({ description: 'The admin who last turned the switch; null when never turned.' })),
    changedAt: Nullable(DateTime),
  },
  { title: 'ContactSwitchDto', description: "The Contact Us form's switch, with who turned it last and when." },
);

export const ContactSwitchBody = Type.Object(
  { enabled: Type.Boolean({ description: 'True turns the form on, false off (code 181 for senders).' }) },
  { title: 'ContactSwitchBody', additionalProperties: false },
);
