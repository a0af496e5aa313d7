import { areaAdjective, disease, regionPhrase } from '../../../seed/clinical-words.js';
import { withArticle } from '../../../seed/english.js';
import type { ReferenceRef } from '../../reference/index.js';
import type { InnovationStage } from '../requests.table.js';
import type { RequestScene, RequestTemplate, RequestText } from './request-scene.js';

const studyOf = (s: RequestScene) => (s.indication ? disease(s.indication) : areaAdjective(s.area));

interface InnovationAsk {
  title: string;
  products: string[];
  problem: string;
  want: string;
}

function innovationText(scene: RequestScene, ask: InnovationAsk): RequestText {
  const { random } = scene;
  const references: ReferenceRef[] = [
    ...ask.products.map((name): ReferenceRef => ({ kind: 'PRODUCTS', name })),
    ...(scene.modality ? [{ kind: 'MODALITIES' as const, name: scene.modality }] : []),
    { kind: 'THERAPEUTIC_AREAS', name: scene.area },
    { kind: 'REGIONS', name: scene.region },
  ];
  return {
    kind: 'INNOVATION',
    title: ask.title,
    description: `${ask.want} It should run in ${regionPhrase(scene.region)} and fit studies already under way. Tell us where it is in use today and what a pilot in one study would take.`,
    references,
    countries: [],
    phases: [],
    numberOfSites: null,
    enrolmentTarget: null,
    startInDays: null,
    timeline: null,
    budget: null,
    problem: ask.problem,
    stage: random.pick<InnovationStage>(['PROTOTYPE', 'PILOT', 'MARKET_READY', 'MARKET_READY']),
  };
}

const template = (
  key: string,
  fits: RequestTemplate['fits'],
  ask: (s: RequestScene) => InnovationAsk,
): RequestTemplate => ({
  key,
  kind: 'INNOVATION',
  fits,
  write: (s) => innovationText(s, ask(s)),
});
const always = () => true;

export const INNOVATION_REQUESTS: readonly RequestTemplate[] = [
  template('diaries', always, (s) => ({
    title: `Electronic symptom diaries for ${withArticle(studyOf(s))} study`,
    products: ['eCOA/ePRO'],
    problem: `Paper diaries come back incomplete: about ${s.random.int(20, 40)}% of diary days are missing or filled in late.`,
    want: 'We want an eCOA solution with licensed instruments, reminders and compliance reports for sites.',
  })),
  template('remote-visits', always, (s) => ({
    title: `Remote visits for ${studyOf(s)} patients who live far from sites`,
    products: ['Decentralized Trial Platform', 'Telemedicine Platform'],
    problem: `Travel to site is the main reason patients decline or drop out; ${s.random.int(2, 4)} of ${s.random.int(8, 10)} follow-up visits need no physical exam.`,
    want: 'We are looking for televisits with home nursing and direct-to-patient shipment for the follow-up visits.',
  })),
  template(
    'digital-endpoints',
    (s) => ['Neurology', 'Respiratory', 'Cardiology', 'Rare Diseases'].includes(s.area),
    (s) => ({
      title: `Wearable endpoints to measure daily activity in ${studyOf(s)}`,
      products: ['Wearables & Digital Biomarkers'],
      problem: 'Clinic-based walk tests capture a few minutes every three months and vary from visit to visit.',
      want: 'We want a validated wearable that measures activity continuously and is accepted as an exploratory endpoint.',
    }),
  ),
  template('feasibility-ai', always, (s) => ({
    title: `Fewer screen failures in ${studyOf(s)} with data-driven feasibility`,
    products: ['Feasibility Analytics', 'AI Protocol Design'],
    problem: `Screen failure ran at ${s.random.int(45, 70)}% in our last study, mostly on two eligibility criteria.`,
    want: 'We want to test our draft eligibility criteria against real patient data before the protocol is final.',
  })),
  template(
    'econsent',
    (s) => s.poster.roleId === 1,
    (s) => ({
      title: `eConsent for a decentralised ${areaAdjective(s.area)} trial`,
      products: ['eConsent'],
      problem: 'Consent needs a site visit today, which delays enrolment by about two weeks.',
      want: 'We want remote eConsent with identity checks and investigator countersignature, validated for Part 11.',
    }),
  ),
  template('recruitment-platform', always, (s) => ({
    title: `Reaching ${studyOf(s)} patients before they reach a trial site`,
    products: ['Patient Recruitment Platform', 'Patient Engagement App'],
    problem: 'Most eligible patients are treated outside research centres and never hear about our studies.',
    want: 'We are looking for a platform that finds and pre-screens patients in the community and refers them to sites.',
  })),
  template('site-payments', always, (s) => ({
    title: `Paying investigator sites faster in ${regionPhrase(s.region)}`,
    products: ['Site Payments Platform'],
    problem: `Sites wait about ${s.random.int(60, 120)} days for visit payments, and two left our last study over it.`,
    want: 'We want payments triggered by visits confirmed in the EDC, with withholding and VAT handled per country.',
  })),
  template('central-monitoring', always, (s) => ({
    title: `Central monitoring dashboards for ${withArticle(areaAdjective(s.area))} portfolio`,
    products: ['Risk-Based Quality Management Platform'],
    problem: 'Source data verification takes most of our monitoring budget and still finds issues late.',
    want: 'We want key risk indicators and quality tolerance limits across studies, as ICH E6(R3) expects.',
  })),
];
