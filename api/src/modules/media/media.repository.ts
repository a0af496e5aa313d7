import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { mediaFiles } from './media.table.js';

/** Where the bff serves a stored file (a picture, a logo); null for none. */
export const mediaUrl = (fileId: string | null): string | null => (fileId ? `/media/${fileId}` : null);

export async function findMedia(db: Executor, id: string) {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  return row;
}
