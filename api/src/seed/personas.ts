/**
 * The demo accounts (README "Demo accounts"): who they are, where they work and what their
 * subscription looks like. Plain data, shared by the seed of the modules that write them (user,
 * subscription, account), the identity emulator's provisioning and the tests of every workspace.
 */

/** Every persona signs in with this password (development and tests only). */
export const DEMO_PASSWORD = 'DemoPass!2026';

/**
 * Email domains the e2e tests register with: someone@HELIXA_EMAIL_DOMAIN asks to join a claimed
 * company (its admins approve); someone@NORTHBRIDGE_EMAIL_DOMAIN claims an unclaimed one.
 */
export const HELIXA_EMAIL_DOMAIN = 'helixabio.example';
export const NORTHBRIDGE_EMAIL_DOMAIN = 'northbridge-bio.example';

/** What GET /v1/subscriptions/users/current answers for a persona (the subscription module's plans and codes). */
export interface PersonaSubscription {
  plan: 'NONE' | 'EXPLORER' | 'INNOVATOR';
  status: 'ACTIVE' | 'TRIALING' | 'PAST_DUE' | 'ENDED' | null;
  period: 'MONTH' | 'YEAR' | null;
  typeCode: string | null;
}

export interface Persona {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  city: string;
  state: string | null;
  country: string;
  /** Admin-group only: no users row, must impersonate someone. */
  admin: boolean;
  role: 'MEMBER' | 'COMPANY_ADMIN' | null;
  company: string | null;
  active: boolean;
  billingAdmin: boolean;
  interests: 'complete' | 'incomplete' | 'none';
  /** What GET /v1/subscriptions/users/current answers for this persona. */
  expected: PersonaSubscription;
}

type PersonaInput = Omit<Persona, 'admin' | 'active' | 'billingAdmin' | 'interests' | 'expected'> &
  Partial<Pick<Persona, 'admin' | 'active' | 'billingAdmin' | 'interests'>> & { expected?: Persona['expected'] };

const NO_SUBSCRIPTION: Persona['expected'] = { plan: 'NONE', status: null, period: null, typeCode: null };

const persona = (p: PersonaInput): Persona => ({
  admin: false,
  active: true,
  billingAdmin: false,
  interests: 'none',
  expected: NO_SUBSCRIPTION,
  ...p,
});

const HELIXA_PLAN: Persona['expected'] = {
  plan: 'INNOVATOR',
  status: 'ACTIVE',
  period: 'YEAR',
  typeCode: 'innovator_sponsor_team_large',
};

/** The demo accounts of the README: one per company type, role and subscription state. */
export const PERSONAS: readonly Persona[] = [
  persona({
    email: 'admin@demo.test',
    firstName: 'Avery',
    lastName: 'Admin',
    jobTitle: 'Platform Administrator',
    city: 'Boston',
    state: 'MA',
    country: 'United States',
    admin: true,
    role: null,
    company: null,
  }),
  persona({
    email: 'sponsor.admin@demo.test',
    firstName: 'Sophia',
    lastName: 'Reyes',
    jobTitle: 'VP Clinical Operations',
    city: 'Cambridge',
    state: 'MA',
    country: 'United States',
    role: 'COMPANY_ADMIN',
    company: 'Helixa Biotherapeutics',
    billingAdmin: true,
    interests: 'complete',
    expected: HELIXA_PLAN,
  }),
  persona({
    email: 'sponsor.member@demo.test',
    firstName: 'Marcus',
    lastName: 'Chen',
    jobTitle: 'Clinical Trial Manager',
    city: 'Boston',
    state: 'MA',
    country: 'United States',
    role: 'MEMBER',
    company: 'Helixa Biotherapeutics',
    interests: 'complete',
    expected: HELIXA_PLAN,
  }),
  persona({
    email: 'sponsor.nointerests@demo.test',
    firstName: 'Nadia',
    lastName: 'Okafor',
    jobTitle: 'Clinical Outsourcing Lead',
    city: 'Princeton',
    state: 'NJ',
    country: 'United States',
    role: 'MEMBER',
    company: 'Atlas Oncology Partners',
    interests: 'incomplete',
    expected: { plan: 'INNOVATOR', status: 'ACTIVE', period: 'MONTH', typeCode: 'innovator_sponsor_team_small' },
  }),
  persona({
    email: 'vendor.admin@demo.test',
    firstName: 'Victor',
    lastName: 'Lindqvist',
    jobTitle: 'Director of Business Development',
    city: 'Durham',
    state: 'NC',
    country: 'United States',
    role: 'COMPANY_ADMIN',
    company: 'Meridian Clinical Research',
    billingAdmin: true,
    expected: {
      plan: 'INNOVATOR',
      status: 'TRIALING',
      period: null,
      typeCode: 'innovator_cro_technology_service_provider_mid',
    },
  }),
  persona({
    email: 'vendor.member@demo.test',
    firstName: 'Priya',
    lastName: 'Natarajan',
    jobTitle: 'Senior Clinical Research Associate',
    city: 'Raleigh',
    state: 'NC',
    country: 'United States',
    role: 'MEMBER',
    company: 'Meridian Clinical Research',
    expected: {
      plan: 'INNOVATOR',
      status: 'TRIALING',
      period: null,
      typeCode: 'innovator_cro_technology_service_provider_mid',
    },
  }),
  persona({
    email: 'pastdue.admin@demo.test',
    firstName: 'Oliver',
    lastName: 'Hastings',
    jobTitle: 'Chief Executive Officer',
    city: 'London',
    state: null,
    country: 'United Kingdom',
    role: 'COMPANY_ADMIN',
    company: 'Cortexa Trial Systems',
    billingAdmin: true,
    expected: {
      plan: 'INNOVATOR',
      status: 'PAST_DUE',
      period: 'MONTH',
      typeCode: 'innovator_cro_technology_service_provider_small',
    },
  }),
  persona({
    email: 'site.admin@demo.test',
    firstName: 'Grace',
    lastName: 'Whitfield',
    jobTitle: 'Site Director',
    city: 'Chicago',
    state: 'IL',
    country: 'United States',
    role: 'COMPANY_ADMIN',
    company: 'Lakeshore Research Institute',
    billingAdmin: true,
    expected: { plan: 'EXPLORER', status: 'ACTIVE', period: null, typeCode: null },
  }),
  persona({
    email: 'expired.admin@demo.test',
    firstName: 'Elena',
    lastName: 'Moreau',
    jobTitle: 'Programme Director',
    city: 'Geneva',
    state: null,
    country: 'Switzerland',
    role: 'COMPANY_ADMIN',
    company: 'Open Cures Foundation',
    billingAdmin: true,
    expected: { plan: 'INNOVATOR', status: 'ENDED', period: 'YEAR', typeCode: 'innovator_non_profit' },
  }),
  persona({
    email: 'new.user@demo.test',
    firstName: 'Noah',
    lastName: 'Bennett',
    jobTitle: 'Patient Engagement Coordinator',
    city: 'Denver',
    state: 'CO',
    country: 'United States',
    role: 'MEMBER',
    company: 'Rare Voices Alliance',
  }),
  persona({
    email: 'inactive.user@demo.test',
    firstName: 'Irene',
    lastName: 'Kowalski',
    jobTitle: 'Regulatory Affairs Specialist',
    city: 'Cambridge',
    state: 'MA',
    country: 'United States',
    role: 'MEMBER',
    company: 'Helixa Biotherapeutics',
    active: false,
    expected: HELIXA_PLAN,
  }),
  persona({
    email: 'inactive.company@demo.test',
    firstName: 'Isaac',
    lastName: 'Thornton',
    jobTitle: 'Managing Partner',
    city: 'San Francisco',
    state: 'CA',
    country: 'United States',
    role: 'COMPANY_ADMIN',
    company: 'Quiet Harbor Ventures',
  }),
];
