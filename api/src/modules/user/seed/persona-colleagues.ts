import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/database.js';
import { addDays } from '../../../dates.js';
import { companies, PERSONA_COMPANIES } from '../../company/index.js';
import { users } from '../user.table.js';

interface Colleague {
  firstName: string;
  lastName: string;
  jobTitle: string;
  /** Chose 'Mask Me on Company Profile': colleagues see them, other companies do not. */
  masked?: boolean;
}

/**
 * The persona companies' other people, so their profiles show a team (issue 13). Members without
 * an identity (the admin can act as them). Seeded with the demo data only: the api tests' persona
 * databases keep just the personas, whose counts many tests rely on.
 */
export const PERSONA_COLLEAGUES: Readonly<Record<string, readonly Colleague[]>> = {
  helixa: [
    { firstName: 'Laura', lastName: 'Bennett', jobTitle: 'Head of Biometrics' },
    { firstName: 'Tobias', lastName: 'Weber', jobTitle: 'Director, Clinical Outsourcing' },
    { firstName: 'Amara', lastName: 'Nwosu', jobTitle: 'Senior Director, Regulatory Affairs' },
    { firstName: 'Kenji', lastName: 'Watanabe', jobTitle: 'Medical Director, Oncology' },
    { firstName: 'Rachel', lastName: 'Stein', jobTitle: 'Drug Safety Physician', masked: true },
  ],
  atlas: [
    { firstName: 'Helen', lastName: 'Park', jobTitle: 'Director, Clinical Operations' },
    { firstName: 'Samuel', lastName: 'Osei', jobTitle: 'Head of Biostatistics' },
  ],
  meridian: [
    { firstName: 'Jonathan', lastName: 'Hale', jobTitle: 'Head of Biometrics' },
    { firstName: 'Carmen', lastName: 'Ortiz', jobTitle: 'Director, Clinical Operations' },
    { firstName: 'Ahmed', lastName: 'Rahman', jobTitle: 'Lead Data Manager' },
    { firstName: 'Julia', lastName: 'Novak', jobTitle: 'Proposal Manager', masked: true },
  ],
  cortexa: [
    { firstName: 'Freya', lastName: 'Collins', jobTitle: 'Head of Product' },
    { firstName: 'Ravi', lastName: 'Kapoor', jobTitle: 'Solutions Consultant, eCOA' },
    { firstName: 'Sienna', lastName: 'Brooks', jobTitle: 'Customer Success Manager' },
  ],
  lakeshore: [
    { firstName: 'Michael', lastName: 'Grant', jobTitle: 'Principal Investigator, Cardiology' },
    { firstName: 'Lena', lastName: 'Fischer', jobTitle: 'Principal Investigator, Neurology' },
    { firstName: 'Aisha', lastName: 'Bello', jobTitle: 'Site Manager' },
    { firstName: 'Ethan', lastName: 'Cole', jobTitle: 'Lead Study Coordinator' },
  ],
  opencures: [
    { firstName: 'Jonas', lastName: 'Keller', jobTitle: 'Research Programme Manager' },
    { firstName: 'Amélie', lastName: 'Girard', jobTitle: 'Grants Manager' },
    { firstName: 'Thabo', lastName: 'Nkosi', jobTitle: 'Clinical Research Lead' },
  ],
  rarevoices: [
    { firstName: 'Sarah', lastName: 'Kim', jobTitle: 'Research Liaison' },
    { firstName: 'David', lastName: 'Alvarez', jobTitle: 'Community Outreach Coordinator' },
  ],
};

const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  US: 'United States',
  GB: 'United Kingdom',
  CH: 'Switzerland',
};

/** Email local part as the demo data writes it: "amelie.girard". */
const localPart = (c: Colleague): string =>
  `${c.firstName}.${c.lastName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Inserts the colleagues (the subscription's seed puts them on their company's team). */
export async function seedPersonaColleagues(db: Executor, now: Date): Promise<void> {
  const names = PERSONA_COMPANIES.map((c) => c.name);
  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, names));
  const idByName = new Map(companyRows.map((c) => [c.name, c.id]));
  const people = PERSONA_COMPANIES.flatMap((company) =>
    (PERSONA_COLLEAGUES[company.key] ?? []).map((colleague) => ({
      email: `${localPart(colleague)}@${company.emailDomain}`,
      firstName: colleague.firstName,
      lastName: colleague.lastName,
      jobTitle: colleague.jobTitle,
      city: company.hqCity,
      state: company.hqState,
      country: COUNTRY_NAMES[company.hqCountry] ?? company.hqCountry,
      role: 'MEMBER' as const,
      companyId: idByName.get(company.name) ?? null,
      active: true,
      masked: colleague.masked ?? false,
      approvalStatus: 'APPROVED' as const,
      emailVerifiedAt: addDays(now, -150),
      referralSource: 'FRIEND_COLLEAGUE' as const,
    })),
  );
  await db.insert(users).values(people);
}
