import { Type } from 'typebox';
import { requireUser } from '../../auth/auth.hooks.js';
import { notFound } from '../../errors.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { createFolder, deleteFolder, listFolders, renameFolder } from './messaging.folders.js';
import { FolderBody, MessageFolderDto } from './messaging.schemas.js';

const tags = ['messaging'];
const config = { auth: 'user' as const, fieldMessages: { name: 'name must be 1 to 60 characters' } };
const response = { 200: Type.Array(MessageFolderDto) };

/** The caller's own folders; every change answers the folders after it. */
export async function folderRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;

  app.get(
    '/v1/messages/folders',
    { config, schema: { tags, summary: "The caller's folders by name", response } },
    async (request) => listFolders(db, requireUser(request).user),
  );

  app.post(
    '/v1/messages/folders',
    {
      config,
      schema: {
        tags,
        summary: 'Create a folder (names unique per user, any case: 409 FolderExists)',
        body: FolderBody,
        response,
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      await createFolder(db, user.id, request.body.name, clock.now());
      return listFolders(db, user);
    },
  );

  app.put(
    '/v1/messages/folders/:id',
    { config, schema: { tags, summary: 'Rename a folder', params: IdParams, body: FolderBody, response } },
    async (request) => {
      const { user } = requireUser(request);
      if (!(await renameFolder(db, user.id, request.params.id, request.body.name))) throw notFound();
      return listFolders(db, user);
    },
  );

  app.delete(
    '/v1/messages/folders/:id',
    {
      config,
      schema: { tags, summary: 'Delete a folder; its threads go back to the inbox', params: IdParams, response },
    },
    async (request) => {
      const { user } = requireUser(request);
      if (!(await deleteFolder(db, user.id, request.params.id))) throw notFound();
      return listFolders(db, user);
    },
  );
}
