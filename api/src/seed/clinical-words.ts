/** How the field says reference values in running text, for the texts the demo seed writes. */

/** Names whose sentence form is not just lower case: "research in respiratory disease". */
const PROSE: Readonly<Record<string, string>> = { Respiratory: 'respiratory disease' };

/**
 * A reference name as a sentence says it: "Clinical Monitoring" → "clinical monitoring", "&" →
 * "and"; acronyms (EDC, CAR-T, mRNA) stay as they are.
 */
export function lower(name: string): string {
  return (
    PROSE[name] ??
    name.replace(/\b([A-Z])([a-z]+)\b/g, (_m, a: string, b: string) => a.toLowerCase() + b).replace(/ & /g, ' and ')
  );
}

/** A therapeutic area before a noun: "oncology sites", "cardiovascular outcomes", "metabolic studies". */
const AREA_ADJECTIVES: Readonly<Record<string, string>> = {
  Cardiology: 'cardiovascular',
  'Infectious Diseases': 'infectious disease',
  'Endocrinology & Metabolism': 'metabolic',
  'Rare Diseases': 'rare disease',
  Nephrology: 'renal',
  Gastroenterology: 'GI',
  Vaccines: 'vaccine',
  'Pain & Anesthesiology': 'pain',
  Pediatrics: 'pediatric',
};

export const areaAdjective = (area: string): string => AREA_ADJECTIVES[area] ?? area.toLowerCase();

// Acronyms keep their capitals (COPD, IgA, COVID); other words of a name are said in lower case.
const unlessAcronym = (part: string): string =>
  (part.match(/[A-Z]/g)?.length ?? 0) > 1 || /^[A-Z]$/.test(part) ? part : part.toLowerCase();
// Words of disease names that keep their capital: eponyms.
const PROPER = /^(Duchenne|Fabry|Crohn's|Alzheimer's|Parkinson's)$/;

/** An indication in running text: "non-small cell lung cancer", "Crohn's disease", "COPD", "type 2 diabetes". */
export const disease = (indication: string): string =>
  indication
    .split(' ')
    .map((word) => (PROPER.test(word) ? word : word.split('-').map(unlessAcronym).join('-')))
    .join(' ');

/** A modality as the thing a study tests: "a CAR-T cell therapy", "an antisense oligonucleotide". */
const MODALITY_NOUNS: Readonly<Record<string, string>> = {
  'CAR-T': 'CAR-T cell therapy',
  mRNA: 'mRNA vaccine',
  'RNAi/Antisense Oligonucleotide': 'antisense oligonucleotide',
  'Protein/Enzyme Replacement': 'enzyme replacement therapy',
  'Gene Editing': 'gene-editing therapy',
};

export const modalityNoun = (modality: string): string => MODALITY_NOUNS[modality] ?? disease(modality);

/** A region in running text: "the US", "Central and Eastern Europe", "the Nordics". */
const REGION_PHRASES: Readonly<Record<string, string>> = {
  'United States': 'the US',
  'United Kingdom': 'the UK',
  Nordics: 'the Nordics',
  'Central & Eastern Europe': 'Central and Eastern Europe',
  'Middle East & Africa': 'the Middle East and Africa',
  'Gulf States': 'the Gulf States',
};

export const regionPhrase = (region: string): string => REGION_PHRASES[region] ?? region;

/** The first letter in capitals, for a title or a sentence that starts with a generated word. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The month `ahead` months after `now`: "April". */
export const monthAhead = (now: Date, ahead: number): string => MONTHS[(now.getUTCMonth() + ahead) % 12] ?? 'January';

/** The calendar quarter `ahead` quarters after `now`'s: "Q3 2026". */
export function quarterAhead(now: Date, ahead: number): string {
  const index = Math.floor(now.getUTCMonth() / 3) + ahead;
  return `Q${(index % 4) + 1} ${now.getUTCFullYear() + Math.floor(index / 4)}`;
}
