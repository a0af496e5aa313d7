import { Type } from 'typebox';
import { MESSAGE_EMAIL_FREQUENCIES } from './preferences.table.js';

const fields = {
  messages: Type.Enum(MESSAGE_EMAIL_FREQUENCIES, {
    description: 'Unread messages by email: a digest 15 minutes after they arrive, one a day, or never.',
  }),
  notifications: Type.Boolean({
    description:
      'Other notifications by email (requests to join the company and other alerts), unread 15 minutes after they arrive, in the same email as the message digest.',
  }),
  matches: Type.Boolean({
    description:
      "Requests and capability alerts that match the user's company or interests, in the notification centre (and by email when `notifications` is on); off leaves the user out of matchmaking.",
  }),
  watchedCompanies: Type.Boolean({
    description:
      'Changes to companies in the watchlists the user sees (profile, requests, capability alerts, looking-for), in the notification centre (and by email when `notifications` is on); off tells the user nothing of them.',
  }),
};

export const EmailPreferencesDto = Type.Object(
  {
    ...fields,
    unsubscribedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When every email was stopped from a link in a mail; null while subscribed.',
    }),
  },
  { title: 'EmailPreferencesDto', description: "The caller's email settings." },
);

export const UpdateEmailPreferencesBody = Type.Object(
  { ...fields, matches: Type.Optional(fields.matches), watchedCompanies: Type.Optional(fields.watchedCompanies) },
  {
    title: 'UpdateEmailPreferencesBody',
    description:
      'The new settings; `matches` or `watchedCompanies` left out keeps the saved value (clients from before they existed).',
    additionalProperties: false,
  },
);
