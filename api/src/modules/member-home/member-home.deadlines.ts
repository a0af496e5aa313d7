import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/rows.js';
import type { HomeCaller } from './member-home.caller.js';
import type { HomeDeadlines } from './member-home.schemas.js';

type RequestStatus = HomeDeadlines['requests'][number]['status'];
type ResponseStatus = HomeDeadlines['responses'][number]['status'];

interface RequestRow {
  id: number;
  title: string;
  status: RequestStatus;
  deadline: string;
  responses: number;
  mine: boolean;
  first_name: string;
  last_name: string;
  total: number;
}

interface ResponseRow {
  id: number;
  status: ResponseStatus;
  created_at: Date | string;
  mine: boolean;
  request_id: number;
  title: string;
  request_status: RequestStatus;
  deadline: string;
  company_id: number;
  name: string;
  alias: string;
  total: number;
}

/**
 * The company's open requests (the caller's own first, then by deadline) with their response
 * counts, and its responses to other companies' requests (those still open first, by deadline,
 * then the latest). Two statements, one on `requests_company_idx`, one on `request_responses_company_idx`.
 */
export async function homeDeadlines(db: Executor, caller: HomeCaller, size: number): Promise<HomeDeadlines> {
  const { userId, companyId } = caller;
  const [requests, responses] = await Promise.all([
    db.execute(sql`
      SELECT r.id, r.title, r.status, r.response_deadline::text AS deadline,
        (SELECT count(*) FROM request_responses rr WHERE rr.request_id = r.id)::int AS responses,
        r.created_by_user_id = ${userId} AS mine, u.first_name, u.last_name, (count(*) OVER ())::int AS total
      FROM requests r JOIN users u ON u.id = r.created_by_user_id
      WHERE r.company_id = ${companyId} AND r.status = 'OPEN'
      ORDER BY (r.created_by_user_id = ${userId}) DESC, r.response_deadline, r.id
      LIMIT ${size}`),
    db.execute(sql`
      SELECT rr.id, rr.status, rr.created_at, rr.created_by_user_id = ${userId} AS mine, r.id AS request_id,
        r.title, r.status AS request_status, r.response_deadline::text AS deadline, c.id AS company_id, c.name,
        c.alias, (count(*) OVER ())::int AS total
      FROM request_responses rr
      JOIN requests r ON r.id = rr.request_id
      JOIN companies c ON c.id = r.company_id
      WHERE rr.company_id = ${companyId} AND r.company_id <> ${companyId}
      ORDER BY (r.status = 'OPEN') DESC,
        CASE WHEN r.status = 'OPEN' THEN r.response_deadline END,
        rr.updated_at DESC, rr.id DESC
      LIMIT ${size}`),
  ]);
  const requestRows = rowsOf<RequestRow>(requests);
  const responseRows = rowsOf<ResponseRow>(responses);
  return {
    openRequestCount: requestRows[0]?.total ?? 0,
    requests: requestRows.map((row) => ({
      requestId: Number(row.id),
      title: row.title,
      status: row.status,
      responseDeadline: row.deadline,
      responseCount: Number(row.responses),
      mine: row.mine,
      postedByName: `${row.first_name} ${row.last_name}`.trim(),
    })),
    responseCount: responseRows[0]?.total ?? 0,
    responses: responseRows.map((row) => ({
      responseId: Number(row.id),
      status: row.status,
      respondedAt: new Date(row.created_at).toISOString(),
      mine: row.mine,
      requestId: Number(row.request_id),
      requestTitle: row.title,
      requestStatus: row.request_status,
      responseDeadline: row.deadline,
      poster: { id: Number(row.company_id), name: row.name, alias: row.alias },
    })),
  };
}
