import { count, desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { requireUser } from '../../auth/auth.hooks.js';
import { notFound } from '../../errors.js';
import { pageWindow, PageQuery, toPage } from '../../http/paging.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps } from '../subscription/index.js';
import { loadReadableThread } from './messaging.access.js';
import { loadThreadDtos, selectMessages, toMessageDto } from './messaging.dto.js';
import { FLOOD_MESSAGE, MESSAGING_EXPLORER_LIMIT_MESSAGE, MessageFloodError } from './messaging.limits.js';
import { listThreadIds } from './messaging.repository.js';
import {
  MessageDto,
  MessagePageDto,
  ReplyBody,
  StartThreadBody,
  ThreadDto,
  ThreadListQuery,
  ThreadPageDto,
} from './messaging.schemas.js';
import { replyToThread, startThread } from './messaging.send.js';
import { messages } from './messaging.table.js';

const tags = ['messaging'];
const config = { auth: 'user' as const };
const textMessages = {
  subject: 'subject must be 1 to 200 characters',
  body: 'body must be 1 to 10,000 characters',
};

/** A flood refusal tells the client when to try again (Retry-After, in seconds). */
async function sending<T>(reply: FastifyReply, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof MessageFloodError) void reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

export async function threadRoutes(app: ApiInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/v1/messages/threads',
    {
      config,
      schema: {
        tags,
        summary: "The caller's threads (PERSONAL) or their company's (COMPANY), newest activity first",
        querystring: ThreadListQuery,
        response: { 200: ThreadPageDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const ids = await listThreadIds(db, user, request.query);
      return { ...ids, content: await loadThreadDtos(db, user, ids.content) };
    },
  );

  app.get(
    '/v1/messages/threads/:id',
    {
      config,
      schema: { tags, summary: 'One thread the caller may read', params: IdParams, response: { 200: ThreadDto } },
    },
    async (request) => {
      const { user } = requireUser(request);
      await loadReadableThread(db, user, request.params.id);
      const [dto] = await loadThreadDtos(db, user, [request.params.id]);
      if (!dto) throw notFound();
      return dto;
    },
  );

  app.get(
    '/v1/messages/threads/:id/messages',
    {
      config,
      schema: {
        tags,
        summary: "A thread's messages, newest first",
        params: IdParams,
        querystring: PageQuery,
        response: { 200: MessagePageDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      await loadReadableThread(db, user, request.params.id);
      const { page, size, offset } = pageWindow(request.query);
      const where = eq(messages.threadId, request.params.id);
      const [rows, [total]] = await Promise.all([
        selectMessages(db).where(where).orderBy(desc(messages.sentAt), desc(messages.id)).limit(size).offset(offset),
        db.select({ n: count() }).from(messages).where(where),
      ]);
      return toPage(
        rows.map((r) => toMessageDto(r, user)),
        Number(total?.n ?? 0),
        page,
        size,
      );
    },
  );

  app.post(
    '/v1/messages/threads',
    {
      config: { ...config, fieldMessages: textMessages },
      schema: {
        tags,
        summary: 'Reach out to a company: a new thread in its company inbox',
        description: `Refusals: 409 NotContactable (unclaimed, inactive or own company), 403 SubscriptionRequired (no plan), 403 ExplorerLimit ("${MESSAGING_EXPLORER_LIMIT_MESSAGE}"), 429 MessageFlood ("${FLOOD_MESSAGE}", with Retry-After).`,
        body: StartThreadBody,
        response: { 201: ThreadDto },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const threadId = await sending(reply, () => startThread(app.deps, billingDeps(app), user, request.body));
      const [dto] = await loadThreadDtos(db, user, [threadId]);
      if (!dto) throw notFound();
      return reply.status(201).send(dto);
    },
  );

  app.post(
    '/v1/messages/threads/:id/messages',
    {
      config: { ...config, fieldMessages: textMessages },
      schema: {
        tags,
        summary: 'Reply in a thread (participants; company inbox per its reply policy)',
        description: `Refusals: 403 ReplyNotAllowed, 429 MessageFlood (with Retry-After).`,
        params: IdParams,
        body: ReplyBody,
        response: { 201: MessageDto },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const messageId = await sending(reply, () => replyToThread(app.deps, user, request.params.id, request.body.body));
      const [row] = await selectMessages(db).where(eq(messages.id, messageId));
      if (!row) throw notFound();
      return reply.status(201).send(toMessageDto(row, user));
    },
  );
}
