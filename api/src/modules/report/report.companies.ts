import type { Population, Profile } from './report.population.js';
import type { ReferenceItem } from './report.references.js';
import { type ReferenceFilters, shown } from './report.rules.js';

export interface CompaniesFilters extends ReferenceFilters {
  companyRoleId: number | null;
}

/**
 * Active companies by top-level therapeutic area and region, summed over the population search
 * lists to anyone (its base filter, report.population.ts) narrowed as search's facet filters
 * narrow it: a cell equals the total search shows for that type, area and region; a company
 * counts once per area and region it is linked to (directly, or through an indication or
 * sub-region). A selected area or region is the only one of its dimension.
 */
export function companiesReport({ profiles, references }: Population, f: CompaniesFilters) {
  const areaItems = references.tops('THERAPEUTIC_AREAS', f.therapeuticAreaId);
  const regionItems = references.tops('REGIONS', f.regionId);
  const singles = new Map<number, number>();
  const pairs = new Map<number, Map<number, number>>();
  const add = (map: Map<number, number>, key: number, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  // A selected area or region is the only column or row of its dimension.
  const only = (tops: readonly number[], selected: number | null) =>
    selected === null ? tops : tops.filter((id) => id === selected);
  const passes = (p: Profile) =>
    (f.companyRoleId === null || p.roleId === f.companyRoleId) &&
    (f.therapeuticAreaId === null || p.areas.includes(f.therapeuticAreaId)) &&
    (f.regionId === null || p.regions.includes(f.regionId));
  let total = 0;
  for (const profile of profiles) {
    if (!passes(profile)) continue;
    const n = profile.companies;
    total += n;
    const regions = only(profile.topRegions, f.regionId);
    for (const region of regions) add(singles, region, n);
    for (const area of only(profile.topAreas, f.therapeuticAreaId)) {
      add(singles, area, n);
      const row = pairs.get(area) ?? new Map<number, number>();
      for (const region of regions) add(row, region, n);
      pairs.set(area, row);
    }
  }
  const figure = (item: ReferenceItem) => {
    const count = singles.get(item.id) ?? 0;
    return { code: String(item.id), label: item.name, count: shown(count, count) };
  };
  return {
    companies: shown(total, total),
    areas: areaItems.map(figure),
    regions: regionItems.map(figure),
    cells: areaItems.flatMap((area) =>
      regionItems.map((region) => {
        const count = pairs.get(area.id)?.get(region.id) ?? 0;
        return { areaCode: String(area.id), regionCode: String(region.id), count: shown(count, count) };
      }),
    ),
  };
}
