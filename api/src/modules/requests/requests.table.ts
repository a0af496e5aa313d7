import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';

/** PostgreSQL's full-text document (only the database reads it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Spec §3's three kinds: clinical trial site, clinical trial service, innovation request. */
export const REQUEST_KINDS = ['SITE', 'SERVICE', 'INNOVATION'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
/** DRAFT (only the poster's company sees it) → OPEN → CLOSED or AWARDED. */
export const REQUEST_STATUSES = ['DRAFT', 'OPEN', 'CLOSED', 'AWARDED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** PUBLIC: every member; INVITED: only the companies the poster invites. */
export const REQUEST_VISIBILITIES = ['PUBLIC', 'INVITED'] as const;
export type RequestVisibility = (typeof REQUEST_VISIBILITIES)[number];
export const TRIAL_PHASES = ['PHASE_1', 'PHASE_2', 'PHASE_3', 'PHASE_4'] as const;
export type TrialPhase = (typeof TRIAL_PHASES)[number];
/** How far an innovation request's wanted solution is along. */
export const INNOVATION_STAGES = ['CONCEPT', 'PROTOTYPE', 'PILOT', 'MARKET_READY'] as const;
export type InnovationStage = (typeof INNOVATION_STAGES)[number];
/** Matchmaking of a published request: PENDING until the job queue has notified the matching companies. */
export const MATCHMAKING_STATES = ['NONE', 'PENDING', 'DONE'] as const;
export type MatchmakingState = (typeof MATCHMAKING_STATES)[number];

/**
 * A sponsor's request (spec §3). Common fields, then each kind's own: reference values (therapeutic
 * areas, indications, services, products, modalities, regions) live together in `reference_ids`
 * (their kinds come from reference_items), so one GIN index serves every reference filter.
 */
export const requests = pgTable(
  'requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<RequestKind>().notNull(),
    status: text('status').$type<RequestStatus>().notNull().default('DRAFT'),
    visibility: text('visibility').$type<RequestVisibility>().notNull().default('PUBLIC'),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    responseDeadline: date('response_deadline', { mode: 'string' }).notNull(),
    referenceIds: integer('reference_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    countryIds: integer('country_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    phases: text('phases')
      .array()
      .$type<TrialPhase[]>()
      .notNull()
      .default(sql`'{}'`),
    // SITE
    numberOfSites: integer('number_of_sites'),
    enrolmentTarget: integer('enrolment_target'),
    startDate: date('start_date', { mode: 'string' }),
    // SERVICE (budget in whole US dollars)
    timeline: text('timeline'),
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    // INNOVATION
    problem: text('problem'),
    stage: text('stage').$type<InnovationStage>(),
    matchmaking: text('matchmaking').$type<MatchmakingState>().notNull().default('NONE'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    // Optimistic concurrency for edits (409 'The current state has been changed...').
    version: integer('version').notNull().default(1),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): ReturnType<typeof sql> =>
          sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B') || setweight(to_tsvector('english', coalesce(problem, '')), 'B')`,
      ),
  },
  (t) => [
    // The public list: open public requests, newest first.
    index('requests_status_published_idx').on(t.status, t.visibility, t.publishedAt.desc(), t.id.desc()),
    index('requests_company_idx').on(t.companyId, t.createdAt.desc()),
    index('requests_deadline_idx').on(t.responseDeadline),
    index('requests_reference_ids_idx').using('gin', t.referenceIds),
    index('requests_country_ids_idx').using('gin', t.countryIds),
    index('requests_search_idx').using('gin', t.searchVector),
    index('requests_matchmaking_pending_idx')
      .on(t.publishedAt)
      .where(sql`${t.matchmaking} = 'PENDING'`),
    check('requests_title_not_blank', sql`length(trim(${t.title})) > 0`),
    check(
      'requests_budget_order',
      sql`${t.budgetMin} IS NULL OR ${t.budgetMax} IS NULL OR ${t.budgetMin} <= ${t.budgetMax}`,
    ),
  ],
);

/** Companies invited to an INVITED request (they see it; others do not). */
export const requestInvites = pgTable(
  'request_invites',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.companyId] }), index('request_invites_company_idx').on(t.companyId)],
);

export type RequestRow = typeof requests.$inferSelect;
