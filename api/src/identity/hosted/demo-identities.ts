/** Someone a local identity provider can sign in as. */
export interface LocalIdentity {
  /** The provider's stable subject id. */
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

/**
 * The people each local social provider offers on its sign-in page (the README cites this file).
 * Emails of seeded personas (api/src/seed/personas.ts) show the "already has an account" case.
 */
export const DEMO_IDENTITIES = {
  Google: [
    // No Trialbridge account: signing in with Google registers her.
    {
      sub: '104825537214563900001',
      email: 'ada.quinn@northwind-bio.test',
      emailVerified: true,
      givenName: 'Ada',
      familyName: 'Quinn',
    },
    // The sponsor member persona (Helixa Biotherapeutics).
    {
      sub: '104825537214563900002',
      email: 'sponsor.member@demo.test',
      emailVerified: true,
      givenName: 'Marcus',
      familyName: 'Chen',
    },
  ],
  Microsoft: [
    {
      sub: 'AAAAAAAAAAAAAAAAAAAAAMarcusChenHelixa01',
      email: 'sponsor.member@demo.test',
      emailVerified: true,
      givenName: 'Marcus',
      familyName: 'Chen',
    },
    // The provider does not vouch for this email: it must stay unverified in the pool.
    {
      sub: 'AAAAAAAAAAAAAAAAAAAAAUnverifiedTester01',
      email: 'unverified@demo.test',
      emailVerified: false,
      givenName: 'Unverified',
      familyName: 'Tester',
    },
  ],
  LinkedIn: [
    // The vendor admin persona (Meridian Clinical Research).
    {
      sub: 'lnk-Victor-Lindqvist-01',
      email: 'vendor.admin@demo.test',
      emailVerified: true,
      givenName: 'Victor',
      familyName: 'Lindqvist',
    },
  ],
} as const satisfies Record<string, readonly LocalIdentity[]>;
