import {
  areaAdjective,
  capitalised,
  disease,
  lower,
  monthAhead,
  quarterAhead,
  regionPhrase,
} from '../../../seed/clinical-words.js';
import { type Offer, phase } from './alert-offer.js';

/** Research sites' offers: room for studies and patients ready to enrol. */
export const SITE_OFFERS: readonly Offer[] = [
  {
    key: 'site-capacity',
    fits: (c) => c.roleId === 2 && c.siteType !== 'PHASE_1_UNIT',
    write: ({ company, random, now, area }) => ({
      title: `${phase(random)} ${areaAdjective(area)} site capacity in ${company.city} from ${quarterAhead(now, 1)}`,
      detail: `Two investigators and a dedicated coordinator can take on a new ${areaAdjective(area)} study, with contracts signed on our template in about ${random.int(3, 6)} weeks.`,
      services: ['Site Management'],
    }),
  },
  {
    key: 'site-patients',
    fits: (c) => c.roleId === 2 && c.indications.length > 0,
    write: ({ random, indication, area }) => ({
      title: `${capitalised(disease(indication ?? area))} patients pre-screened for a new ${phase(random)} study`,
      detail: `Our database holds about ${random.int(3, 25) * 100} patients with ${disease(indication ?? area)} who agreed to be contacted about trials.`,
      services: ['Patient Recruitment', 'Pre-Screening'],
    }),
  },
  {
    key: 'phase-1-unit',
    fits: (c) => c.siteType === 'PHASE_1_UNIT',
    write: ({ random, now }) => ({
      title: `Phase 1 unit: ${random.int(12, 48)} beds free for first-in-human studies from ${monthAhead(now, random.int(1, 2))}`,
      detail: `Healthy-volunteer and patient cohorts, with 24-hour medical cover, telemetry and an on-site pharmacy for dose preparation.`,
      services: ['Site Management'],
    }),
  },
  {
    key: 'site-network',
    fits: (c) => c.siteType === 'SITE_NETWORK',
    write: ({ random, area, region }) => ({
      title: `${random.int(4, 12)} network sites ready for ${areaAdjective(area)} studies in ${regionPhrase(region)}`,
      detail: 'One contract, one budget template and central start-up for every site of the network.',
      services: ['Site Management', 'Site Activation'],
    }),
  },
];

/** For a company whose offers its neighbours just used: its first service, plainly. */
export const GENERAL_OFFER: Offer = {
  key: 'general',
  fits: () => true,
  write: ({ company, now, area }) => {
    const service = company.services[0] ?? 'Project Management';
    return {
      title: `${capitalised(lower(service))} for ${areaAdjective(area)} studies, starting ${quarterAhead(now, 1)}`,
      detail: `We have room for new ${areaAdjective(area)} projects and can start within weeks of a signed work order.`,
      services: [service],
    };
  },
};
