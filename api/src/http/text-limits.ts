/**
 * The longest text each kind of field takes, in characters (Unicode code points, as the route
 * schemas' `maxLength` counts them), for the fields several modules take: one number per kind,
 * so the same field agrees wherever it is entered (an email at registration and in a team
 * invitation). A module declares its own fields' limits beside its schemas (e.g. company's
 * COMPANY_TEXT_LIMITS, messaging's MESSAGING_TEXT_LIMITS). The schemas are where they are
 * enforced: a longer value is refused with a 400 naming the field, never cut. Clients learn them
 * from the OpenAPI document (the web's `__generated__/fieldLimits.ts`). The database columns are
 * `text`, so nothing below the api shortens a value either.
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
  /** A message a user writes to a person or a team (invitations, invoice requests). */
  message: 5000,
} as const;
