import type { Period, Plan, SubscriptionStatus, TypeCode } from '../modules/subscription/subscription.table.js';
import type { UserRole } from '../modules/user/user.table.js';

/** Every persona signs in with this password (development and tests only). */
export {
  HELIXA_EMAIL_DOMAIN,
  NORTHBRIDGE_EMAIL_DOMAIN,
  PERSONA_COMPANIES,
  PERSONA_PARTNERS,
  type PersonaCompany,
} from './persona-companies.js';

export const DEMO_PASSWORD = 'DemoPass!2026';

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
  role: UserRole | null;
  company: string | null;
  active: boolean;
  billingAdmin: boolean;
  interests: 'complete' | 'incomplete' | 'none';
  /** What GET /v1/subscriptions/users/current answers for this persona. */
  expected: { plan: Plan; status: SubscriptionStatus | null; period: Period | null; typeCode: TypeCode | null };
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

/**
 * Company admins of persona companies that have no admin persona, so every claimed company has
 * one. They have no identity (cannot sign in) but can be impersonated.
 */
export const SUPPORTING_USERS = [
  {
    email: 'daniel.ward@atlasoncology.example',
    firstName: 'Daniel',
    lastName: 'Ward',
    jobTitle: 'Head of Clinical Operations',
    city: 'Princeton',
    state: 'NJ',
    country: 'United States',
    company: 'Atlas Oncology Partners',
    billingAdmin: true,
  },
  {
    email: 'maya.lopez@rarevoices.example',
    firstName: 'Maya',
    lastName: 'Lopez',
    jobTitle: 'Executive Director',
    city: 'Denver',
    state: 'CO',
    country: 'United States',
    company: 'Rare Voices Alliance',
    billingAdmin: false,
  },
] as const;
