import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { mediaFiles } from '../media/index.js';
import { users } from '../user/index.js';

/** Stores the new picture, points the user at it and drops the old file, atomically. */
export async function replaceUserPicture(
  db: Executor,
  userId: number,
  file: { contentType: string; bytes: Buffer },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ pictureFileId: users.pictureFileId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [created] = await tx
      .insert(mediaFiles)
      .values({ contentType: file.contentType, bytes: file.bytes, size: file.bytes.length })
      .returning({ id: mediaFiles.id });
    if (!created) throw new Error('media insert returned nothing');
    await tx.update(users).set({ pictureFileId: created.id }).where(eq(users.id, userId));
    if (user?.pictureFileId) await tx.delete(mediaFiles).where(eq(mediaFiles.id, user.pictureFileId));
    return created.id;
  });
}

export async function removeUserPicture(db: Executor, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ pictureFileId: users.pictureFileId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user?.pictureFileId) return;
    await tx.update(users).set({ pictureFileId: null }).where(eq(users.id, userId));
    await tx.delete(mediaFiles).where(eq(mediaFiles.id, user.pictureFileId));
  });
}
