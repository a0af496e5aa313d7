import type { ReferenceKind, ReferenceRef } from '../../reference/index.js';
import type { DemoLookingFor } from './demo-attributes.js';

type ByKind = Partial<Record<ReferenceKind, readonly string[]>>;
const refs = (byKind: ByKind): ReferenceRef[] =>
  (Object.entries(byKind) as [ReferenceKind, readonly string[]][]).flatMap(([kind, names]) =>
    names.map((name) => ({ kind, name })),
  );
const list = (published: boolean, note: string, byKind: ByKind): DemoLookingFor => ({
  published,
  note,
  items: refs(byKind),
});

/**
 * The persona companies' capabilities, written to agree with their descriptions (the README's
 * demo accounts open these first), within spec §9's limits (company.limits.ts).
 */
export const PERSONA_REFERENCES: Readonly<Record<string, readonly ReferenceRef[]>> = {
  helixa: refs({
    THERAPEUTIC_AREAS: ['Oncology'],
    INDICATIONS: ['Breast Cancer', 'Non-Small Cell Lung Cancer', 'Ovarian Cancer', 'Pancreatic Cancer'],
    MODALITIES: ['Antibody-Drug Conjugate', 'Cell Therapy', 'CAR-T'],
    REGIONS: ['North America', 'United States', 'Canada', 'Europe', 'Germany', 'Spain', 'United Kingdom'],
  }),
  atlas: refs({
    THERAPEUTIC_AREAS: ['Oncology', 'Hematology'],
    INDICATIONS: ['Multiple Myeloma', 'Acute Myeloid Leukemia', 'Prostate Cancer', 'Melanoma'],
    MODALITIES: ['Small Molecule', 'Monoclonal Antibody', 'Radiopharmaceutical'],
    REGIONS: ['North America', 'United States', 'Europe', 'Western Europe', 'Poland'],
  }),
  meridian: refs({
    SERVICES: [
      'Clinical Monitoring',
      'Risk-Based Monitoring',
      'Remote Monitoring',
      'Centralized Monitoring',
      'Data Management',
      'Database Design & Build',
      'Data Cleaning',
      'Medical Coding',
      'CDISC Conversion',
      'Biostatistics',
      'Statistical Analysis Plans',
      'Adaptive Design',
      'DSMB Support',
      'Project Management',
      'Study Start-Up',
      'Site Management',
      'Feasibility Assessment',
      'Medical Writing',
      'Clinical Study Reports',
    ],
    THERAPEUTIC_AREAS: ['Oncology', 'Cardiology', 'Neurology', 'Immunology', 'Respiratory'],
    INDICATIONS: ['Non-Small Cell Lung Cancer', 'Heart Failure', 'Multiple Sclerosis', 'Asthma'],
    REGIONS: ['North America', 'United States', 'Canada', 'Europe', 'Central & Eastern Europe', 'Poland'],
    COMPANY_KEY_SERVICES: ['Full-Service CRO', 'Functional Service Provider'],
  }),
  cortexa: refs({
    SERVICES: ['Data Management', 'Database Design & Build', 'Translation & Localization'],
    PRODUCTS: ['EDC', 'eCOA/ePRO', 'eConsent', 'Randomization Software', 'IRT/RTSM', 'Decentralized Trial Platform'],
    THERAPEUTIC_AREAS: ['Neurology', 'Psychiatry', 'Respiratory'],
    REGIONS: ['Europe', 'United Kingdom', 'Western Europe', 'North America', 'United States'],
    COMPANY_KEY_SERVICES: ['Technology Platform', 'Decentralized Trial Provider'],
  }),
  lakeshore: refs({
    SERVICES: ['Patient Recruitment', 'Pre-Screening', 'Patient Retention', 'Central Laboratory', 'Sample Management'],
    THERAPEUTIC_AREAS: ['Cardiology', 'Neurology', 'Endocrinology & Metabolism'],
    INDICATIONS: [
      'Heart Failure',
      'Atrial Fibrillation',
      'Hypertension',
      "Alzheimer's Disease",
      "Parkinson's Disease",
      'Migraine',
      'Type 2 Diabetes',
      'Obesity',
    ],
    REGIONS: ['North America', 'United States'],
    COMPANY_KEY_SERVICES: ['Patient Recruitment Specialist'],
  }),
  opencures: refs({
    SERVICES: [
      'Real-World Evidence',
      'Biostatistics',
      'Patient Recruitment',
      'Community Outreach',
      'Regulatory Affairs',
      'Orphan Drug Designation',
    ],
    THERAPEUTIC_AREAS: ['Rare Diseases', 'Infectious Diseases'],
    INDICATIONS: ['Tuberculosis', 'Duchenne Muscular Dystrophy', 'Sickle Cell Disease', 'Fabry Disease'],
    REGIONS: ['Europe', 'Western Europe', 'Middle East & Africa', 'South Africa', 'Latin America'],
  }),
  rarevoices: refs({
    SERVICES: [
      'Patient Recruitment',
      'Community Outreach',
      'Patient Retention',
      'Medical Writing',
      'Plain Language Summaries',
    ],
    THERAPEUTIC_AREAS: ['Rare Diseases'],
    INDICATIONS: ['Duchenne Muscular Dystrophy', 'Spinal Muscular Atrophy', 'Hemophilia', 'Fabry Disease'],
    REGIONS: ['North America', 'United States', 'Canada'],
    COMPANY_KEY_SERVICES: ['Patient Recruitment Specialist'],
  }),
  quietharbor: refs({
    SERIES: ['Seed', 'Series A', 'Series B'],
    THERAPEUTIC_AREAS: ['Oncology', 'Neurology', 'Rare Diseases'],
    MODALITIES: ['Gene Therapy', 'Small Molecule', 'Digital Therapeutic'],
    REGIONS: ['North America', 'United States'],
  }),
  northbridge: refs({
    SERVICES: ['Central Laboratory', 'Bioanalytical Services', 'Biomarker Analysis', 'Sample Management'],
    THERAPEUTIC_AREAS: ['Oncology', 'Immunology', 'Endocrinology & Metabolism'],
    REGIONS: ['North America', 'United States', 'Europe'],
    COMPANY_KEY_SERVICES: ['Specialty Lab'],
  }),
};

/** Looking-for lists of the persona companies that persona-companies.ts does not spell out. */
export const PERSONA_LOOKING_FOR: Readonly<Record<string, DemoLookingFor>> = {
  atlas: list(true, 'Selecting sites in North America and Poland for a Phase 3 multiple myeloma study.', {
    SERVICES: ['Site Management', 'Patient Recruitment', 'Pharmacovigilance'],
    PRODUCTS: ['IRT/RTSM', 'eCOA/ePRO'],
    THERAPEUTIC_AREAS: ['Oncology', 'Hematology'],
    REGIONS: ['North America', 'Europe'],
  }),
  cortexa: list(true, 'Looking for CRO implementation partners and sponsors running hybrid CNS studies.', {
    SERVICES: ['Clinical Monitoring', 'Project Management'],
    THERAPEUTIC_AREAS: ['Neurology', 'Psychiatry'],
    REGIONS: ['Europe', 'North America'],
  }),
  opencures: list(true, 'Looking for CROs and sites in Africa and Latin America for an academic tuberculosis trial.', {
    SERVICES: ['Clinical Monitoring', 'Data Management'],
    PRODUCTS: ['EDC', 'eConsent'],
    THERAPEUTIC_AREAS: ['Rare Diseases', 'Infectious Diseases'],
    REGIONS: ['Middle East & Africa', 'Latin America'],
  }),
  rarevoices: list(
    true,
    'Looking for sponsors and sites running rare-disease trials that families can join from home.',
    {
      SERVICES: ['Decentralized Trial Services'],
      THERAPEUTIC_AREAS: ['Rare Diseases'],
      REGIONS: ['North America'],
    },
  ),
  quietharbor: list(true, 'Looking for Series A companies with clinical-stage gene therapy programmes.', {
    THERAPEUTIC_AREAS: ['Oncology', 'Neurology'],
    REGIONS: ['North America'],
  }),
};
