import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/database.js';
import { companies } from '../company/index.js';
import { requestResponses } from './responses.table.js';
import { countries, referenceItems } from '../reference/index.js';
import { acceptsResponses } from './requests.access.js';
import type { RequestReader } from './requests.repository.js';
import type { RequestCompanyDto, RequestDto, RequestSummaryDto } from './requests.schemas.js';
import { type RequestRow, requestInvites, requests } from './requests.table.js';

const companyColumns = { id: companies.id, name: companies.name, alias: companies.alias, logoUrl: companies.logoUrl };

/** Whether the reader sees this request in full (members with a plan, and always their own company's). */
const fullFor = (reader: RequestReader, row: Pick<RequestRow, 'companyId'>) =>
  !reader.limited || row.companyId === reader.companyId;

interface Extras {
  companies: Map<number, RequestCompanyDto>;
  references: Map<number, { id: number; name: string; kind: string }>;
  countries: Map<number, { id: number; code: string; name: string }>;
  responseCounts: Map<number, number>;
  myStatuses: Map<number, RequestSummaryDto['myResponseStatus']>;
}

/** Names, counts and the viewer's responses for the rows shown in full: one query each, whatever the page size. */
async function loadExtras(db: Executor, reader: RequestReader, rows: readonly RequestRow[]): Promise<Extras> {
  const ids = rows.map((r) => r.id);
  const companyIds = [...new Set(rows.map((r) => r.companyId))];
  const referenceIds = [...new Set(rows.flatMap((r) => r.referenceIds))];
  const countryIds = [...new Set(rows.flatMap((r) => r.countryIds))];
  const none = Promise.resolve([]);
  const [companyRows, referenceRows, countryRows, countRows, mine] = await allQueries(db, [
    () =>
      companyIds.length ? db.select(companyColumns).from(companies).where(inArray(companies.id, companyIds)) : none,
    () =>
      referenceIds.length
        ? db
            .select({ id: referenceItems.id, name: referenceItems.name, kind: referenceItems.kind })
            .from(referenceItems)
            .where(inArray(referenceItems.id, referenceIds))
        : none,
    () =>
      countryIds.length
        ? db
            .select({ id: countries.id, code: countries.code, name: countries.name })
            .from(countries)
            .where(inArray(countries.id, countryIds))
        : none,
    () =>
      ids.length
        ? db
            .select({ id: requestResponses.requestId, n: count() })
            .from(requestResponses)
            .where(inArray(requestResponses.requestId, ids))
            .groupBy(requestResponses.requestId)
        : none,
    () =>
      ids.length && reader.companyId !== null
        ? db
            .select({ id: requestResponses.requestId, status: requestResponses.status })
            .from(requestResponses)
            .where(and(inArray(requestResponses.requestId, ids), eq(requestResponses.companyId, reader.companyId)))
        : none,
  ]);
  return {
    companies: new Map(companyRows.map((c) => [c.id, c])),
    references: new Map(referenceRows.map((r) => [r.id, r])),
    countries: new Map(countryRows.map((c) => [c.id, c])),
    responseCounts: new Map(countRows.map((c) => [c.id, Number(c.n)])),
    myStatuses: new Map(mine.map((m) => [m.id, m.status])),
  };
}

function toSummary(reader: RequestReader, row: RequestRow, extras: Extras): RequestSummaryDto {
  const teaser = {
    id: row.id,
    kind: row.kind,
    status: row.status,
    title: row.title,
    responseDeadline: row.responseDeadline,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
  if (!fullFor(reader, row)) {
    return {
      ...teaser,
      teaser: true,
      visibility: null,
      company: null,
      references: null,
      countries: null,
      responseCount: null,
      myResponseStatus: null,
      isOwnCompany: false,
    };
  }
  const pick = <T>(map: Map<number, T>, ids: readonly number[]) =>
    ids.map((id) => map.get(id)).filter((v): v is T => v !== undefined);
  return {
    ...teaser,
    teaser: false,
    visibility: row.visibility,
    company: extras.companies.get(row.companyId) ?? null,
    references: pick(extras.references, row.referenceIds),
    countries: pick(extras.countries, row.countryIds).sort((a, b) => a.name.localeCompare(b.name)),
    responseCount: extras.responseCounts.get(row.id) ?? 0,
    myResponseStatus: extras.myStatuses.get(row.id) ?? null,
    isOwnCompany: row.companyId === reader.companyId,
  };
}

/** The summaries of `ids`, in that order (ids that vanished meanwhile are left out). */
export async function loadRequestSummaries(
  db: Executor,
  reader: RequestReader,
  ids: readonly number[],
): Promise<RequestSummaryDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(requests)
    .where(inArray(requests.id, [...ids]));
  const extras = await loadExtras(
    db,
    reader,
    rows.filter((row) => fullFor(reader, row)),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(reader, row, extras)] : [];
  });
}

/** One request as the reader may see it (call after the access check). */
export async function loadRequestDto(
  db: Executor,
  reader: RequestReader,
  row: RequestRow,
  now: Date,
): Promise<RequestDto> {
  const full = fullFor(reader, row);
  const extras = await loadExtras(db, reader, full ? [row] : []);
  const summary = toSummary(reader, row, extras);
  const own = row.companyId === reader.companyId;
  const invited = own
    ? await db
        .select(companyColumns)
        .from(requestInvites)
        .innerJoin(companies, eq(companies.id, requestInvites.companyId))
        .where(eq(requestInvites.requestId, row.id))
        .orderBy(asc(companies.name))
    : null;
  const value = <T>(v: T): T | null => (full ? v : null);
  return {
    ...summary,
    description: value(row.description),
    phases: value(row.phases),
    numberOfSites: value(row.numberOfSites),
    enrolmentTarget: value(row.enrolmentTarget),
    startDate: value(row.startDate),
    timeline: value(row.timeline),
    budgetMin: value(row.budgetMin),
    budgetMax: value(row.budgetMax),
    problem: value(row.problem),
    stage: value(row.stage),
    invitedCompanies: invited,
    createdAt: full ? row.createdAt.toISOString() : null,
    updatedAt: full ? row.updatedAt.toISOString() : null,
    closedAt: full ? (row.closedAt?.toISOString() ?? null) : null,
    version: row.version,
    canEdit: own && !reader.impersonating && (row.status === 'DRAFT' || row.status === 'OPEN'),
    acceptsResponses: acceptsResponses(row, now),
  };
}
