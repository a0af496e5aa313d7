import type { ReferenceRef } from '../reference/index.js';

/** A demo capability alert of a persona company; valid until `validDays` from now (negative: expired). */
export interface DemoAlert {
  by: string;
  title: string;
  description: string;
  references: ReferenceRef[];
  publishedDays: number;
  validDays: number;
}

export const DEMO_ALERTS: readonly DemoAlert[] = [
  {
    by: 'vendor.admin@demo.test',
    title: 'Oncology monitoring capacity from next month: 6 CRAs in Poland and the US',
    description:
      'Six experienced oncology CRAs (risk-based and on-site monitoring) become available as two studies close out. We can staff a new Phase 2-3 study within four weeks.',
    references: [
      { kind: 'SERVICES', name: 'Risk-Based Monitoring' },
      { kind: 'SERVICES', name: 'On-Site Monitoring' },
      { kind: 'THERAPEUTIC_AREAS', name: 'Oncology' },
      { kind: 'REGIONS', name: 'Poland' },
      { kind: 'REGIONS', name: 'United States' },
    ],
    publishedDays: -4,
    validDays: 60,
  },
  {
    by: 'vendor.member@demo.test',
    title: 'Respiratory study start-up team',
    description: 'A start-up team with asthma and COPD experience was free for one study last quarter.',
    references: [
      { kind: 'SERVICES', name: 'Study Start-Up' },
      { kind: 'THERAPEUTIC_AREAS', name: 'Respiratory' },
    ],
    publishedDays: -70,
    validDays: -12,
  },
  {
    by: 'pastdue.admin@demo.test',
    title: 'eCOA in 40 languages, live in six weeks',
    description:
      'Licensed and translated eCOA instruments for neurology and psychiatry studies, validated for 21 CFR Part 11, deployable on provisioned or patients’ own devices.',
    references: [
      { kind: 'PRODUCTS', name: 'eCOA/ePRO' },
      { kind: 'THERAPEUTIC_AREAS', name: 'Neurology' },
      { kind: 'THERAPEUTIC_AREAS', name: 'Psychiatry' },
      { kind: 'REGIONS', name: 'Europe' },
    ],
    publishedDays: -8,
    validDays: 45,
  },
  {
    by: 'site.admin@demo.test',
    title: 'Heart failure enrolment capacity: 40 patients a quarter',
    description:
      'Our cardiology clinic can enrol about 40 heart failure patients a quarter into a new Phase 2 or 3 study, with pre-screening from our patient database.',
    references: [
      { kind: 'THERAPEUTIC_AREAS', name: 'Cardiology' },
      { kind: 'SERVICES', name: 'Patient Recruitment' },
      { kind: 'REGIONS', name: 'United States' },
    ],
    publishedDays: -2,
    validDays: 30,
  },
  {
    by: 'site.admin@demo.test',
    title: "Alzheimer's disease study slots this spring",
    description: 'Two study slots for early Alzheimer’s disease trials were open this spring.',
    references: [{ kind: 'THERAPEUTIC_AREAS', name: 'Neurology' }],
    publishedDays: -120,
    validDays: -40,
  },
];

/** Looking-for items the demo adds (the capability feature moves the older lists over itself). */
