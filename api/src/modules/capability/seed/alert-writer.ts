import { areaAdjective } from '../../../seed/clinical-words.js';
import type { Random } from '../../../seed/prng.js';
import type { CompanyFacts } from '../../company/index.js';
import { REFERENCE_NAMES, type ReferenceRef } from '../../reference/index.js';
import type { AlertScene, Offer, OfferText } from './alert-offer.js';
import { OPERATIONS_OFFERS } from './operations-offers.js';
import { SCIENCE_OFFERS } from './science-offers.js';
import { GENERAL_OFFER, SITE_OFFERS } from './site-offers.js';
import { TECHNOLOGY_OFFERS } from './technology-offers.js';

export interface WrittenAlert {
  companyId: number;
  title: string;
  description: string;
  /** The services, areas and regions it cites (an alert takes these three kinds). */
  references: ReferenceRef[];
}

const OFFERS: readonly Offer[] = [...OPERATIONS_OFFERS, ...SCIENCE_OFFERS, ...TECHNOLOGY_OFFERS, ...SITE_OFFERS];
/** How many alerts listed before one may not share its offer, and its title's opening words (a page). */
const OFFER_WINDOW = 12;
const SHAPE_WINDOW = 24;

/** The first three words: two titles that share them read as one template. */
export const titleShape = (title: string): string => title.toLowerCase().split(/\s+/).slice(0, 3).join(' ');

function sceneOf(company: CompanyFacts, random: Random, now: Date): AlertScene {
  const area = company.therapeuticAreas.length > 0 ? random.pick(company.therapeuticAreas) : 'Oncology';
  const inArea = company.indications.filter((i) => REFERENCE_NAMES.indicationsByArea.get(area)?.includes(i));
  const countries = company.regions.filter((r) => !REFERENCE_NAMES.regionRoots.includes(r));
  const regions = countries.length > 0 && random.chance(0.6) ? countries : company.regions;
  return {
    company,
    random,
    now,
    area,
    indication: inArea.length > 0 ? random.pick(inArea) : null,
    region: regions.length > 0 ? random.pick(regions) : 'North America',
  };
}

const PROOF: Readonly<Record<number, readonly ((s: AlertScene) => string)[]>> = {
  2: [
    ({ random }) =>
      `Our investigators have enrolled patients in more than ${random.int(8, 60) * 5} trials since ${random.int(1995, 2015)}.`,
    ({ random }) =>
      `Median time from the selection visit to first patient in was ${random.int(5, 10)} weeks last year.`,
    ({ random, area }) =>
      `We met or beat the enrolment target in ${random.int(8, 9)} of our last 10 ${areaAdjective(area)} studies.`,
  ],
  3: [
    ({ random, area }) => `We have run ${random.int(8, 60)} ${areaAdjective(area)} studies in the last five years.`,
    ({ company }) => `Every study gets a named project lead in ${company.city} and a weekly status report.`,
    ({ random }) =>
      `Staff turnover was under ${random.int(6, 12)}% last year, so the team you meet is the team you keep.`,
    ({ random }) => `We work with ${random.int(15, 80)} sponsors, most of them small and mid-size biotechs.`,
  ],
  4: [
    ({ random }) =>
      `The platform runs in ${random.int(30, 400)} active studies, validated for 21 CFR Part 11 and EU Annex 11.`,
    ({ company }) => `Each study gets a named implementation lead, with support from ${company.city}.`,
    () => 'SOC 2 Type II and ISO 27001 reports are available on request.',
    ({ random }) => `Customers include ${random.int(3, 9)} of the 20 largest sponsors and many small biotechs.`,
    ({ random }) => `Sites rate it ${random.int(40, 48) / 10} out of 5 in our last user survey.`,
  ],
};
const CALLS: Readonly<Record<number, readonly string[]>> = {
  2: [
    'Send us a synopsis and we will reply with a feasibility answer within a week.',
    'Contact our start-up lead to reserve a slot.',
  ],
  3: [
    'Write to us for CVs and rates.',
    'Ask us for a sample timeline and a fixed-price quote.',
    'We are happy to join a bid defence call this month.',
    'Send us a synopsis under CDA and we will reply within two working days.',
  ],
  4: [
    'Book a demo with our implementation team.',
    'Ask for a sandbox study to try it with your team.',
    'Write to us for a fixed-price implementation quote.',
  ],
};

function describe(scene: AlertScene, detail: string): string {
  const role = scene.company.roleId === 2 || scene.company.roleId === 4 ? scene.company.roleId : 3;
  const proof = scene.random.pick(PROOF[role] ?? []);
  return `${detail} ${proof(scene)} ${scene.random.pick(CALLS[role] ?? [])}`;
}

type Chosen = { offer: Offer; scene: AlertScene; text: OfferText };

/**
 * One alert for each company, in the order the list shows them (newest first), from the company's
 * own capabilities. Neighbours in the list do not repeat an offer or a title's first three words
 * (nor those of `taken`, the titles already there), so a page reads as separate announcements;
 * a company whose every offer was just used repeats the one used longest ago.
 */
export function writeAlerts(
  companies: readonly CompanyFacts[],
  random: Random,
  now: Date,
  taken: readonly string[] = [],
): WrittenAlert[] {
  const lastUsed = new Map<string, number>();
  const shapes = new Map<string, number>(taken.map((title) => [titleShape(title), -Infinity]));
  const within = (window: number) => (map: Map<string, number>, key: string, at: number) =>
    map.has(key) && at - (map.get(key) ?? 0) <= window;
  const offerRecent = within(OFFER_WINDOW);
  const shapeRecent = within(SHAPE_WINDOW);
  return companies.map((company, at) => {
    const fitting = random.sample(
      OFFERS.filter((o) => o.fits(company)),
      OFFERS.length,
    );
    const attempt = (offer: Offer): Chosen => {
      const scene = sceneOf(company, random, now);
      return { offer, scene, text: offer.write(scene) };
    };
    const isNew = ({ text }: Chosen) => {
      const shape = titleShape(text.title);
      return shapes.get(shape) !== -Infinity && !shapeRecent(shapes, shape, at);
    };
    const fresh = fitting.filter((o) => !offerRecent(lastUsed, o.key, at));
    let chosen: Chosen | undefined;
    for (const offer of [...fresh, ...fitting.filter((o) => !fresh.includes(o))]) {
      const candidate = attempt(offer);
      if (isNew(candidate)) {
        chosen = candidate;
        break;
      }
    }
    const general = attempt(GENERAL_OFFER);
    const stalest = [...fitting].sort((a, b) => (lastUsed.get(a.key) ?? -1) - (lastUsed.get(b.key) ?? -1))[0];
    chosen ??= isNew(general) || !stalest ? general : attempt(stalest);
    lastUsed.set(chosen.offer.key, at);
    shapes.set(titleShape(chosen.text.title), at);
    const { scene, text } = chosen;
    return {
      companyId: company.id,
      title: text.title,
      description: describe(scene, text.detail),
      references: [
        ...text.services.map((name): ReferenceRef => ({ kind: 'SERVICES', name })),
        { kind: 'THERAPEUTIC_AREAS', name: scene.area },
        { kind: 'REGIONS', name: scene.region },
      ],
    };
  });
}
