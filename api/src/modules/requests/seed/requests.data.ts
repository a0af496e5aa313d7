import type { ResponseStatus } from '../responses.table.js';
import type { InnovationStage, RequestKind, RequestStatus, RequestVisibility, TrialPhase } from '../requests.table.js';
import type { ReferenceRef } from '../../reference/index.js';

/** A demo response: the company answers through `by`, with the thread its response opened. */
export interface DemoResponse {
  by: string;
  message: string;
  timeline: string;
  price: number | null;
  status: ResponseStatus;
  declineReason?: string;
  rating?: number;
  /** The poster's reply in the thread, when the conversation went on. */
  reply?: [string, string];
}

export interface DemoQuestion {
  by: string;
  question: string;
  /** Answered by this poster member, or unanswered. */
  answer?: [string, string];
}

/** A hand-written demo request of the persona companies (spec §3's three kinds, every status). */
export interface DemoRequest {
  kind: RequestKind;
  status: RequestStatus;
  visibility: RequestVisibility;
  by: string;
  title: string;
  description: string;
  /** Days from the seed's "now" (negative: past). */
  publishedDays: number | null;
  deadlineDays: number;
  closedDays?: number;
  references: ReferenceRef[];
  countries?: string[];
  phases?: TrialPhase[];
  numberOfSites?: number;
  enrolmentTarget?: number;
  startDays?: number;
  timeline?: string;
  budget?: [number, number];
  problem?: string;
  stage?: InnovationStage;
  invited?: string[];
  responses?: DemoResponse[];
  questions?: DemoQuestion[];
}

const ta = (name: string): ReferenceRef => ({ kind: 'THERAPEUTIC_AREAS', name });
const ind = (name: string): ReferenceRef => ({ kind: 'INDICATIONS', name });
const svc = (name: string): ReferenceRef => ({ kind: 'SERVICES', name });
const region = (name: string): ReferenceRef => ({ kind: 'REGIONS', name });
const product = (name: string): ReferenceRef => ({ kind: 'PRODUCTS', name });
const modality = (name: string): ReferenceRef => ({ kind: 'MODALITIES', name });

/**
 * The persona companies' requests. Titles stay clear of the e2e scenarios (which post their own
 * requests); Explorer personas respond at most once so their monthly allowance stays open.
 */
export const DEMO_REQUESTS: readonly DemoRequest[] = [
  {
    kind: 'SITE',
    status: 'OPEN',
    visibility: 'PUBLIC',
    by: 'sponsor.admin@demo.test',
    title: 'HER2-low breast cancer ADC study: 12 sites in the US, Germany and Spain',
    description:
      'Helixa is starting HLX-311, a Phase 2 study of an antibody-drug conjugate in HER2-low metastatic breast cancer. We are looking for experienced oncology sites with infusion capacity and a track record of enrolling second-line patients.',
    publishedDays: -6,
    deadlineDays: 21,
    references: [ta('Oncology'), ind('Breast Cancer'), region('North America'), region('Europe')],
    countries: ['US', 'DE', 'ES'],
    phases: ['PHASE_2'],
    numberOfSites: 12,
    enrolmentTarget: 240,
    startDays: 90,
    responses: [
      {
        by: 'vendor.admin@demo.test',
        message:
          'Meridian can take on site selection and management for HLX-311: we have worked with 30 oncology sites in the three countries in the last two years, 9 of them with ADC experience.',
        timeline: 'First 6 sites activated within 10 weeks of award',
        price: 420_000,
        status: 'SHORTLISTED',
        rating: 4,
        reply: [
          'sponsor.admin@demo.test',
          'Thank you, Victor. Could you share the enrolment figures of those 9 sites?',
        ],
      },
      {
        by: 'site.admin@demo.test',
        message:
          'Lakeshore would like to be one of the US sites. Our oncology clinic sees around 60 metastatic breast cancer patients a month.',
        timeline: 'Ready to start within 6 weeks',
        price: null,
        status: 'SUBMITTED',
      },
    ],
    questions: [
      {
        by: 'vendor.member@demo.test',
        question: 'Are home-nursing visits in scope for the infusion follow-ups?',
        answer: ['sponsor.admin@demo.test', 'No: every infusion and follow-up visit takes place at the site.'],
      },
      { by: 'site.admin@demo.test', question: 'Will the sponsor provide the infusion pumps?' },
    ],
  },
  {
    kind: 'SERVICE',
    status: 'OPEN',
    visibility: 'PUBLIC',
    by: 'sponsor.member@demo.test',
    title: 'Risk-based monitoring and data management for a Phase 3 NSCLC trial',
    description:
      'A 450-patient Phase 3 trial in first-line non-small cell lung cancer across North America and Europe needs a partner for risk-based monitoring, centralized monitoring and data management, from database build to lock.',
    publishedDays: -3,
    deadlineDays: 28,
    references: [
      svc('Risk-Based Monitoring'),
      svc('Data Management'),
      ta('Oncology'),
      ind('Non-Small Cell Lung Cancer'),
      region('North America'),
      region('Europe'),
    ],
    phases: ['PHASE_3'],
    timeline: 'Q3 2027 to Q4 2029',
    budget: [1_200_000, 2_500_000],
    responses: [
      {
        by: 'vendor.member@demo.test',
        message:
          'Meridian proposes a combined RBM and data management team out of Durham and Warsaw, with one project lead for both.',
        timeline: 'Database live 12 weeks after protocol sign-off',
        price: 1_850_000,
        status: 'SUBMITTED',
      },
      {
        by: 'pastdue.admin@demo.test',
        message: 'Cortexa can provide the EDC and eCOA for this study and integrate with your monitoring partner.',
        timeline: 'Go-live in 6 weeks',
        price: 240_000,
        status: 'DECLINED',
        declineReason: 'We need one partner for monitoring and data management; an EDC alone does not cover the scope.',
      },
    ],
  },
  {
    kind: 'INNOVATION',
    status: 'AWARDED',
    visibility: 'PUBLIC',
    by: 'sponsor.admin@demo.test',
    title: 'eConsent for decentralized oncology trials',
    description:
      'Our decentralized visits still rely on paper consent. We want an eConsent solution that works on patients’ own devices and with remote investigators.',
    problem:
      'Consent takes a site visit today, which delays enrolment by two weeks on average and excludes patients far from a site.',
    stage: 'MARKET_READY',
    publishedDays: -45,
    deadlineDays: -20,
    closedDays: -10,
    references: [product('eConsent'), product('Decentralized Trial Platform'), ta('Oncology')],
    responses: [
      {
        by: 'pastdue.admin@demo.test',
        message:
          'Cortexa eConsent runs on any device, supports remote signatures by investigators and is Part 11 validated.',
        timeline: 'Live in 6 weeks for the first study',
        price: 180_000,
        status: 'AWARDED',
        rating: 5,
        reply: ['sponsor.admin@demo.test', 'Congratulations: we would like to start with HLX-204.'],
      },
      {
        by: 'vendor.admin@demo.test',
        message: 'Meridian can run eConsent through its technology partners as part of a full-service engagement.',
        timeline: '10 weeks',
        price: 260_000,
        status: 'NOT_AWARDED',
        rating: 3,
      },
    ],
  },
  {
    kind: 'SITE',
    status: 'CLOSED',
    visibility: 'PUBLIC',
    by: 'sponsor.member@demo.test',
    title: 'First-in-human CAR-T sites in Germany',
    description:
      'A Phase 1 dose-escalation study of an autologous CAR-T therapy needs two or three German sites with a cell therapy unit.',
    publishedDays: -60,
    deadlineDays: -30,
    closedDays: -28,
    references: [ta('Oncology'), modality('CAR-T'), region('Germany')],
    countries: ['DE'],
    phases: ['PHASE_1'],
    numberOfSites: 3,
    enrolmentTarget: 24,
    startDays: 30,
  },
  {
    kind: 'SERVICE',
    status: 'DRAFT',
    visibility: 'PUBLIC',
    by: 'sponsor.admin@demo.test',
    title: 'Medical writing for the HLX-101 clinical study report',
    description: 'Draft: scope to be confirmed with the biometrics team before publishing.',
    publishedDays: null,
    deadlineDays: 40,
    references: [svc('Medical Writing'), svc('Clinical Study Reports'), ta('Oncology')],
    phases: ['PHASE_2'],
    timeline: 'Report due 8 weeks after database lock',
  },
  {
    kind: 'SERVICE',
    status: 'OPEN',
    visibility: 'INVITED',
    by: 'sponsor.admin@demo.test',
    title: 'Biostatistics FSP for the HLX-204 extension study',
    description: 'A functional service provider team of two biostatisticians and one programmer for 18 months.',
    publishedDays: -2,
    deadlineDays: 14,
    references: [svc('Biostatistics'), svc('Statistical Analysis Plans'), ta('Oncology')],
    phases: ['PHASE_2', 'PHASE_3'],
    timeline: '18 months from September',
    budget: [300_000, 450_000],
    invited: ['Meridian Clinical Research', 'Cortexa Trial Systems'],
    questions: [
      {
        by: 'vendor.admin@demo.test',
        question: 'Should the programmer be CDISC ADaM certified?',
        answer: ['sponsor.admin@demo.test', 'Yes, ADaM experience is required; certification is welcome.'],
      },
    ],
  },
  {
    kind: 'SITE',
    status: 'OPEN',
    visibility: 'PUBLIC',
    by: 'daniel.ward@atlasoncology.example',
    title: 'Multiple myeloma Phase 3 sites in Poland and Western Europe',
    description:
      'Atlas Oncology Partners needs 20 sites for a Phase 3 study of a radioligand therapy in relapsed multiple myeloma, with nuclear medicine on site.',
    publishedDays: -9,
    deadlineDays: 18,
    references: [ta('Oncology'), ind('Multiple Myeloma'), region('Europe'), region('Poland'), region('Western Europe')],
    countries: ['PL', 'DE', 'FR'],
    phases: ['PHASE_3'],
    numberOfSites: 20,
    enrolmentTarget: 380,
    startDays: 120,
    responses: [
      {
        by: 'vendor.admin@demo.test',
        message: 'Meridian’s Warsaw office manages 14 Polish oncology sites with nuclear medicine departments.',
        timeline: 'Feasibility in 4 weeks, first sites in 12',
        price: 610_000,
        status: 'SUBMITTED',
      },
    ],
  },
  {
    kind: 'SERVICE',
    status: 'AWARDED',
    visibility: 'PUBLIC',
    by: 'sponsor.nointerests@demo.test',
    title: 'Central imaging reads for a Phase 2 melanoma study',
    description: 'Blinded independent central review of CT and MRI scans for 160 patients over three years.',
    publishedDays: -75,
    deadlineDays: -50,
    closedDays: -40,
    references: [svc('Medical Imaging'), svc('Central Imaging Reads'), ta('Oncology'), ind('Melanoma')],
    phases: ['PHASE_2'],
    timeline: '36 months',
    budget: [150_000, 300_000],
    responses: [
      {
        by: 'vendor.member@demo.test',
        message: 'Meridian would subcontract reads to an imaging core lab it has worked with for five years.',
        timeline: '36 months',
        price: 275_000,
        status: 'AWARDED',
        rating: 4,
      },
    ],
  },
];
