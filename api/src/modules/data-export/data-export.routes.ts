import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/auth.hooks.js';
import { forbidden } from '../../errors.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { IDEMPOTENCY_HEADER } from '../idempotency/index.js';
import { billingDeps, planInForce } from '../subscription/index.js';
import type { UserRow } from '../user/index.js';
import { visibleFolder } from '../watchlist/index.js';
import { allowanceOf, claimExport } from './data-export.allowance.js';
import { csvFileName } from './data-export.file-name.js';
import {
  EXPLORER_EXPORT_MESSAGE,
  explorerExportLimit,
  exportNeedsSubscription,
  MONTHLY_EXPORT_ROWS,
} from './data-export.limits.js';
import { companyCsv } from './data-export.rows.js';
import { CsvResponse, ExportAllowanceDto, NoBody } from './data-export.schemas.js';
import { folderCompanyIds, SearchCriteria, searchCompanyIds, searchSubject } from './data-export.sources.js';
import type { DataExportKind } from './data-export.table.js';

export const EXPORT_ROWS_HEADER = 'x-export-rows';

// The CSV is streamed, never kept as a replayable answer (docs/idempotency.md): a repeated key
// is recognised by the export log's own unique key instead, and the file is sent again.
const exportConfig = { auth: 'user' as const, idempotency: false };
const refusals = `403 ExplorerLimit on Explorer ("${EXPLORER_EXPORT_MESSAGE}"), SubscriptionRequired without a plan in force, ExportQuota past the month's allowance (nothing counted). The same Idempotency-Key from the same user streams the file again, counted once.`;

/** Who exports, for which company, with how many rows a month. */
interface Exporter {
  user: UserRow;
  companyId: number;
  monthlyRows: number;
}

interface Export {
  kind: DataExportKind;
  subject: string;
  /** The companies to write, in order. */
  ids: number[];
  /** How many the export has (a search may find more than it lists: refused on this count). */
  rows: number;
  fileName: string;
}

/** Data exports (docs/watchlists.md, "Export"): a folder or a search as CSV, the allowance, the log. */
export async function dataExportRoutes(app: ApiInstance): Promise<void> {
  const { db, clock, publicUrl } = app.deps;
  const billing = billingDeps(app);
  const profileBase = publicUrl.replace(/\/+$/, '');

  /** The caller's company and its monthly rows; refused when its plan exports nothing. */
  async function exporter(user: UserRow): Promise<Exporter> {
    if (user.companyId === null) throw forbidden();
    const plan = await planInForce(billing, user);
    const monthlyRows = MONTHLY_EXPORT_ROWS[plan];
    if (monthlyRows === 0) throw plan === 'EXPLORER' ? explorerExportLimit() : exportNeedsSubscription();
    return { user, companyId: user.companyId, monthlyRows };
  }

  /** Counts it against the allowance (or refuses), then streams it. */
  async function send(request: FastifyRequest, reply: FastifyReply, by: Exporter, made: Export) {
    const { user, companyId, monthlyRows } = by;
    const raw = request.headers[IDEMPOTENCY_HEADER];
    const key = (Array.isArray(raw) ? raw[0] : raw) ?? null;
    const { kind, subject, ids, rows } = made;
    const now = clock.now();
    await claimExport(db, { companyId, userId: user.id, kind, subject, rows, key, monthlyRows, now });
    void reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${made.fileName}"`)
      .header('cache-control', 'no-store')
      .header(EXPORT_ROWS_HEADER, String(ids.length));
    return reply.send(Readable.from(companyCsv(db, ids, profileBase)));
  }

  app.get(
    '/v2/watchlists/exports/allowance',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['data-export'],
        summary: "The caller's company's CSV export allowance this month (UTC)",
        response: { 200: ExportAllowanceDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      if (user.companyId === null) throw forbidden();
      const monthlyRows = MONTHLY_EXPORT_ROWS[await planInForce(billing, user)];
      const allowance = await allowanceOf(db, user.companyId, monthlyRows, clock.now());
      return { ...allowance, resetsAt: allowance.resetsAt.toISOString() };
    },
  );

  app.post(
    '/v2/watchlists/folders/:id/export',
    {
      config: exportConfig,
      schema: {
        tags: ['data-export'],
        summary: "A watchlist folder's companies as CSV, newest added first (the caller sees the folder)",
        description: `A folder the caller does not see: 404. ${refusals}`,
        params: IdParams,
        body: NoBody,
        response: { 200: CsvResponse },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      // The plan first: an Explorer learns nothing about folder ids.
      const by = await exporter(user);
      const folder = await visibleFolder(db, user, request.params.id);
      const ids = await folderCompanyIds(db, folder.id);
      const fileName = csvFileName(folder.name, clock.now());
      return send(request, reply, by, {
        kind: 'WATCHLIST_FOLDER',
        subject: folder.name,
        ids,
        rows: ids.length,
        fileName,
      });
    },
  );

  app.post(
    '/v1/search/export',
    {
      config: exportConfig,
      schema: {
        tags: ['data-export'],
        summary: 'Every company a search finds as CSV, in the search order',
        description: `The body is the search of \`GET /v1/companies/search\` without paging. ${refusals}`,
        body: SearchCriteria,
        response: { 200: CsvResponse },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const by = await exporter(user);
      const viewer = { userId: user.id, companyId: user.companyId, role: user.role };
      // No export passes the plan's monthly rows: a larger result is refused on its total.
      const { ids, total } = await searchCompanyIds(app, viewer, request.body, by.monthlyRows);
      const fileName = csvFileName('trialbridge-search', clock.now());
      const subject = searchSubject(request.body);
      return send(request, reply, by, { kind: 'SEARCH', subject, ids, rows: total, fileName });
    },
  );
}
