/** Word lists the profile generator (demo-capabilities.ts) composes fitting capabilities from. */

/** A specialty CRO: the services it is known for and the key services that say so. */
export interface CroSpecialty {
  focus: string;
  services: readonly string[];
  keyServices: readonly string[];
}

export const CRO_SPECIALTIES: readonly CroSpecialty[] = [
  {
    focus: 'biometrics',
    services: ['Data Management', 'Biostatistics', 'Medical Writing'],
    keyServices: ['Functional Service Provider', 'Data & Analytics Provider'],
  },
  {
    focus: 'drug safety',
    services: ['Pharmacovigilance', 'Medical Monitoring', 'Regulatory Affairs'],
    keyServices: ['Safety Specialist'],
  },
  {
    focus: 'regulatory and quality',
    services: ['Regulatory Affairs', 'Quality Assurance', 'Medical Writing'],
    keyServices: ['Regulatory Specialist', 'Consultancy'],
  },
  {
    focus: 'patient recruitment',
    services: ['Patient Recruitment', 'Site Management', 'Decentralized Trial Services'],
    keyServices: ['Patient Recruitment Specialist'],
  },
  {
    focus: 'laboratory and imaging',
    services: ['Central Laboratory', 'Medical Imaging'],
    keyServices: ['Specialty Lab'],
  },
  {
    focus: 'clinical monitoring',
    services: ['Clinical Monitoring', 'Site Management', 'Project Management'],
    keyServices: ['Functional Service Provider'],
  },
  {
    focus: 'real-world evidence',
    services: ['Real-World Evidence', 'Health Economics & Outcomes Research', 'Biostatistics'],
    keyServices: ['Data & Analytics Provider', 'Consultancy'],
  },
  {
    focus: 'clinical supplies',
    services: ['Clinical Supply Chain', 'Project Management'],
    keyServices: ['Clinical Supply Provider'],
  },
];

export const FULL_SERVICE_CRO = [
  'Clinical Monitoring',
  'Data Management',
  'Biostatistics',
  'Project Management',
  'Site Management',
  'Pharmacovigilance',
  'Regulatory Affairs',
  'Medical Writing',
  'Patient Recruitment',
  'Quality Assurance',
  'Medical Monitoring',
] as const;

/** A technology provider's product line and the services sold with it. */
export interface TechSuite {
  focus: string;
  products: readonly string[];
  services: readonly string[];
  keyService?: string;
}

export const TECH_SUITES: readonly TechSuite[] = [
  {
    focus: 'data capture',
    products: ['EDC', 'eCOA/ePRO', 'eConsent', 'Electronic Source (eSource)', 'Randomization Software', 'IRT/RTSM'],
    services: ['Data Management', 'Translation & Localization'],
  },
  {
    focus: 'trial operations',
    products: ['CTMS', 'eTMF', 'Site Payments Platform', 'Learning Management System'],
    services: ['Project Management', 'Quality Assurance'],
  },
  {
    focus: 'decentralized trials',
    products: ['Decentralized Trial Platform', 'Telemedicine Platform', 'Patient Engagement App', 'eConsent'],
    services: ['Decentralized Trial Services', 'Home Nursing'],
    keyService: 'Decentralized Trial Provider',
  },
  {
    focus: 'analytics',
    products: [
      'Feasibility Analytics',
      'AI Protocol Design',
      'Clinical Data Repository',
      'Statistical Computing Environment',
      'Risk-Based Quality Management Platform',
    ],
    services: ['Biostatistics', 'Real-World Evidence'],
    keyService: 'Data & Analytics Provider',
  },
  {
    focus: 'safety and regulatory',
    products: ['Safety Database', 'Regulatory Information Management', 'eTMF'],
    services: ['Pharmacovigilance', 'Regulatory Affairs'],
  },
  {
    focus: 'imaging and digital biomarkers',
    products: ['Medical Imaging Platform', 'Wearables & Digital Biomarkers'],
    services: ['Medical Imaging'],
  },
  {
    focus: 'clinical supply',
    products: ['IRT/RTSM', 'Clinical Supply Forecasting', 'Randomization Software'],
    services: ['Clinical Supply Chain'],
    keyService: 'Clinical Supply Provider',
  },
  {
    focus: 'patient recruitment',
    products: ['Patient Recruitment Platform', 'Feasibility Analytics', 'Patient Engagement App', 'eConsent'],
    services: ['Patient Recruitment'],
    keyService: 'Patient Recruitment Specialist',
  },
];

/** Services a research site offers sponsors besides running the study. */
export const SITE_SERVICES = ['Patient Recruitment', 'Central Laboratory', 'Home Nursing', 'Medical Imaging'] as const;

/** The modalities a sponsor plausibly develops in each therapeutic area. */
export const MODALITIES_BY_AREA: Readonly<Record<string, readonly string[]>> = {
  Oncology: [
    'Antibody-Drug Conjugate',
    'Bispecific Antibody',
    'CAR-T',
    'Cell Therapy',
    'Small Molecule',
    'Monoclonal Antibody',
    'Radiopharmaceutical',
  ],
  Cardiology: ['Small Molecule', 'RNAi/Antisense Oligonucleotide', 'Monoclonal Antibody', 'Peptide', 'Medical Device'],
  Neurology: ['Small Molecule', 'RNAi/Antisense Oligonucleotide', 'Gene Therapy', 'Monoclonal Antibody'],
  Psychiatry: ['Small Molecule', 'Digital Therapeutic'],
  Immunology: ['Monoclonal Antibody', 'Bispecific Antibody', 'Small Molecule', 'Cell Therapy', 'Biosimilar'],
  'Infectious Diseases': ['Vaccine', 'mRNA', 'Monoclonal Antibody', 'Small Molecule'],
  'Endocrinology & Metabolism': ['Peptide', 'Small Molecule', 'RNAi/Antisense Oligonucleotide', 'Medical Device'],
  Respiratory: ['Small Molecule', 'Monoclonal Antibody', 'Combination Product'],
  'Rare Diseases': ['Gene Therapy', 'Gene Editing', 'RNAi/Antisense Oligonucleotide', 'Protein/Enzyme Replacement'],
  Hematology: ['Gene Therapy', 'Gene Editing', 'Monoclonal Antibody', 'Small Molecule'],
  Nephrology: ['Small Molecule', 'Monoclonal Antibody', 'RNAi/Antisense Oligonucleotide'],
  Ophthalmology: ['Gene Therapy', 'Monoclonal Antibody', 'Small Molecule'],
  Dermatology: ['Monoclonal Antibody', 'Small Molecule', 'Biosimilar'],
  Gastroenterology: ['Monoclonal Antibody', 'Small Molecule', 'Microbiome Therapeutic'],
  "Women's Health": ['Small Molecule', 'Peptide', 'Medical Device'],
  Pediatrics: ['Vaccine', 'Small Molecule', 'Gene Therapy'],
  Vaccines: ['Vaccine', 'mRNA'],
  'Pain & Anesthesiology': ['Small Molecule', 'Medical Device', 'Digital Therapeutic'],
};

/** Non-profits and advocacy groups whose name says the disease they work on (company-words CAUSES). */
export const CAUSE_FOCUS: Readonly<Record<string, { areas: readonly string[]; indications: readonly string[] }>> = {
  'Rare Disease': { areas: ['Rare Diseases'], indications: [] },
  'Sickle Cell': { areas: ['Rare Diseases', 'Hematology'], indications: ['Sickle Cell Disease'] },
  'Cancer Research': { areas: ['Oncology'], indications: [] },
  'Neuro Hope': { areas: ['Neurology'], indications: [] },
  'Diabetes Action': { areas: ['Endocrinology & Metabolism'], indications: ['Type 1 Diabetes', 'Type 2 Diabetes'] },
  'Lupus Light': { areas: ['Immunology'], indications: ['Lupus'] },
  'Crohn’s Care': { areas: ['Immunology', 'Gastroenterology'], indications: ["Crohn's Disease"] },
  'Lung Health': { areas: ['Respiratory'], indications: [] },
  'Breathe Easy': { areas: ['Respiratory'], indications: ['Asthma', 'COPD'] },
  'Kidney Care': { areas: ['Nephrology'], indications: ['Chronic Kidney Disease'] },
  'Vision First': { areas: ['Ophthalmology'], indications: [] },
  Heartbeat: { areas: ['Cardiology'], indications: [] },
  'Kind Heart': { areas: ['Cardiology'], indications: ['Heart Failure'] },
  'Bright Minds': { areas: ['Psychiatry'], indications: [] },
  'Healthy Kids': { areas: ['Pediatrics'], indications: [] },
  'Steady Hands': { areas: ['Neurology'], indications: ["Parkinson's Disease"] },
  'Strong Bones': { areas: ['Pain & Anesthesiology'], indications: ['Chronic Low Back Pain'] },
  'Global Health': { areas: ['Infectious Diseases', 'Vaccines'], indications: [] },
};
