import { requireUser } from '../../auth/auth.hooks.js';
import { notFound, validation } from '../../errors.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { markSubjectNotificationsRead } from '../notification/index.js';
import { loadReadableThread } from './messaging.access.js';
import { loadThreadDtos } from './messaging.dto.js';
import { THREAD_SUBJECT } from './messaging.notify.js';
import { ownFolder } from './messaging.folders.js';
import { setLastReadAt, setLocation } from './messaging.repository.js';
import { ThreadDto, ThreadLocationBody, ThreadReadBody, UnreadCountsDto } from './messaging.schemas.js';
import { unreadCounts } from './messaging.unread.js';

const tags = ['messaging'];
const config = { auth: 'user' as const };

export async function threadStateRoutes(app: ApiInstance): Promise<void> {
  const { db } = app.deps;
  const answer = async (user: { id: number; companyId: number | null }, threadId: number) => {
    const [dto] = await loadThreadDtos(db, user, [threadId]);
    if (!dto) throw notFound();
    return dto;
  };

  app.put(
    '/v1/messages/threads/:id/read',
    {
      config,
      schema: {
        tags,
        summary: 'Mark a thread read (up to its latest message) or unread (from the latest message by someone else)',
        params: IdParams,
        body: ThreadReadBody,
        response: { 200: ThreadDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const { thread } = await loadReadableThread(db, user, request.params.id);
      if (request.body.read) {
        await setLastReadAt(db, thread.id, user.id, thread.lastMessageAt);
        // Its messages' notifications are read with it: the event below carries both counts.
        await markSubjectNotificationsRead(db, user.id, { kind: THREAD_SUBJECT, id: thread.id }, app.deps.clock.now());
      } else if (thread.lastAuthorUserId !== null && thread.lastAuthorUserId !== user.id) {
        await setLastReadAt(db, thread.id, user.id, new Date(thread.lastMessageAt.getTime() - 1));
      }
      // The latest message is the caller's own: nothing by someone else is newer, so it stays read
      // (docs/messaging.md "Read state").
      app.deps.events.publish({ kind: 'THREAD_READ', userIds: [user.id], threadId: thread.id });
      return answer(user, thread.id);
    },
  );

  app.put(
    '/v1/messages/threads/:id/location',
    {
      config,
      schema: {
        tags,
        summary: "Move a thread to the caller's inbox, archive or one of their folders",
        params: IdParams,
        body: ThreadLocationBody,
        response: { 200: ThreadDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const { thread } = await loadReadableThread(db, user, request.params.id);
      const { location, folderId } = request.body;
      if (location === 'FOLDER') {
        if (folderId === undefined) throw validation('folderId', 'folderId is required to move a thread to a folder');
        if (!(await ownFolder(db, user.id, folderId))) throw validation('folderId', 'folderId does not exist');
        await setLocation(db, thread.id, user.id, { archived: false, folderId });
      } else {
        await setLocation(db, thread.id, user.id, { archived: location === 'ARCHIVE', folderId: null });
      }
      return answer(user, thread.id);
    },
  );

  app.get(
    '/v1/messages/unread-counts',
    {
      config,
      schema: {
        tags,
        summary: 'Threads with unread messages in the personal and the company inbox',
        response: { 200: UnreadCountsDto },
      },
    },
    async (request) => unreadCounts(db, requireUser(request).user),
  );
}
