import { areaAdjective, disease } from '../../../seed/clinical-words.js';
import type { Random } from '../../../seed/prng.js';
import type { CompanyFacts } from '../../company/index.js';

/** What one alert is about, drawn once from the company's own capabilities. */
export interface AlertScene {
  company: CompanyFacts;
  random: Random;
  now: Date;
  area: string;
  indication: string | null;
  region: string;
}

/** An offer as its company words it: the title, what is on offer, and the services it cites. */
export interface OfferText {
  title: string;
  detail: string;
  services: string[];
}

/** One kind of announcement, for the companies whose capabilities it fits. */
export interface Offer {
  key: string;
  fits: (company: CompanyFacts) => boolean;
  write: (scene: AlertScene) => OfferText;
}

/** Whether the company offers any of these services or products. */
export const offers =
  (...names: string[]) =>
  (c: CompanyFacts): boolean =>
    names.some((name) => c.services.includes(name) || c.products.includes(name));

export const phase = (random: Random): string => random.pick(['Phase 1b', 'Phase 2', 'Phase 2', 'Phase 2b', 'Phase 3']);
/** "the indication's" studies when the company has one in the area, else the area's. */
export const studiesOf = (s: AlertScene): string => (s.indication ? disease(s.indication) : areaAdjective(s.area));
