import type { Static } from 'typebox';
import type { Executor } from '../../../db/database.js';
import { partnerIdsOf } from '../../partner/partner.repository.js';
import { type CompanyViewer, loadCompanyDtos } from '../company.dto.js';
import type { CompanyDto } from '../company.schemas.js';
import { type EngineResult, type Facet, runSearch, type SearchFilters, type SortDirection, type SortField } from './search.engine.js';
import { type HighlightSegment, highlightName, segmentsFromMarked } from './search.highlight.js';
import type { CompanySearchIndex } from './search.index.js';
import type { SearchQuery } from './search.schemas.js';
import { descriptionExcerpts, matchText, normalizeSearchText, rankPage } from './search.text.js';

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
  const [field = 'relevance', direction] = (query.sort ?? 'relevance,DESC').split(',') as [SortField, string | undefined];
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
    sort: { field, direction: field === 'relevance' ? 'DESC' : ((direction?.toUpperCase() as SortDirection | undefined) ?? (field === 'name' ? 'ASC' : 'DESC')) },
    page: query.page ?? 0,
    size: query.size ?? 10,
  };
}

/**
 * A search: the text (if any) is matched and ranked by PostgreSQL; filters, facet counts, sorting
 * and paging run over the in-memory index; the page's companies and highlights are read last. With
 * filters and best match, only the page is ranked, among the companies that pass the filters (rankPage).
 */
export async function searchCompanies(db: Executor, index: CompanySearchIndex, viewer: CompanyViewer | null, command: SearchCommand): Promise<SearchPage> {
  const snapshot = await index.current();
  const { text, filters, sort, page, size } = command;
  const partners = viewer?.companyId && command.partners !== 'INCLUDE' ? { ids: await partnerIdsOf(db, viewer.companyId), only: command.partners === 'ONLY_PARTNERS' } : null;
  const byRelevance = text !== '' && sort.field === 'relevance';
  // Ranking costs per match: with filters, rank only the page among the companies that pass them
  // (rankPage); without, rank every match in the same scan that finds them.
  const rankAfterFilters = byRelevance && (partners !== null || restricts(filters));
  const matches = text ? await matchText(db, text, byRelevance && !rankAfterFilters) : null;
  // Trigram matches are not tsquery matches: those few keep their order (words, then by similarity).
  const rankInSql = byRelevance && matches !== null && !matches.ranked && matches.mode !== 'fuzzy';
  const result: EngineResult = runSearch(snapshot, {
    filters,
    textMatches: matches?.ids ?? null,
    partners,
    sort: rankInSql ? { field: 'name', direction: 'ASC' } : sort,
    page,
    size,
    collect: rankInSql,
  });
  const mode = matches?.mode ?? 'words';
  const among = result.all !== null && result.all.length < (matches?.ids.length ?? 0) ? result.all : null;
  const pageIds = rankInSql ? (result.total > page * size ? await rankPage(db, text, mode, among, page * size, size) : []) : result.ids;
  const [companies, excerpts] = await Promise.all([loadCompanyDtos(db, pageIds, viewer), text ? descriptionExcerpts(db, text, mode, pageIds) : Promise.resolve(null)]);
  return {
    content: companies.map((company) => ({
      company,
      highlights: excerpts ? { name: highlightName(company.name, text), description: segmentsFromMarked(excerpts.get(company.id) ?? '') } : null,
    })),
    page,
    size,
    totalElements: result.total,
    totalPages: Math.ceil(result.total / size),
    facets: result.facets,
  };
}

/** True when a filter is set (flags count only when true). */
export function restricts(f: SearchFilters): boolean {
  return (
    f.companyRoleIds.length + f.servicesIds.length + f.productsIds.length + f.therapeuticAreasIds.length + f.regionsIds.length + f.employeesNumberId.length > 0 ||
    f.siteType.length + f.patientCareSettings.length + f.badges.length > 0 ||
    f.countryId !== null ||
    f.minorityOwned || f.womenOwned || f.disabilityOwned || f.auditedByFDA || f.claimedOnly || f.publishedRequests || f.publishedAlerts
  );
}
