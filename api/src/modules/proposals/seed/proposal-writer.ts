import { areaAdjective, disease, lower, monthAhead } from '../../../seed/clinical-words.js';
import { listOf } from '../../../seed/english.js';
import type { Random } from '../../../seed/prng.js';
import { type CompanyFacts, ROLE_IDS } from '../../company/index.js';
import type { RequestKind } from '../../requests/index.js';

/** A published request as its responders read it. */
export interface RequestFacts {
  id: number;
  kind: RequestKind;
  status: 'OPEN' | 'CLOSED' | 'AWARDED';
  title: string;
  companyId: number;
  posterId: number;
  publishedAt: Date;
  /** The end of the deadline day, or when the request closed, whichever came first: responses come before. */
  closesAt: Date;
  /** When it was closed or awarded. */
  closedAt: Date | null;
  budget: [number, number] | null;
  phase: string | null;
  areas: string[];
  indications: string[];
  services: string[];
  products: string[];
  regions: string[];
  countries: string[];
}

export interface ProposalText {
  message: string;
  timeline: string;
  price: number | null;
}

const about = (r: RequestFacts) =>
  r.indications[0] ? disease(r.indications[0]) : areaAdjective(r.areas[0] ?? 'Oncology');
const phaseOf = (r: RequestFacts) => (r.phase ? `Phase ${r.phase.slice(-1)}` : 'early-phase');

function fromSite(r: RequestFacts, site: CompanyFacts, random: Random, now: Date): ProposalText {
  const monthly = random.int(4, 60);
  return {
    message: `We would like to be one of your sites, from ${site.city}. Our ${areaAdjective(r.areas[0] ?? 'Oncology')} clinic sees about ${monthly} patients with ${about(r)} a month, and we enrolled ${random.int(6, 40)} patients in our last ${phaseOf(r)} study. ${random.pick(
      [
        'Our principal investigator has led eight industry studies and is available for a qualification visit.',
        'Ethics submissions go to our local committee, which meets every two weeks.',
        'We have a dedicated coordinator and a pharmacy with experience of blinded dispensing.',
      ],
    )}`,
    timeline: random.pick([
      `Ready to start within ${random.int(4, 10)} weeks of contract`,
      `Site initiation visit possible from ${monthAhead(now, random.int(1, 3))}`,
      `Contract and budget in ${random.int(3, 6)} weeks; first patient ${random.int(2, 4)} weeks after activation`,
    ]),
    price: random.chance(0.4) ? random.int(15, 60) * 1000 : null,
  };
}

function fromCro(r: RequestFacts, cro: CompanyFacts, random: Random): ProposalText {
  const scope =
    r.services.length > 0 ? listOf(r.services.slice(0, 3).map(lower)) : 'site selection, start-up and monitoring';
  const studies = random.int(6, 45);
  const message =
    r.kind === 'SITE'
      ? `We can bring ${random.int(4, 15)} sites from our network, ${random.int(2, 8)} of them with recent ${about(r)} experience, and run start-up and monitoring from our ${cro.city} office.`
      : `We propose a dedicated team led by a project manager in ${cro.city}, covering ${scope}. We have supported ${studies} ${areaAdjective(r.areas[0] ?? 'Oncology')} studies in the last five years, ${random.int(2, Math.max(2, Math.floor(studies / 3)))} of them ${phaseOf(r)}.`;
  const [low, high] = r.budget ?? [150_000, 900_000];
  return {
    message: `${message} ${random.pick([
      'The same project lead stays with the study from kick-off to the final report.',
      'We would reuse the templates and vendors we set up for a similar study last year.',
      'References from two sponsors of comparable studies are available on request.',
      'Our proposal assumes your protocol synopsis of this request; we are happy to refine it after a call.',
    ])}`,
    timeline:
      r.kind === 'SITE'
        ? random.pick([
            `Feasibility in ${random.int(2, 4)} weeks, first sites activated in ${random.int(8, 14)}`,
            `First ${random.int(3, 6)} sites activated within ${random.int(10, 14)} weeks of award`,
          ])
        : random.pick([
            `Kick-off within ${random.int(2, 4)} weeks of award`,
            r.services.includes('Data Management')
              ? `Database live ${random.int(8, 12)} weeks after protocol sign-off`
              : `First deliverable ${random.int(4, 8)} weeks after kick-off`,
            `${random.int(12, 36)} months, matching your timeline`,
          ]),
    price: Math.round((low + random.next() * (high - low) * 1.2) / 5000) * 5000,
  };
}

function fromTechnology(r: RequestFacts, vendor: CompanyFacts, random: Random): ProposalText {
  const offered = vendor.products.filter((p) => r.products.includes(p));
  const products = listOf(offered.length > 0 ? offered : vendor.products.slice(0, 2), 'Our platform').replace(
    / & /g,
    ' and ',
  );
  return {
    message: `${products} from one platform, validated for 21 CFR Part 11 and EU Annex 11. It runs in ${random.int(15, 300)} active studies today, ${random.int(2, 20)} of them ${areaAdjective(r.areas[0] ?? 'Oncology')} studies, and our implementation team in ${vendor.city} would configure it for your protocol.`,
    timeline: random.pick([
      `Go-live in ${random.int(4, 10)} weeks`,
      `Pilot in one study within ${random.int(6, 12)} weeks`,
      `Configuration ${random.int(3, 6)} weeks, UAT 2 weeks`,
    ]),
    price: random.int(8, 80) * 5000,
  };
}

/** A responder's proposal in its own words: what it brings to this request, when, at what price. */
export function writeProposal(r: RequestFacts, responder: CompanyFacts, random: Random, now: Date): ProposalText {
  if (responder.roleId === ROLE_IDS.site) return fromSite(r, responder, random, now);
  if (responder.roleId === ROLE_IDS.techProvider) return fromTechnology(r, responder, random);
  return fromCro(r, responder, random);
}

const DECLINE_REASONS = [
  'We need sites in the countries of the study; yours are outside them.',
  'The budget is well above our range for this scope.',
  'We chose partners with more experience in this indication.',
  'The proposed timeline starts too late for our first patient in.',
  'We need one partner for the whole scope.',
];
export const declineReason = (random: Random): string => random.pick(DECLINE_REASONS);

/** The poster's answer in the thread of a response it shortlisted or awarded. */
export function posterReply(r: RequestFacts, random: Random, awarded: boolean): string {
  return awarded
    ? random.pick([
        'Congratulations: we would like to start with a kick-off call next week.',
        'Thank you, we are glad to award this to you. Our contracts team will send the agreement.',
      ])
    : random.pick([
        'Thank you. Could you share the CVs of the proposed team?',
        `Could you tell us how many ${about(r)} patients you enrolled in the last two years?`,
        'Thank you. Could you break the budget down by activity before our call?',
      ]);
}
