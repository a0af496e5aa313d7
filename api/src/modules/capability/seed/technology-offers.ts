import { areaAdjective, capitalised, disease, regionPhrase } from '../../../seed/clinical-words.js';
import { type Offer, offers, phase, studiesOf } from './alert-offer.js';

/** Technology vendors' offers: a product ready to deploy, citing the service it is sold with. */
export const TECHNOLOGY_OFFERS: readonly Offer[] = [
  {
    key: 'edc',
    fits: offers('EDC'),
    write: ({ random }) => ({
      title: `EDC builds live in ${random.int(4, 8)} weeks for ${phase(random)} studies`,
      detail: `Our build team has slots for new studies this quarter: edit checks from your data management plan, UAT scripts included.`,
      services: ['Data Management', 'Database Design & Build'],
    }),
  },
  {
    key: 'ecoa',
    fits: offers('eCOA/ePRO'),
    write: ({ random, area }) => ({
      title: `eCOA with licensed ${areaAdjective(area)} instruments in ${random.int(20, 50)} languages`,
      detail: `Instruments are licensed, translated and migrated to screens with the authors' approval, on provisioned or patients' own devices.`,
      services: ['Data Management', 'Translation & Localization'],
    }),
  },
  {
    key: 'econsent',
    fits: offers('eConsent'),
    write: ({ random }) => ({
      title: "eConsent on patients' own devices, Part 11 validated",
      detail: `Sites send the consent by link, explain it by video call and countersign remotely; ${random.int(60, 300)} studies use it today.`,
      services: ['Decentralized Trial Services'],
    }),
  },
  {
    key: 'irt',
    fits: offers('IRT/RTSM', 'Randomization Software'),
    write: ({ random }) => ({
      title: `IRT go-live in ${random.int(4, 7)} weeks, integrated with your EDC`,
      detail: `Randomisation, drug assignment and resupply run in one system, with stratification and cohort management configured rather than coded.`,
      services: ['Clinical Supply Chain'],
    }),
  },
  {
    key: 'ctms',
    fits: offers('CTMS', 'eTMF'),
    write: () => ({
      title: 'CTMS and eTMF migration without pausing running studies',
      detail: 'We move your study records and documents over a weekend per study, mapped to the TMF Reference Model.',
      services: ['Project Management', 'Quality Assurance'],
    }),
  },
  {
    key: 'dct-platform',
    fits: offers('Decentralized Trial Platform', 'Telemedicine Platform'),
    write: ({ region }) => ({
      title: `Televisits and remote data capture for hybrid trials in ${regionPhrase(region)}`,
      detail:
        'Investigators see patients by video, patients report from home, and courier and home-nurse visits are booked in the same platform.',
      services: ['Decentralized Trial Services'],
    }),
  },
  {
    key: 'wearables',
    fits: offers('Wearables & Digital Biomarkers'),
    write: (s) => ({
      title: `Wearables and digital endpoints for ${studiesOf(s)} trials`,
      detail: `Validated actigraphy and sensor endpoints, with devices shipped to patients and data reaching your EDC every ${s.random.int(6, 24)} hours.`,
      services: ['Decentralized Trial Services', 'Data Management'],
    }),
  },
  {
    key: 'feasibility-analytics',
    fits: offers('Feasibility Analytics'),
    write: (s) => ({
      title: `Site shortlists for ${s.indication ? disease(s.indication) : areaAdjective(s.area)} in ${s.random.int(3, 7)} days from real enrolment data`,
      detail: `We rank sites by how fast they enrolled in comparable studies, not by how fast they said they would.`,
      services: ['Site Management', 'Feasibility Assessment'],
    }),
  },
  {
    key: 'safety-database',
    fits: offers('Safety Database'),
    write: ({ region }) => ({
      title: `Safety database hosting and case intake for ${regionPhrase(region)}`,
      detail: 'E2B(R3) gateways to FDA and EMA are in place; we migrate your cases and go live in one cut-over.',
      services: ['Pharmacovigilance', 'Case Processing'],
    }),
  },
  {
    key: 'recruitment-platform',
    fits: offers('Patient Recruitment Platform', 'Patient Engagement App'),
    write: (s) => ({
      title: `Pre-screened ${studiesOf(s)} patients through our recruitment platform`,
      detail: `About ${s.random.int(5, 60)},000 patients in ${regionPhrase(s.region)} have opted in to hear about trials; referrals reach sites already pre-screened.`,
      services: ['Patient Recruitment', 'Pre-Screening'],
    }),
  },
  {
    key: 'statistical-computing',
    fits: offers('Statistical Computing Environment', 'Clinical Data Repository'),
    write: ({ region }) => ({
      title: `Validated statistical computing environment hosted in ${regionPhrase(region)}`,
      detail: 'SAS and R side by side, with version control and an audit trail inspectors have reviewed.',
      services: ['Biostatistics'],
    }),
  },
  {
    key: 'site-payments',
    fits: offers('Site Payments Platform'),
    write: ({ random }) => ({
      title: `Investigator payments within ${random.int(10, 30)} days in ${random.int(25, 60)} countries`,
      detail: 'Visits confirmed in the EDC trigger payment, with withholding and VAT handled per country.',
      services: ['Site Management', 'Investigator Payments'],
    }),
  },
  {
    key: 'supply-forecasting',
    fits: offers('Clinical Supply Forecasting'),
    write: ({ random }) => ({
      title: `Supply forecasting that cuts drug overage for ${phase(random)} studies`,
      detail: `Simulations from your enrolment plan set depot and site stock; customers waste about ${random.int(20, 40)}% less drug.`,
      services: ['Clinical Supply Chain'],
    }),
  },
  {
    key: 'protocol-design',
    fits: offers('AI Protocol Design'),
    write: ({ random, area }) => ({
      title: `${capitalised(areaAdjective(area))} protocol review in ${random.int(3, 7)} days, before the first amendment`,
      detail:
        'Eligibility criteria and the schedule of assessments are checked against completed trials to find what slows enrolment.',
      services: ['Medical Writing', 'Protocol Writing'],
    }),
  },
  {
    key: 'rbqm',
    fits: offers('Risk-Based Quality Management Platform'),
    write: ({ area }) => ({
      title: `Key risk indicators and central monitoring dashboards for ${areaAdjective(area)} portfolios`,
      detail: 'Risk assessments, KRIs and quality tolerance limits in one place, as ICH E6(R3) asks.',
      services: ['Clinical Monitoring', 'Centralized Monitoring'],
    }),
  },
  {
    key: 'imaging-platform',
    fits: offers('Medical Imaging Platform'),
    write: ({ area }) => ({
      title: `DICOM upload and image QC for ${areaAdjective(area)} sites`,
      detail: 'Sites upload scans in the browser; images are de-identified and checked before they reach your readers.',
      services: ['Medical Imaging'],
    }),
  },
  {
    key: 'training',
    fits: offers('Learning Management System', 'Regulatory Information Management', 'Electronic Source (eSource)'),
    write: ({ random }) => ({
      title: `Protocol and GCP training for site staff in ${random.int(10, 30)} languages`,
      detail: 'Training records flow to the eTMF, so inspectors find every signature in one place.',
      services: ['Quality Assurance'],
    }),
  },
];
