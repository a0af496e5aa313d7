import type { CompanyRoleType } from '../modules/company/company.table.js';
import type { Random } from './prng.js';
import type { ReferenceRef } from './reference-names.js';

const names = (refs: ReferenceRef[], kinds: string[]): string[] =>
  refs.filter((r) => kinds.includes(r.kind)).map((r) => r.name);

function list(items: string[], fallback: string): string {
  if (items.length === 0) return fallback;
  if (items.length === 1) return items[0] ?? fallback;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** One or two plausible sentences built from the company's own attributes. */
export function describeCompany(
  random: Random,
  roleType: CompanyRoleType,
  name: string,
  city: string,
  refs: ReferenceRef[],
): string {
  const areas = list(
    names(refs, ['THERAPEUTIC_AREAS']).map((a) => a.toLowerCase()),
    'several therapeutic areas',
  );
  const indications = list(names(refs, ['INDICATIONS']), 'unmet medical needs');
  const services = list(
    names(refs, ['SERVICES']).map((s) => s.toLowerCase()),
    'clinical development services',
  );
  const products = list(names(refs, ['PRODUCTS']), 'clinical trial software');
  const regions = list(names(refs, ['REGIONS']), 'multiple regions');
  const modalities = list(names(refs, ['MODALITIES']), 'novel');
  const founded = random.int(1985, 2022);
  switch (roleType) {
    case 'Sponsor':
      return `${name} is a ${random.pick(['clinical-stage', 'late-stage', 'commercial-stage', 'research-driven'])} biopharmaceutical company based in ${city}, developing ${modalities} programmes in ${areas} with a focus on ${indications}. Trials run across ${regions}.`;
    case 'Site':
      return `${name} is an independent research site in ${city}, founded in ${founded}, conducting Phase ${random.pick(['1-4', '2-4', '1-3'])} studies in ${areas}, including ${indications}.`;
    case 'Vendor':
      return names(refs, ['PRODUCTS']).length > 0
        ? `${name} provides ${products} to sponsors, CROs and sites. Headquartered in ${city} since ${founded}, it supports studies across ${regions}.`
        : `${name} is a ${random.pick(['full-service', 'specialty', 'mid-size', 'niche'])} CRO headquartered in ${city}, offering ${services} in ${areas} across ${regions}.`;
    case 'Nonprofit':
      return `${name} is a non-profit organisation based in ${city} that funds and coordinates research in ${areas}, partnering with academic centres across ${regions}.`;
    case 'PatientsAdvocacy':
      return `${name} represents patients and families affected by ${indications}, helping them find and take part in clinical research since ${founded}.`;
    default:
      return `${name} is a ${city}-based investor backing ${list(names(refs, ['SERIES']), 'early-stage')} companies in ${areas}, with a thesis around ${modalities} platforms.`;
  }
}
