import {
  areaAdjective,
  capitalised,
  disease,
  modalityNoun,
  quarterAhead,
  regionPhrase,
} from '../../../seed/clinical-words.js';
import { withArticle } from '../../../seed/english.js';
import type { ReferenceRef } from '../../reference/index.js';
import { phaseWord, type RequestScene, type RequestTemplate, type RequestText } from './request-scene.js';

/** What a site must have for a study in the area, as sponsors ask for it. */
const SITE_NEEDS: Readonly<Record<string, string>> = {
  Oncology: 'infusion capacity and a tumour board that reviews eligibility weekly',
  Cardiology: 'echocardiography on site and a heart failure clinic',
  Neurology: 'MRI on site and raters trained on the primary scale',
  Psychiatry: 'experienced, calibrated raters and low rater turnover',
  Immunology: 'experience with biologics and an infusion chair',
  'Infectious Diseases': 'capacity to enrol quickly during the season',
  'Endocrinology & Metabolism': 'experience with continuous glucose monitoring',
  Respiratory: 'spirometry to ATS/ERS standards',
  'Rare Diseases': 'a patient registry or a referral network for the condition',
  Hematology: 'a transfusion unit and apheresis',
  Nephrology: 'access to dialysis units and nephrology clinics',
  Ophthalmology: 'OCT imaging and retina specialists',
  Dermatology: 'standardised photography for lesion counts',
  Gastroenterology: 'endoscopy on site with central reading',
  "Women's Health": 'transvaginal ultrasound and a gynaecology clinic',
  Pediatrics: 'paediatric investigators and a child-friendly research unit',
  Vaccines: 'capacity to enrol several hundred participants in a few weeks',
  'Pain & Anesthesiology': 'experience with daily pain diaries',
};

const DESIGNS = [
  'randomised, double-blind, placebo-controlled',
  'randomised, open-label, active-controlled',
  'single-arm, open-label',
  'randomised, double-blind, dose-ranging',
];

function siteText(scene: RequestScene, title: string, sites: number): RequestText {
  const { random, area, indication, modality, now } = scene;
  const patients = sites * random.int(6, 20);
  const about = indication ? disease(indication) : `${areaAdjective(area)} conditions`;
  const drug = modality ? withArticle(modalityNoun(modality)) : 'an investigational drug';
  const references: ReferenceRef[] = [
    { kind: 'THERAPEUTIC_AREAS', name: area },
    ...(indication ? [{ kind: 'INDICATIONS' as const, name: indication }] : []),
    { kind: 'REGIONS', name: scene.region },
  ];
  return {
    kind: 'SITE',
    title,
    description: `A ${random.pick(DESIGNS)} ${phaseWord(scene)} study of ${drug} in about ${patients} patients with ${about}. We need sites with ${SITE_NEEDS[area] ?? 'a dedicated study coordinator'}, first patient in ${quarterAhead(now, random.int(1, 3))}. Please tell us how many comparable patients you enrolled in the last three years.`,
    references,
    countries: scene.countries,
    phases: [scene.phase],
    numberOfSites: sites,
    enrolmentTarget: patients,
    startInDays: random.int(60, 180),
    timeline: null,
    budget: null,
    problem: null,
    stage: null,
  };
}

const studyOf = (s: RequestScene) => (s.indication ? disease(s.indication) : areaAdjective(s.area));

export const SITE_REQUESTS: readonly RequestTemplate[] = [
  {
    key: 'sites-for-study',
    kind: 'SITE',
    fits: (s) => s.phase !== 'PHASE_1',
    write: (s) => {
      const sites = s.random.int(6, 30);
      return siteText(
        s,
        `${sites} sites for a ${phaseWord(s)} ${studyOf(s)} study in ${regionPhrase(s.region)}`,
        sites,
      );
    },
  },
  {
    key: 'investigators-with-experience',
    kind: 'SITE',
    fits: (s) => s.modality !== null && s.phase !== 'PHASE_4',
    write: (s) =>
      siteText(
        s,
        `Investigators with ${modalityNoun(s.modality ?? '')} experience for a ${phaseWord(s)} ${studyOf(s)} trial`,
        s.random.int(4, 15),
      ),
  },
  {
    key: 'first-in-human',
    kind: 'SITE',
    fits: (s) => s.phase === 'PHASE_1',
    write: (s) =>
      siteText(
        s,
        `First-in-human ${areaAdjective(s.area)} study: Phase 1 units in ${regionPhrase(s.region)}`,
        s.random.int(2, 5),
      ),
  },
  {
    key: 'rescue-sites',
    kind: 'SITE',
    fits: (s) => s.phase === 'PHASE_2' || s.phase === 'PHASE_3',
    write: (s) => siteText(s, `Rescue sites for an enrolling ${phaseWord(s)} ${studyOf(s)} study`, s.random.int(3, 8)),
  },
  {
    key: 'treatment-naive',
    kind: 'SITE',
    fits: (s) => s.indication !== null,
    write: (s) =>
      siteText(
        s,
        `${capitalised(studyOf(s))}: sites with access to newly diagnosed patients in ${regionPhrase(s.region)}`,
        s.random.int(5, 20),
      ),
  },
  {
    key: 'academic-sites',
    kind: 'SITE',
    fits: (s) => s.poster.roleId === 5,
    write: (s) =>
      siteText(
        s,
        `Academic centres for an investigator-initiated ${studyOf(s)} trial in ${regionPhrase(s.region)}`,
        s.random.int(4, 12),
      ),
  },
  {
    key: 'phase-4',
    kind: 'SITE',
    fits: (s) => s.phase === 'PHASE_4',
    write: (s) =>
      siteText(
        s,
        `Post-marketing ${studyOf(s)} study: community sites in ${regionPhrase(s.region)}`,
        s.random.int(10, 40),
      ),
  },
];
