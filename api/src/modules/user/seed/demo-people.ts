import { type DemoCompany, slugify } from '../../company/index.js';
import { COUNTRIES } from '../../reference/index.js';
import { JOB_TITLES_BY_ROLE } from './job-titles.data.js';
import { FIRST_NAMES, LAST_NAMES } from '../../../seed/people-words.data.js';
import type { Random } from '../../../seed/prng.js';

/** A generated user of a demo company (no identity: they cannot sign in, the admin can act as them). */
export interface DemoPerson {
  companyAlias: string;
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  role: 'COMPANY_ADMIN' | 'MEMBER';
  active: boolean;
  masked: boolean;
  city: string;
  state: string | null;
  country: string;
  verifiedDaysAgo: number;
  referralSource: 'LINKEDIN' | 'SEARCH_ENGINE' | 'FRIEND_COLLEAGUE' | 'SCOPE_SUMMIT' | 'EMAIL';
  lastActiveDaysAgo: number | null;
}

const COUNTRY_NAMES = new Map(COUNTRIES.map(([code, name]) => [code, name]));
const REFERRALS = ['LINKEDIN', 'SEARCH_ENGINE', 'FRIEND_COLLEAGUE', 'SCOPE_SUMMIT', 'EMAIL'] as const;

/** How many people a claimed company has on the platform: 2-6 mostly, by size; a few admins alone. */
function teamSize(random: Random, c: DemoCompany): number {
  // The individual sponsor plan covers one user: such a company is one person, sometimes with a colleague.
  if (c.subscription?.typeCode === 'innovator_sponsor_individual') return random.int(1, 2);
  if (c.employeesBand === 'LARGE')
    return random.weighted([
      [3, 1],
      [4, 3],
      [5, 3],
      [6, 3],
    ]);
  if (c.employeesBand === 'MID')
    return random.weighted([
      [2, 2],
      [3, 3],
      [4, 3],
      [5, 2],
    ]);
  return random.weighted([
    [1, 1],
    [2, 4],
    [3, 3],
    [4, 2],
  ]);
}

/**
 * The people of the demo companies, in company order: a claimed company has its admin(s) and
 * colleagues with titles that fit its business type; a NEW one only the person who registered it;
 * an unclaimed (APPROVED) one nobody, which is what unclaimed means.
 */
export function buildDemoPeople(random: Random, companies: readonly DemoCompany[]): DemoPerson[] {
  const emails = new Set<string>();
  const people: DemoPerson[] = [];
  for (const c of companies) {
    if (c.status === 'APPROVED') continue;
    const titles = JOB_TITLES_BY_ROLE[c.roleId];
    if (!titles) throw new Error(`No job titles for business type ${c.roleId}`);
    const size = c.status === 'NEW' ? 1 : teamSize(random, c);
    const admins = size >= 4 && random.chance(0.3) ? 2 : 1;
    const jobTitles = [...random.sample(titles.lead, admins), ...random.sample(titles.team, size - admins)];
    const names = new Set<string>();
    jobTitles.forEach((jobTitle, index) => {
      let firstName = random.pick(FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      // Two colleagues never share a name: draw another first name until the pair is free.
      while (names.has(`${firstName} ${lastName}`)) firstName = random.pick(FIRST_NAMES);
      names.add(`${firstName} ${lastName}`);
      const local = slugify(`${firstName}.${lastName}`).replace(/-/g, '.');
      let email = `${local}@${c.emailDomain}`;
      for (let n = 2; emails.has(email); n += 1) email = `${local}${n}@${c.emailDomain}`;
      emails.add(email);
      const admin = index < admins;
      people.push({
        companyAlias: c.alias,
        email,
        firstName,
        lastName,
        jobTitle,
        role: admin ? 'COMPANY_ADMIN' : 'MEMBER',
        // Admins stay active and visible: every claimed profile shows who runs it.
        active: admin || !random.chance(0.03),
        masked: !admin && random.chance(0.1),
        city: c.hqCity,
        state: c.hqState,
        country: COUNTRY_NAMES.get(c.hqCountry) ?? c.hqCountry,
        verifiedDaysAgo: random.int(1, 700),
        referralSource: random.pick(REFERRALS),
        lastActiveDaysAgo: random.chance(0.7) ? random.int(0, 90) : null,
      });
    });
  }
  return people;
}
