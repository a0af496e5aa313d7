import {
  areaAdjective,
  disease,
  modalityNoun,
  monthAhead,
  quarterAhead,
  regionPhrase,
} from '../../../seed/clinical-words.js';
import { withArticle } from '../../../seed/english.js';
import type { ReferenceRef } from '../../reference/index.js';
import { phaseWord, type RequestScene, type RequestTemplate, type RequestText } from './request-scene.js';

const studyOf = (s: RequestScene) => (s.indication ? disease(s.indication) : areaAdjective(s.area));

interface ServiceAsk {
  title: string;
  services: string[];
  /** What is in scope, as the poster lists it. */
  scope: string;
  /** Budget range in thousands of dollars. */
  budget: [number, number];
}

function serviceText(scene: RequestScene, ask: ServiceAsk): RequestText {
  const { random, now, area } = scene;
  const months = random.int(6, 36);
  const references: ReferenceRef[] = [
    ...ask.services.map((name): ReferenceRef => ({ kind: 'SERVICES', name })),
    { kind: 'THERAPEUTIC_AREAS', name: area },
    { kind: 'REGIONS', name: scene.region },
  ];
  const [low, high] = ask.budget;
  const min = random.int(low, Math.round((low + high) / 2));
  return {
    kind: 'SERVICE',
    title: ask.title,
    description: `${ask.scope} The study runs in ${regionPhrase(scene.region)} and we expect work to start in ${monthAhead(now, random.int(2, 5))}. Please send a proposal with your team, a timeline and a budget broken down by activity.`,
    references,
    countries: [],
    phases: [scene.phase],
    numberOfSites: null,
    enrolmentTarget: null,
    startInDays: null,
    timeline: random.chance(0.5)
      ? `${months} months`
      : `${quarterAhead(now, 1)} to ${quarterAhead(now, 1 + Math.ceil(months / 3))}`,
    budget: random.chance(0.7) ? [min * 1000, random.int(min + 10, high) * 1000] : null,
    problem: null,
    stage: null,
  };
}

const template = (
  key: string,
  fits: RequestTemplate['fits'],
  ask: (s: RequestScene) => ServiceAsk,
): RequestTemplate => ({
  key,
  kind: 'SERVICE',
  fits,
  write: (s) => serviceText(s, ask(s)),
});
const always = () => true;

export const SERVICE_REQUESTS: readonly RequestTemplate[] = [
  template(
    'full-service-cro',
    (s) => s.phase !== 'PHASE_1',
    (s) => ({
      title: `Full-service CRO for a ${phaseWord(s)} ${studyOf(s)} trial in ${regionPhrase(s.region)}`,
      services: ['Project Management', 'Clinical Monitoring', 'Data Management', 'Biostatistics'],
      scope: `We need one partner for project management, monitoring, data management and biostatistics, from site selection to the clinical study report, for about ${s.random.int(8, 40) * 10} patients.`,
      budget: [800, 6000],
    }),
  ),
  template('biometrics', always, (s) => ({
    title: `Data management and biostatistics for a ${phaseWord(s)} ${areaAdjective(s.area)} study`,
    services: ['Data Management', 'Biostatistics'],
    scope:
      'Scope: EDC build, data cleaning, SDTM and ADaM datasets, the statistical analysis plan and tables, listings and figures for the CSR.',
    budget: [250, 1200],
  })),
  template(
    'medical-writing',
    (s) => s.phase !== 'PHASE_4',
    (s) => ({
      title: `Clinical study report and lay summary for a ${phaseWord(s)} ${studyOf(s)} study`,
      services: ['Medical Writing', 'Clinical Study Reports', 'Plain Language Summaries'],
      scope: `Database lock is planned for ${quarterAhead(s.now, 2)}; we need the CSR to ICH E3 and a plain language summary for participants.`,
      budget: [60, 200],
    }),
  ),
  template(
    'pharmacovigilance',
    (s) => s.modality !== null,
    (s) => ({
      title: `Pharmacovigilance partner for ${withArticle(modalityNoun(s.modality ?? 'Small Molecule'))} programme entering ${phaseWord(s)}`,
      services: ['Pharmacovigilance', 'Case Processing', 'Aggregate Reporting'],
      scope:
        'Scope: SAE intake and case processing, the safety database, DSURs and a safety physician for signal review.',
      budget: [120, 600],
    }),
  ),
  template(
    'regulatory',
    (s) => s.phase === 'PHASE_1' || s.phase === 'PHASE_2',
    (s) => ({
      title: `Regulatory strategy and CTA submissions for ${withArticle(areaAdjective(s.area))} programme in ${regionPhrase(s.region)}`,
      services: ['Regulatory Affairs', 'IND/CTA Submissions', 'Regulatory Strategy'],
      scope:
        'We need a regulatory lead for the clinical trial applications and a scientific advice meeting before the pivotal study.',
      budget: [80, 350],
    }),
  ),
  template('central-lab', always, (s) => ({
    title: `Central laboratory and biomarker assays for a ${phaseWord(s)} ${studyOf(s)} study`,
    services: ['Central Laboratory', 'Biomarker Analysis', 'Sample Management'],
    scope: `Safety labs, PK samples and an exploratory biomarker panel for about ${s.random.int(6, 30) * 10} patients, with kits and sample storage for five years.`,
    budget: [200, 1500],
  })),
  template(
    'imaging',
    (s) => ['Oncology', 'Neurology', 'Ophthalmology', 'Respiratory'].includes(s.area),
    (s) => ({
      title: `Independent central imaging reads for a ${phaseWord(s)} ${studyOf(s)} study`,
      services: ['Medical Imaging', 'Central Imaging Reads'],
      scope:
        'Blinded independent central review with two readers and adjudication, image QC at upload and an imaging charter.',
      budget: [150, 900],
    }),
  ),
  template(
    'recruitment',
    (s) => s.phase !== 'PHASE_1',
    (s) => ({
      title: `Patient recruitment support for a ${phaseWord(s)} ${studyOf(s)} trial in ${regionPhrase(s.region)}`,
      services: ['Patient Recruitment', 'Digital Recruitment', 'Pre-Screening'],
      scope: `Enrolment is ${s.random.int(20, 45)}% behind plan; we need digital pre-screening and referrals to our existing sites.`,
      budget: [100, 500],
    }),
  ),
  template('monitoring-fsp', always, (s) => ({
    title: `Clinical monitoring FSP: ${s.random.int(3, 10)} CRAs in ${regionPhrase(s.region)}`,
    services: ['Clinical Monitoring', 'Risk-Based Monitoring'],
    scope:
      'CRAs working in our CTMS and under our SOPs, with on-site and remote visits to a risk-based monitoring plan.',
    budget: [300, 1500],
  })),
  template(
    'supply',
    (s) => s.phase === 'PHASE_2' || s.phase === 'PHASE_3',
    (s) => ({
      title: `Comparator sourcing and depot set-up for a ${phaseWord(s)} study in ${regionPhrase(s.region)}`,
      services: ['Clinical Supply Chain', 'Comparator Sourcing', 'Depot Distribution'],
      scope:
        'We need the comparator sourced with full pedigree, blinded labelling and regional depots before the first site opens.',
      budget: [250, 1800],
    }),
  ),
  template(
    'natural-history',
    (s) => s.area === 'Rare Diseases' || s.poster.roleId === 5,
    (s) => ({
      title: `Real-world data and a natural-history study in ${studyOf(s)}`,
      services: ['Real-World Evidence', 'Biostatistics'],
      scope:
        'We want registry or claims data to describe disease progression and build an external control for a single-arm study.',
      budget: [150, 700],
    }),
  ),
];
