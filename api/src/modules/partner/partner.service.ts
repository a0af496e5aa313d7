import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ApiError, notFound, validation } from '../../errors.js';
import { companies } from '../company/index.js';
import { referenceItems } from '../reference/index.js';
import { users } from '../user/index.js';
import { findPartner } from './partner.queries.js';
import type { NOTE_KINDS } from './partner.schemas.js';
import { PARTNER_TEXT_LIMITS } from './partner.schemas.js';
import {
  contractedPartnerLabels,
  contractedPartnerNotes,
  contractedPartnerRatings,
  contractedPartners,
} from './partner.table.js';
import type { ContractedPartner, PartnerCaller, PartnerNote, PartnerRating } from './partner.types.js';

/** Spec §8's code 192: the author already has a note of this kind on this partner. */
export const PARTNER_NOTE_EXISTS_MESSAGE = 'Your note has already existed on this partner company.';
export const partnerNoteExists = (): ApiError =>
  new ApiError(409, 192, PARTNER_NOTE_EXISTS_MESSAGE, [{ field: 'kind', message: PARTNER_NOTE_EXISTS_MESSAGE }]);

/** The caller company's partner, or 404 (another company's partner is not found either). */
export async function requirePartner(
  db: Executor,
  caller: PartnerCaller,
  partnerId: number,
): Promise<ContractedPartner> {
  const partner = await findPartner(db, caller.companyId, partnerId);
  if (!partner) throw notFound();
  return partner;
}

/** Adds an active company as the caller company's partner; `created` is false when it already was one. */
export async function addPartner(
  db: Executor,
  caller: PartnerCaller,
  partnerId: number,
  at: Date,
): Promise<{ created: boolean; partner: ContractedPartner }> {
  if (partnerId === caller.companyId)
    throw validation('partnerCompanyId', 'A company cannot be its own contracted partner.');
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, partnerId), eq(companies.active, true)))
    .limit(1);
  if (!company) throw notFound();
  const inserted = await db
    .insert(contractedPartners)
    .values({ companyId: caller.companyId, partnerCompanyId: partnerId, addedBy: caller.userId, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: contractedPartners.partnerCompanyId });
  return { created: inserted.length > 0, partner: await requirePartner(db, caller, partnerId) };
}

/** Removes a partner; its labels, notes and ratings go with it (the tables cascade from the pair). */
export async function removePartner(db: Executor, caller: PartnerCaller, partnerId: number): Promise<void> {
  const gone = await db
    .delete(contractedPartners)
    .where(and(eq(contractedPartners.companyId, caller.companyId), eq(contractedPartners.partnerCompanyId, partnerId)))
    .returning({ id: contractedPartners.partnerCompanyId });
  if (gone.length === 0) throw notFound();
}

/** The COMPANY_LABELS reference names, in their order. */
export async function referenceLabels(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ name: referenceItems.name })
    .from(referenceItems)
    .where(eq(referenceItems.kind, 'COMPANY_LABELS'))
    .orderBy(asc(referenceItems.sortOrder), asc(referenceItems.id));
  return rows.map((row) => row.name);
}

/** The company's own labels in use (those that are not reference names), by name. */
export async function ownLabels(db: Executor, companyId: number): Promise<string[]> {
  const reference = new Set((await referenceLabels(db)).map((name) => name.toLowerCase()));
  const l = contractedPartnerLabels;
  const rows = await db
    .selectDistinct({ label: l.label })
    .from(l)
    .where(eq(l.companyId, companyId))
    .orderBy(asc(l.label));
  return rows.map((row) => row.label).filter((label) => !reference.has(label.toLowerCase()));
}

/**
 * Replaces a partner's labels: each trimmed, 1-40 characters; a reference name in any case is
 * stored as the reference spells it; the same word twice (any case) is kept once.
 */
export async function setLabels(db: Executor, caller: PartnerCaller, partnerId: number, raw: string[]): Promise<void> {
  await requirePartner(db, caller, partnerId);
  const reference = new Map((await referenceLabels(db)).map((name) => [name.toLowerCase(), name]));
  const labels = new Map<string, string>();
  raw.forEach((value, index) => {
    const label = value.trim().replace(/\s+/g, ' ');
    if (label.length === 0 || label.length > PARTNER_TEXT_LIMITS.label)
      throw validation(`labels.${index}`, `labels must be 1 to ${PARTNER_TEXT_LIMITS.label} characters`);
    const key = label.toLowerCase();
    if (!labels.has(key)) labels.set(key, reference.get(key) ?? label);
  });
  const l = contractedPartnerLabels;
  await db.transaction(async (tx) => {
    await tx.delete(l).where(and(eq(l.companyId, caller.companyId), eq(l.partnerCompanyId, partnerId)));
    if (labels.size > 0)
      await tx
        .insert(l)
        .values(
          [...labels.values()].map((label) => ({ companyId: caller.companyId, partnerCompanyId: partnerId, label })),
        );
  });
}

const n = contractedPartnerNotes;
const person = { userId: users.id, firstName: users.firstName, lastName: users.lastName };

/** A partner's notes, newest first, with what the caller may do with each. */
export async function notesOf(db: Executor, caller: PartnerCaller, partnerId: number): Promise<PartnerNote[]> {
  const rows = await db
    .select({ note: n, author: person })
    .from(n)
    .leftJoin(users, eq(users.id, n.authorId))
    .where(and(eq(n.companyId, caller.companyId), eq(n.partnerCompanyId, partnerId)))
    .orderBy(desc(n.createdAt), desc(n.id));
  return rows.map(({ note, author }) => noteDto(caller, note, author));
}

function noteDto(
  caller: PartnerCaller,
  note: typeof n.$inferSelect,
  author: { userId: number; firstName: string; lastName: string } | null,
): PartnerNote {
  const mine = note.authorId === caller.userId;
  return {
    id: note.id,
    partnerCompanyId: note.partnerCompanyId,
    kind: note.kind,
    body: note.body,
    author,
    mine,
    canDelete: mine || caller.companyAdmin,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}

async function noteById(db: Executor, caller: PartnerCaller, id: number): Promise<PartnerNote> {
  const [row] = await db
    .select({ note: n, author: person })
    .from(n)
    .leftJoin(users, eq(users.id, n.authorId))
    .where(and(eq(n.id, id), eq(n.companyId, caller.companyId)));
  if (!row) throw notFound();
  return noteDto(caller, row.note, row.author);
}

/** Writes the caller's note of a kind on a partner; a second one of the same kind answers 192. */
export async function createNote(
  db: Executor,
  caller: PartnerCaller,
  partnerId: number,
  input: { kind: (typeof NOTE_KINDS)[number]; body: string },
  at: Date,
): Promise<PartnerNote> {
  await requirePartner(db, caller, partnerId);
  const body = requiredBody(input.body);
  try {
    const [row] = await db
      .insert(n)
      .values({
        companyId: caller.companyId,
        partnerCompanyId: partnerId,
        authorId: caller.userId,
        kind: input.kind,
        body,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: n.id });
    if (!row) throw new Error('The note was not stored');
    return await noteById(db, caller, row.id);
  } catch (error) {
    // The unique index (company, partner, author, kind) decides, also between two racing calls.
    if (isUniqueViolation(error)) throw partnerNoteExists();
    throw error;
  }
}

function requiredBody(raw: string): string {
  const body = raw.trim();
  if (body.length === 0) throw validation('body', 'body must not be empty');
  return body;
}

/** Changes the text of the caller's own note (a colleague's: 403; another company's: 404). */
export async function updateNote(db: Executor, caller: PartnerCaller, id: number, raw: string, at: Date) {
  const note = await noteById(db, caller, id);
  if (!note.mine) throw new ApiError(403, 403, 'Only its author can edit a note.');
  await db
    .update(n)
    .set({ body: requiredBody(raw), updatedAt: at })
    .where(eq(n.id, id));
  return noteById(db, caller, id);
}

/** Deletes a note: its author, or an admin of the company. Answers the note as it was. */
export async function deleteNote(db: Executor, caller: PartnerCaller, id: number): Promise<PartnerNote> {
  const note = await noteById(db, caller, id);
  if (!note.canDelete)
    throw new ApiError(403, 403, "Only its author or a company admin can delete a colleague's note.");
  await db.delete(n).where(and(eq(n.id, id), eq(n.companyId, caller.companyId)));
  return note;
}

const r = contractedPartnerRatings;

/** Each colleague's rating of a partner, newest first. */
export async function ratingsOf(db: Executor, caller: PartnerCaller, partnerId: number): Promise<PartnerRating[]> {
  const rows = await db
    .select({ rating: r, user: person })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .where(and(eq(r.companyId, caller.companyId), eq(r.partnerCompanyId, partnerId)))
    .orderBy(desc(r.ratedAt), asc(users.id));
  return rows.map(({ rating, user }) => ({
    user,
    quality: rating.quality,
    timeliness: rating.timeliness,
    communication: rating.communication,
    value: rating.value,
    ratedAt: rating.ratedAt.toISOString(),
  }));
}

/** Sets the caller's rating of a partner (the schema holds each criterion to 1-5). */
export async function rate(
  db: Executor,
  caller: PartnerCaller,
  partnerId: number,
  stars: { quality: number; timeliness: number; communication: number; value: number },
  at: Date,
): Promise<void> {
  await requirePartner(db, caller, partnerId);
  await db
    .insert(r)
    .values({ companyId: caller.companyId, partnerCompanyId: partnerId, userId: caller.userId, ...stars, ratedAt: at })
    .onConflictDoUpdate({
      target: [r.companyId, r.partnerCompanyId, r.userId],
      set: { ...stars, ratedAt: sql`excluded.rated_at` },
    });
}
