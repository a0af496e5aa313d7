import type { CompanyRoleType, CompanyStatus, EmployeesBand } from '../company.table.js';
import type { DemoAttributes } from './demo-attributes.js';
import { PERSONA_LOOKING_FOR } from './persona-profiles.js';
import { HELIXA_EMAIL_DOMAIN, NORTHBRIDGE_EMAIL_DOMAIN } from '../../../seed/personas.js';
import { ROLE_IDS } from './roles.data.js';

export interface PersonaCompany {
  key: string;
  name: string;
  roleId: number;
  roleType: CompanyRoleType;
  /** CLAIMED (it has admins) unless listed otherwise. */
  status: Extract<CompanyStatus, 'CLAIMED' | 'APPROVED'>;
  active: boolean;
  employeesBand: EmployeesBand;
  hqCountry: string;
  hqState: string | null;
  hqCity: string;
  description: string;
  website: string;
  emailDomain: string;
  /** Issue 4's attributes (site details, badges, published flags, looking-for list). */
  attributes: DemoAttributes;
  minorityOwned: boolean;
  womenOwned: boolean;
}

const NO_ATTRIBUTES: DemoAttributes = {
  siteType: null,
  patientCareSettings: [],
  badges: [],
  hasPublishedRequests: false,
  hasPublishedAlerts: false,
  lookingFor: null,
};

type CompanyInput = Omit<PersonaCompany, 'active' | 'status' | 'attributes' | 'minorityOwned' | 'womenOwned'> &
  Partial<Pick<PersonaCompany, 'active' | 'status' | 'minorityOwned' | 'womenOwned'>> & {
    attributes?: Partial<DemoAttributes>;
  };

const company = ({ attributes, ...c }: CompanyInput): PersonaCompany => ({
  active: true,
  status: 'CLAIMED',
  minorityOwned: false,
  womenOwned: false,
  ...c,
  attributes: { ...NO_ATTRIBUTES, ...attributes },
});

export const PERSONA_COMPANIES: readonly PersonaCompany[] = [
  company({
    key: 'helixa',
    name: 'Helixa Biotherapeutics',
    roleId: ROLE_IDS.sponsor,
    roleType: 'Sponsor',
    employeesBand: 'LARGE',
    hqCountry: 'US',
    hqState: 'MA',
    hqCity: 'Cambridge',
    website: 'https://www.helixabio.example',
    emailDomain: HELIXA_EMAIL_DOMAIN,
    description:
      'Helixa Biotherapeutics is a clinical-stage biopharmaceutical company developing antibody-drug conjugates and cell therapies for solid tumours. Its lead ADC is in Phase 2 for HER2-low breast cancer and non-small cell lung cancer, and a CAR-T programme in ovarian cancer starts its first trial next year. Trials run across North America and Europe with a small set of preferred CROs, sites and technology vendors.',
    attributes: {
      badges: ['VERIFIED'],
      hasPublishedRequests: true,
      lookingFor: {
        published: true,
        note: 'Selecting a CRO and EDC vendor for a Phase 2 solid-tumour programme in Europe and North America.',
        items: [
          { kind: 'SERVICES', name: 'Clinical Monitoring' },
          { kind: 'SERVICES', name: 'Data Management' },
          { kind: 'PRODUCTS', name: 'EDC' },
          { kind: 'THERAPEUTIC_AREAS', name: 'Oncology' },
          { kind: 'REGIONS', name: 'Europe' },
          { kind: 'REGIONS', name: 'North America' },
        ],
      },
    },
  }),
  company({
    key: 'atlas',
    name: 'Atlas Oncology Partners',
    roleId: ROLE_IDS.sponsor,
    roleType: 'Sponsor',
    employeesBand: 'MID',
    hqCountry: 'US',
    hqState: 'NJ',
    hqCity: 'Princeton',
    website: 'https://www.atlasoncology.example',
    emailDomain: 'atlasoncology.example',
    description:
      'Atlas Oncology Partners sponsors Phase 2 and Phase 3 oncology trials across North America and Europe. Its pipeline covers multiple myeloma, acute myeloid leukemia and metastatic prostate cancer, with a radioligand programme in Phase 2. A lean clinical operations team in Princeton outsources monitoring and data management study by study.',
    attributes: { badges: ['VERIFIED'], lookingFor: PERSONA_LOOKING_FOR.atlas ?? null },
  }),
  company({
    key: 'meridian',
    name: 'Meridian Clinical Research',
    roleId: ROLE_IDS.cro,
    roleType: 'Vendor',
    employeesBand: 'MID',
    hqCountry: 'US',
    hqState: 'NC',
    hqCity: 'Durham',
    website: 'https://www.meridianclinical.example',
    emailDomain: 'meridianclinical.example',
    description:
      'Meridian Clinical Research is a mid-size full-service CRO offering risk-based monitoring, data management and biostatistics. From Durham and Warsaw, its 300 staff have run more than 450 Phase 1-4 studies in oncology, cardiology, neurology and respiratory disease. Sponsors use it as a full-service partner or as a functional service provider for biometrics.',
    attributes: {
      badges: ['VERIFIED', 'RESPONSIVE', 'SCOPE_EXHIBITOR'],
      hasPublishedAlerts: true,
      // Unpublished: only Meridian's own members see it.
      lookingFor: {
        published: false,
        note: 'Looking for site networks in oncology.',
        items: [
          { kind: 'PRODUCTS', name: 'eCOA/ePRO' },
          { kind: 'THERAPEUTIC_AREAS', name: 'Oncology' },
          { kind: 'REGIONS', name: 'North America' },
          { kind: 'REGIONS', name: 'Europe' },
        ],
      },
    },
  }),
  company({
    key: 'cortexa',
    name: 'Cortexa Trial Systems',
    roleId: ROLE_IDS.techProvider,
    roleType: 'Vendor',
    employeesBand: 'SMALL',
    hqCountry: 'GB',
    hqState: null,
    hqCity: 'London',
    website: 'https://www.cortexa.example',
    emailDomain: 'cortexa.example',
    description:
      'Cortexa Trial Systems builds EDC, eCOA and randomization software for decentralized and hybrid trials. Studies go live in six weeks on average, with eCOA instruments licensed and translated into 40 languages. The platform is validated for 21 CFR Part 11 and EU Annex 11 and runs in studies across Europe and North America.',
    minorityOwned: true,
    attributes: {
      badges: ['NEW_ON_PLATFORM'],
      hasPublishedAlerts: true,
      lookingFor: PERSONA_LOOKING_FOR.cortexa ?? null,
    },
  }),
  company({
    key: 'lakeshore',
    name: 'Lakeshore Research Institute',
    roleId: ROLE_IDS.site,
    roleType: 'Site',
    employeesBand: 'MID',
    hqCountry: 'US',
    hqState: 'IL',
    hqCity: 'Chicago',
    website: 'https://www.lakeshoreresearch.example',
    emailDomain: 'lakeshoreresearch.example',
    description:
      'Lakeshore Research Institute runs Phase 1-4 studies in cardiology, neurology and metabolic disease with 40 investigators. Its Chicago clinics have enrolled patients in more than 300 trials since 2004, with a pre-screened database of 12,000 patients. Dedicated coordinators handle start-up, so most studies activate within six weeks.',
    attributes: {
      siteType: 'PRIVATE_RESEARCH_SITE',
      patientCareSettings: ['INPATIENT', 'OUTPATIENT'],
      badges: ['TOP_RATED'],
      lookingFor: {
        published: true,
        note: "Open to Phase 2-3 sponsor studies in heart failure, atrial fibrillation and Alzheimer's disease.",
        items: [
          { kind: 'THERAPEUTIC_AREAS', name: 'Cardiology' },
          { kind: 'THERAPEUTIC_AREAS', name: 'Neurology' },
          { kind: 'REGIONS', name: 'North America' },
        ],
      },
    },
  }),
  company({
    key: 'opencures',
    name: 'Open Cures Foundation',
    roleId: ROLE_IDS.nonprofit,
    roleType: 'Nonprofit',
    employeesBand: 'SMALL',
    hqCountry: 'CH',
    hqState: null,
    hqCity: 'Geneva',
    website: 'https://www.opencures.example',
    emailDomain: 'opencures.example',
    description:
      'Open Cures Foundation funds and coordinates academic trials in neglected and rare diseases. It supports 14 investigator-initiated trials with partners in Europe, Africa and Latin America, from shorter tuberculosis treatments to natural-history studies in Duchenne muscular dystrophy. Data and results are shared openly with researchers and patient groups.',
    attributes: { hasPublishedRequests: true, lookingFor: PERSONA_LOOKING_FOR.opencures ?? null },
  }),
  company({
    key: 'rarevoices',
    name: 'Rare Voices Alliance',
    roleId: ROLE_IDS.patientsAdvocacy,
    roleType: 'PatientsAdvocacy',
    employeesBand: 'SMALL',
    hqCountry: 'US',
    hqState: 'CO',
    hqCity: 'Denver',
    website: 'https://www.rarevoices.example',
    emailDomain: 'rarevoices.example',
    description:
      'Rare Voices Alliance connects rare-disease patients and families with researchers and trial sponsors. It represents 9,000 families across the United States and Canada, reviews protocols for patient burden and helps sponsors reach eligible patients. Its trial navigators guide families from first contact to the last study visit.',
    womenOwned: true,
    attributes: { badges: ['RESPONSIVE'], lookingFor: PERSONA_LOOKING_FOR.rarevoices ?? null },
  }),
  company({
    key: 'quietharbor',
    name: 'Quiet Harbor Ventures',
    roleId: ROLE_IDS.investor,
    roleType: 'Investor',
    employeesBand: 'SMALL',
    active: false,
    hqCountry: 'US',
    hqState: 'CA',
    hqCity: 'San Francisco',
    website: 'https://www.quietharbor.example',
    emailDomain: 'quietharbor.example',
    description:
      'Quiet Harbor Ventures invests in seed to Series B therapeutics and clinical-technology companies. Its second fund of $180M backs gene therapy, neurology and digital therapeutics companies, often as lead investor.',
    attributes: { lookingFor: PERSONA_LOOKING_FOR.quietharbor ?? null },
  }),
  // Listed but unclaimed (APPROVED), and no seed data ever claims it: registration tests claim it.
  company({
    key: 'northbridge',
    name: 'Northbridge Bioanalytics',
    roleId: ROLE_IDS.cro,
    roleType: 'Vendor',
    employeesBand: 'SMALL',
    status: 'APPROVED',
    hqCountry: 'US',
    hqState: 'PA',
    hqCity: 'Philadelphia',
    website: 'https://www.northbridge-bio.example',
    emailDomain: NORTHBRIDGE_EMAIL_DOMAIN,
    description:
      'Northbridge Bioanalytics is a bioanalytical CRO running regulated LC-MS/MS, ligand-binding and biomarker assays for Phase 1-3 studies. Its GLP laboratory in Philadelphia handles sample management and reporting for sponsors across North America and Europe.',
  }),
];
