/**
 * The longest text each kind of field takes, in characters (Unicode code points, as the route
 * schemas' `maxLength` counts them). One number per kind of field, so the same field agrees
 * wherever it is entered (a company's name at registration and in its edit form). The schemas
 * are where they are enforced: a longer value is refused with a 400 naming the field, never cut.
 * Clients learn them from the OpenAPI document (the web's `__generated__/fieldLimits.ts`).
 * The database columns are `text`, so nothing below the api shortens a value either.
 */
export const TEXT_LIMITS = {
  /** RFC 5321's longest usable address. */
  email: 254,
  /** A person's first or last name. */
  personName: 100,
  jobTitle: 150,
  /** Digits, spaces and + - ( ) . as people type a phone number. */
  phone: 32,
  /** A website or LinkedIn URL. */
  url: 300,
  /** A city, state or country name. */
  place: 100,
  companyName: 150,
  companyDescription: 5000,
  /** 'Other' as a referral source, said in the user's words. */
  referralOther: 200,
  /** The subject of a mail the product sends on a user's behalf (team invitations). */
  mailSubject: 200,
  /** A message a user writes to a person or a team (invitations, invoice requests). */
  message: 5000,
  /** A conversation's subject (messaging). */
  threadSubject: 200,
  /** One message of a conversation: a long letter, not a document. */
  threadMessage: 10000,
  /** A user's own folder for conversations. */
  folderName: 60,
  /** Words searched for in a list (an inbox's search box). */
  searchWords: 200,
} as const;
