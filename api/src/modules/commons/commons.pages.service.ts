import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Caller } from '../../auth/caller.js';
import type { Db, Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { forbidden, notFound, requiredText, stateChanged } from '../../errors.js';
import { renderMarkdown } from '../content/index.js';
import { byId, findJoined, freeSlug, mayEdit, type PageViewer, slugOf, toSummary } from './commons.pages.repository.js';
import type { CreatePageBody, UpdatePageBody } from './commons.schemas.js';
import { type CommonsPageRow, commonsPages } from './commons.table.js';

/** The viewer of a read: null for visitors and for admins acting as themselves. */
export function viewerOf(caller: Caller | null | undefined): PageViewer | null {
  const user = caller?.user as { id: number; companyId: number | null; role?: string } | null | undefined;
  if (!user) return null;
  return { userId: user.id, companyId: user.companyId, companyAdmin: user.role === 'COMPANY_ADMIN' };
}

/** A writer: a member of a company, not an admin impersonating them (spec §6: no words in their name). */
function writerOf(
  caller: Caller & { user: { id: number; companyId: number | null } },
): PageViewer & { companyId: number } {
  const viewer = viewerOf(caller);
  if (caller.impersonating || !viewer || viewer.companyId === null) throw forbidden();
  return viewer as PageViewer & { companyId: number };
}

/** The page with its text and server-rendered html. */
export async function pageDto(db: Executor, where: SQL, viewer: PageViewer | null) {
  const row = await findJoined(db, where);
  if (!row) throw notFound();
  return { ...toSummary(row, viewer), body: row.page.body, html: renderMarkdown(row.page.body) };
}

/** What a viewer may read: published pages, and every page of their own company. */
export function readable(viewer: PageViewer | null): SQL {
  const published = eq(commonsPages.status, 'PUBLISHED');
  return viewer?.companyId == null ? published : (or(published, eq(commonsPages.companyId, viewer.companyId)) as SQL);
}

const summaryText = (raw: string | undefined): string | undefined => raw?.trim();

export async function createPage(
  db: Db,
  caller: Parameters<typeof writerOf>[0],
  input: Static<typeof CreatePageBody>,
  at: Date,
) {
  const writer = writerOf(caller);
  const title = requiredText('title', input.title);
  const body = requiredText('body', input.body);
  const publish = input.publish === true;
  for (let attempt = 0; attempt < 3; attempt++) {
    const slug = await freeSlug(db, input.type, slugOf(title));
    try {
      // A savepoint inside a keyed write's request transaction: a refused slug leaves it usable for the next try.
      const [row] = await db.transaction((tx) =>
        tx
          .insert(commonsPages)
          .values({
            type: input.type,
            slug,
            title,
            summary: summaryText(input.summary) ?? '',
            body,
            authorId: writer.userId,
            companyId: writer.companyId,
            status: publish ? 'PUBLISHED' : 'DRAFT',
            publishedAt: publish ? at : null,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: commonsPages.id }),
      );
      if (!row) throw new Error('commons page insert returned nothing');
      return pageDto(db, byId(row.id), writer);
    } catch (error) {
      // Two pages with one title at once: take the next free slug.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw stateChanged();
}

/** The page when the caller may edit it: another company's is 404, a colleague's (not an admin) 403. */
async function editable(db: Executor, writer: PageViewer, id: number): Promise<CommonsPageRow> {
  const [page] = await db.select().from(commonsPages).where(eq(commonsPages.id, id));
  if (page?.companyId !== writer.companyId) throw notFound();
  if (!mayEdit(page, writer)) throw forbidden();
  return page;
}

/** Edits the texts and, with `publish`, publishes (true) or unpublishes (false). */
export async function updatePage(
  db: Db,
  caller: Parameters<typeof writerOf>[0],
  id: number,
  input: Static<typeof UpdatePageBody>,
  at: Date,
) {
  const writer = writerOf(caller);
  const page = await editable(db, writer, id);
  const changes: Partial<CommonsPageRow> = { updatedAt: at };
  if (input.title !== undefined) changes.title = requiredText('title', input.title);
  if (input.body !== undefined) changes.body = requiredText('body', input.body);
  if (input.summary !== undefined) changes.summary = input.summary.trim();
  if (input.publish === true) {
    changes.status = 'PUBLISHED';
    changes.publishedAt = page.status === 'PUBLISHED' ? page.publishedAt : at;
  } else if (input.publish === false) {
    changes.status = 'DRAFT';
  }
  await db
    .update(commonsPages)
    .set(changes)
    .where(and(eq(commonsPages.id, id), eq(commonsPages.companyId, writer.companyId)));
  return pageDto(db, byId(id), writer);
}

/** The caller's company's page by id (for its editor); others' 404. */
export async function ownPage(db: Executor, caller: Parameters<typeof writerOf>[0], id: number) {
  const viewer = viewerOf(caller);
  if (viewer?.companyId == null) throw notFound();
  return pageDto(db, and(byId(id), eq(commonsPages.companyId, viewer.companyId)) as SQL, viewer);
}
