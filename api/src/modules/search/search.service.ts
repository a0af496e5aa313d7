import type { Static } from 'typebox';
import type { Executor } from '../../db/database.js';
import { partnerIdsOf } from '../partner/partner.repository.js';
import { type CompanyViewer, loadCompanyDtos } from '../company/company.dto.js';
import type { CompanyDto } from '../company/company.schemas.js';
import {
  type EngineQuery,
  type EngineResult,
  type Facet,
  runSearch,
  type SearchFilters,
  type SortDirection,
  type SortField,
} from './search.engine.js';
import { type HighlightSegment, highlightName, segmentsFromMarked } from './search.highlight.js';
import type { CompanySearchIndex } from './search.index.js';
import type { SearchQuery } from './search.schemas.js';
import type { TextMatcher } from './search.matches.js';
import { descriptionExcerpts, normalizeSearchText } from './search.text.js';

export type PartnerInclusion = 'INCLUDE' | 'EXCLUDE' | 'ONLY_PARTNERS';

export interface SearchCommand {
  text: string;
  filters: SearchFilters;
  partners: PartnerInclusion;
  sort: { field: SortField; direction: SortDirection };
  page: number;
  size: number;
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
    },
    partners: query.contractedPartners ?? 'INCLUDE',
    // Relevance has one direction (most relevant first); the others default to their natural one.
    sort: {
      field,
      direction:
        field === 'relevance'
          ? 'DESC'
          : ((direction?.toUpperCase() as SortDirection | undefined) ?? (field === 'name' ? 'ASC' : 'DESC')),
    },
    page: query.page ?? 0,
    size: query.size ?? 10,
  };
}

/** An api instance's search: its in-memory index and its kept text matches. */
export interface CompanySearch {
  index: CompanySearchIndex;
  matcher: TextMatcher;
}

/**
 * A search: the text (if any) is matched and ranked by PostgreSQL (kept per snapshot by the
 * matcher); filters, facet counts, sorting and paging run over the in-memory index; the page's
 * companies and highlights are read last. `viewer` may still be resolving (a database read): only
 * the partner rule and the page need it, so the rest runs meanwhile.
 */
export async function searchCompanies(
  db: Executor,
  search: CompanySearch,
  viewer: CompanyViewer | null | Promise<CompanyViewer | null>,
  command: SearchCommand,
): Promise<SearchPage> {
  const pendingViewer = Promise.resolve(viewer);
  // Awaited below; this only keeps an early refusal from counting as unhandled meanwhile.
  pendingViewer.catch(() => undefined);
  const snapshot = await search.index.current();
  const { text, filters, sort, page, size } = command;
  const [matches, partners] = await Promise.all([
    text ? search.matcher.match(snapshot, text, sort.field === 'relevance') : null,
    command.partners === 'INCLUDE'
      ? null
      : pendingViewer.then((reader) => partnerRule(db, reader, command.partners === 'ONLY_PARTNERS')),
  ]);
  const result: EngineResult = runSearch(snapshot, {
    filters,
    textMatches: matches?.set ?? null,
    partners,
    sort,
    page,
    size,
  });
  const [companies, excerpts] = await Promise.all([
    pendingViewer.then((reader) => loadCompanyDtos(db, result.ids, reader)),
    matches ? descriptionExcerpts(db, text, matches.mode, result.ids) : null,
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

/** The caller's contracted partners to keep out or keep only; none without a company (signed out). */
async function partnerRule(
  db: Executor,
  viewer: CompanyViewer | null,
  only: boolean,
): Promise<EngineQuery['partners']> {
  return viewer?.companyId ? { ids: await partnerIdsOf(db, viewer.companyId), only } : null;
}
