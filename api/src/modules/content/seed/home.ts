import type { SeedEntry } from './types.js';

/** Home banners: short, each leading somewhere useful. */
export const BANNERS: SeedEntry[] = [
  {
    key: 'innovator-trial',
    kind: 'BANNER',
    title: 'Try Innovator free for 180 days',
    description: '',
    body: 'Post requests, start unlimited conversations and share watchlists with your team. No card needed to start the trial.',
    linkLabel: 'Compare plans',
    linkPath: '/subscriptions',
    position: 10,
  },
  {
    key: 'how-matchmaking-works',
    kind: 'BANNER',
    title: 'Know who hears of your request',
    description: '',
    body: 'Requests reach companies by business type, therapeutic area, service and region — the same published rules for everyone.',
    linkLabel: 'How matchmaking works',
    linkPath: '/matchmaking',
    position: 20,
  },
  {
    key: 'company-sso',
    kind: 'BANNER',
    title: 'Single sign-on on every plan',
    description: '',
    body: "Connect your company's OpenID Connect provider so your people sign in with their work accounts.",
    linkLabel: 'Read the FAQ',
    linkPath: '/faq',
    position: 30,
  },
];

/**
 * The platform's audiences (spec §7's getRoles): the "who it is for" section of the home page. One
 * per kind of organisation the platform serves, each with what it gets and where to start.
 */
export const ROLES: SeedEntry[] = [
  {
    key: 'sponsors',
    kind: 'ROLE',
    title: 'Sponsors',
    description: '',
    body: 'Find sites, CROs and vendors by therapeutic area, service and region, publish requests and compare the responses side by side.',
    linkLabel: 'Search companies',
    linkPath: '/search',
    position: 10,
  },
  {
    key: 'sites',
    kind: 'ROLE',
    title: 'Clinical trial sites',
    description: '',
    body: 'Show your indications, patient populations and facilities, and hear of site requests that match your areas the day they are published.',
    linkLabel: 'Join as a site',
    linkPath: '/register',
    position: 20,
  },
  {
    key: 'vendors',
    kind: 'ROLE',
    title: 'CROs and vendors',
    description: '',
    body: 'Respond to service and innovation requests, announce free capacity with capability alerts, and collect reviews from the sponsors you work with.',
    linkLabel: 'See open requests',
    linkPath: '/requests',
    position: 30,
  },
  {
    key: 'non-profits',
    kind: 'ROLE',
    title: 'Non-profits and academic groups',
    description: '',
    body: 'Find partners for investigator-initiated and public-interest studies, and make your networks and expertise visible to sponsors.',
    linkLabel: 'How engagement works',
    linkPath: '/engagement-info',
    position: 40,
  },
  {
    key: 'patient-advocacy',
    kind: 'ROLE',
    title: 'Patient advocacy groups',
    description: '',
    body: 'Bring the patient voice into study design early: be found by sponsors working in your disease area and talk to them directly.',
    linkLabel: 'Create a profile',
    linkPath: '/register',
    position: 50,
  },
  {
    key: 'investors',
    kind: 'ROLE',
    title: 'Investors',
    description: '',
    body: 'Follow the companies and capabilities of a therapeutic area in watchlists, and see who is active through their requests and alerts.',
    linkLabel: 'Explore companies',
    linkPath: '/companies',
    position: 60,
  },
];
