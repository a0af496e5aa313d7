import { areaAdjective, capitalised, monthAhead, quarterAhead, regionPhrase } from '../../../seed/clinical-words.js';
import { type Offer, offers, phase, studiesOf } from './alert-offer.js';

/** Offers of people and capacity that run studies: monitoring, start-up, recruitment, nursing. */
export const OPERATIONS_OFFERS: readonly Offer[] = [
  {
    key: 'monitoring-team',
    fits: offers('Clinical Monitoring', 'On-Site Monitoring'),
    write: ({ random, now, area, region }) => {
      const cras = random.int(3, 9);
      return {
        title: `${capitalised(areaAdjective(area))} monitoring team free from ${monthAhead(now, random.int(1, 2))}: ${cras} CRAs in ${regionPhrase(region)}`,
        detail: `${cras} experienced CRAs come off a ${phase(random)} study as it closes out and can take on on-site and remote monitoring for a new ${areaAdjective(area)} study.`,
        services: ['Clinical Monitoring'],
      };
    },
  },
  {
    key: 'rbm',
    fits: offers('Risk-Based Monitoring', 'Centralized Monitoring', 'Remote Monitoring'),
    write: ({ random, area, region }) => ({
      title: `Risk-based monitoring for ${phase(random)} ${areaAdjective(area)} studies in ${regionPhrase(region)}`,
      detail: `Central statistical monitoring with targeted site visits keeps source data verification under ${random.int(15, 30)}% without losing data quality.`,
      services: ['Risk-Based Monitoring', 'Centralized Monitoring'],
    }),
  },
  {
    key: 'recruitment',
    fits: offers('Patient Recruitment'),
    write: (s) => ({
      title: `Recruitment campaigns for ${studiesOf(s)} studies in ${regionPhrase(s.region)}`,
      detail: `Digital pre-screening and referral networks have reached ${s.random.int(4, 40)},000 patients; a campaign can start ${s.random.int(2, 4)} weeks after ethics approval.`,
      services: ['Patient Recruitment', 'Digital Recruitment'],
    }),
  },
  {
    key: 'home-nursing',
    fits: offers('Home Nursing', 'Decentralized Trial Services'),
    write: ({ random, region }) => ({
      title: `Decentralised trial nursing: home visits across ${regionPhrase(region)}`,
      detail: `${random.int(40, 300)} research nurses can run dosing, sampling and follow-up visits in patients' homes, booked through the site.`,
      services: ['Home Nursing', 'Decentralized Trial Services'],
    }),
  },
  {
    key: 'site-activation',
    fits: offers('Site Management', 'Site Activation'),
    write: ({ random, area, region }) => ({
      title: `Site activation in ${random.int(8, 14)} weeks for ${areaAdjective(area)} studies in ${regionPhrase(region)}`,
      detail: `Contracts, budgets and ethics submissions run in parallel, with start-up specialists who know each site's templates.`,
      services: ['Site Management', 'Site Activation'],
    }),
  },
  {
    key: 'feasibility',
    fits: offers('Feasibility Assessment', 'Site Selection'),
    write: ({ random, area }) => ({
      title: `Feasibility in ${random.int(7, 12)} working days for ${phase(random)} ${areaAdjective(area)} protocols`,
      detail: `We check your inclusion criteria against real enrolment at sites we have worked with and return a ranked site list.`,
      services: ['Site Management', 'Feasibility Assessment'],
    }),
  },
  {
    key: 'start-up-team',
    fits: offers('Project Management', 'Study Start-Up'),
    write: ({ random, now, region }) => ({
      title: `Study start-up team between projects: ${random.int(2, 4)} CTAs and a project lead from ${monthAhead(now, random.int(1, 2))}`,
      detail: `The team has just activated ${random.int(12, 40)} sites in ${regionPhrase(region)} and can take over start-up, vendor oversight and the study budget.`,
      services: ['Project Management', 'Study Start-Up'],
    }),
  },
  {
    key: 'full-service',
    fits: (c) => c.keyServices.includes('Full-Service CRO'),
    write: ({ random, now, area, region }) => ({
      title: `Full-service team for a ${phase(random)} ${areaAdjective(area)} study starting ${quarterAhead(now, random.int(1, 2))}`,
      detail: `Project management, monitoring, data management and biostatistics from one team, with ${areaAdjective(area)} sites we know in ${regionPhrase(region)}.`,
      services: ['Project Management', 'Clinical Monitoring', 'Data Management'],
    }),
  },
  {
    key: 'medical-monitoring',
    fits: offers('Medical Monitoring'),
    write: ({ random, area }) => ({
      title: `Medical monitors with ${areaAdjective(area)} specialty training, available now`,
      detail: `Physicians review eligibility, safety data and protocol deviations, on call for sites around the clock, for up to ${random.int(2, 5)} more studies.`,
      services: ['Medical Monitoring'],
    }),
  },
  {
    key: 'supply',
    fits: offers('Clinical Supply Chain'),
    write: ({ random, region }) => ({
      title: `Comparator sourcing and depot distribution across ${regionPhrase(region)}`,
      detail: `We source comparators with full pedigree and ship from ${random.int(3, 9)} GMP depots, with temperature-controlled delivery to sites within ${random.int(24, 72)} hours.`,
      services: ['Clinical Supply Chain', 'Comparator Sourcing'],
    }),
  },
];
