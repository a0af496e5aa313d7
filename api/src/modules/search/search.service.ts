import type { Static } from 'typebox';
import type { Executor } from '../../db/database.js';
import { type CompanyDto, type CompanyViewer, loadCompanyDtos } from '../company/index.js';
import { type HighlightSegment, highlightName, segmentsFromMarked } from './search.highlight.js';
import type {
  CompanySearchIndex,
  Facet,
  PartnerRule,
  SearchFilters,
  SortDirection,
  SortField,
} from './search.index.js';
import type { SearchQuery } from './search.schemas.js';
import { descriptionExcerpts, normalizeSearchText } from './search.text.js';

export type PartnerInclusion = 'INCLUDE' | 'EXCLUDE' | 'ONLY_PARTNERS';

export interface SearchCommand {
  text: string;
  filters: SearchFilters;
  partners: PartnerInclusion;
  sort: { field: SortField; direction: SortDirection };
  page: number;
  size: number;
  /** False: no facet counts (search.index.ts's IndexQuery.facets). */
  facets: boolean;
}

export interface SearchResult {
  company: CompanyDto;
  highlights: { name: HighlightSegment[]; description: HighlightSegment[] } | null;
}

export interface SearchPage {
  content: SearchResult[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  facets: Facet[];
}

/** The REST query as a command: defaults filled, text normalised, duplicates dropped. */
export function searchCommandFrom(query: Static<typeof SearchQuery>): SearchCommand {
  const list = <T>(values: readonly T[] | undefined): T[] => [...new Set(values ?? [])];
  const [field = 'relevance', direction] = (query.sort ?? 'relevance,DESC').split(',') as [
    SortField,
    string | undefined,
  ];
  return {
    text: normalizeSearchText(query.searchString),
    filters: {
      companyRoleIds: list(query.companyRoleIds),
      servicesIds: list(query.servicesIds),
      productsIds: list(query.productsIds),
      therapeuticAreasIds: list(query.therapeuticAreasIds),
      regionsIds: list(query.regionsIds),
      countryId: query.countryId ?? null,
      employeesNumberId: list(query.employeesNumberId),
      siteType: list(query.siteType),
      patientCareSettings: list(query.patientCareSettings),
      badges: list(query.badges),
      minorityOwned: query.minorityOwned === true,
      womenOwned: query.womenOwned === true,
      disabilityOwned: query.disabilityOwned === true,
      auditedByFDA: query.auditedByFDA === true,
      claimedOnly: query.claimedOnly === true,
      publishedRequests: query.publishedRequests === true,
      publishedAlerts: query.publishedAlerts === true,
      minRating: query.minRating ?? null,
      verifiedClaims: list(query.verifiedClaims),
    },
    partners: query.contractedPartners ?? 'INCLUDE',
    // Relevance and rating have one direction (best first); the others default to their natural one.
    sort: {
      field,
      direction:
        field === 'relevance' || field === 'rating'
          ? 'DESC'
          : ((direction?.toUpperCase() as SortDirection | undefined) ?? (field === 'name' ? 'ASC' : 'DESC')),
    },
    page: query.page ?? 0,
    size: query.size ?? 10,
    facets: true,
  };
}

/**
 * A search: the api instance's company search index (search.index.ts: in memory or in
 * PostgreSQL) answers the page's ids, the total and the facets; the page's companies and
 * highlights are read last. `viewer` may still be resolving (a database read): only the partner
 * rule and the page need it, so the rest runs meanwhile.
 */
export async function searchCompanies(
  db: Executor,
  index: CompanySearchIndex,
  viewer: CompanyViewer | null | Promise<CompanyViewer | null>,
  command: SearchCommand,
): Promise<SearchPage> {
  const pendingViewer = Promise.resolve(viewer);
  // Awaited below; this only keeps an early refusal from counting as unhandled meanwhile.
  pendingViewer.catch(() => undefined);
  const { text, page, size } = command;
  const partners =
    command.partners === 'INCLUDE'
      ? null
      : pendingViewer.then((reader) => partnerRule(reader, command.partners === 'ONLY_PARTNERS'));
  // The index awaits it when it gets to it; likewise kept from counting as unhandled meanwhile.
  partners?.catch(() => undefined);
  const result = await index.search({ ...command, partners });
  const [companies, excerpts] = await Promise.all([
    pendingViewer.then((reader) => loadCompanyDtos(db, result.ids, reader)),
    result.textMode ? descriptionExcerpts(db, text, result.textMode, result.ids) : null,
  ]);
  return {
    content: companies.map((company) => ({
      company,
      highlights: excerpts
        ? { name: highlightName(company.name, text), description: segmentsFromMarked(excerpts.get(company.id) ?? '') }
        : null,
    })),
    page,
    size,
    totalElements: result.total,
    totalPages: Math.ceil(result.total / size),
    facets: result.facets,
  };
}

/** The caller's company's contracted partners to keep out or keep only; none without a company (signed out). */
function partnerRule(viewer: CompanyViewer | null, only: boolean): PartnerRule | null {
  return viewer?.companyId ? { companyId: viewer.companyId, only } : null;
}
