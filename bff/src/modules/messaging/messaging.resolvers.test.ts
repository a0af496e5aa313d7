import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { buildMessage, buildThread } from './messaging.testing.js';

const INBOX_SCREEN = `query($input: ThreadListInput!) {
  inboxThreads(input: $input) { totalElements items { id subject unreadCount toCompany { name } lastMessage { body isMine author { name } } } }
  messageFolders { id name unreadCount }
  unreadMessageCounts { inbox companyInbox }
}`;
const START =
  'mutation($input: StartThreadInput!) { startThread(input: $input) { thread { id } errors { code field message } } }';
const REPLY =
  'mutation($input: ReplyInput!) { replyToThread(input: $input) { message { id } errors { code message } } }';
const THREAD = 'query($id: ID!) { messageThread(id: $id) { id subject messages { items { id body } } } }';

const page = <T>(content: T[]) => ({ content, page: 0, size: 20, totalElements: content.length, totalPages: 1 });

describe('messaging resolvers', () => {
  let h: Harness;
  const jar = new CookieJar();
  beforeAll(async () => {
    const user = buildUser({ id: 1, email: 'sponsor.admin@demo.test', role: 'COMPANY_ADMIN' });
    h = await startHarness({ users: [user] });
    await h.signIn(user.email, { jar });
  });
  afterAll(() => h.close());
  beforeEach(() => h.api.routes.clear());

  const apiCalls = (from: number) =>
    h.api.server.requests.slice(from).filter((r) => r.url.startsWith('/v1/messages') || r.url.startsWith('/v1/users/'));

  it('serves a whole inbox screen (threads, folders, counts) in three api calls, whatever the page size', async () => {
    const threads = Array.from({ length: 20 }, (_, i) => buildThread({ id: i + 1, subject: `Thread ${i + 1}` }));
    h.api.routes.on('get', '/messages/threads', () => [200, { ...page(threads), totalElements: 134 }]);
    h.api.routes.on('get', '/messages/folders', () => [
      200,
      [{ id: 3, name: 'Vendors', threadCount: 2, unreadCount: 1 }],
    ]);
    h.api.routes.on('get', '/messages/unread-counts', () => [200, { inbox: 4, companyInbox: 1 }]);
    const before = h.api.server.requests.length;
    const { data, errors } = await h.gql<{ inboxThreads: { totalElements: number; items: unknown[] } }>(
      INBOX_SCREEN,
      { input: { search: '  lab  ', page: 0, size: 20 } },
      { jar },
    );
    expect(errors).toBeUndefined();
    expect(data?.inboxThreads.totalElements).toBe(134);
    expect(data?.inboxThreads.items).toHaveLength(20);
    const calls = apiCalls(before).filter((r) => r.url.startsWith('/v1/messages'));
    expect(calls).toHaveLength(3);
    const list = new URL(calls.find((r) => r.url.startsWith('/v1/messages/threads'))?.url ?? '', 'http://x');
    expect(Object.fromEntries(list.searchParams)).toMatchObject({ box: 'PERSONAL', location: 'INBOX', q: 'lab' });
  });

  it('asks the company box for the company inbox', async () => {
    h.api.routes.on('get', '/messages/threads', () => [200, page([buildThread()])]);
    const before = h.api.server.requests.length;
    await h.gql('{ companyInboxThreads { totalElements } }', {}, { jar });
    const call = h.api.server.requests.slice(before).find((r) => r.url.startsWith('/v1/messages/threads'));
    expect(call?.url).toContain('box=COMPANY');
  });

  it('answers null for a missing or foreign thread (the api says 404 for both) and for an id that is no id', async () => {
    h.api.routes.on('get', '/messages/threads/{id}', () => [404, { code: 404, message: 'Not found' }]);
    expect((await h.gql(THREAD, { id: '999' }, { jar })).data).toEqual({ messageThread: null });
    expect((await h.gql(THREAD, { id: "1' or 1=1" }, { jar })).data).toEqual({ messageThread: null });
  });

  it('reads a thread and its messages, newest first as the api pages them', async () => {
    h.api.routes.on('get', '/messages/threads/{id}', () => [200, buildThread({ id: 7 })]);
    h.api.routes.on('get', '/messages/threads/{id}/messages', () => [200, page([buildMessage({ id: 9, body: 'b' })])]);
    const { data } = await h.gql(THREAD, { id: '7' }, { jar });
    expect(data).toEqual({
      messageThread: { id: '7', subject: 'Central lab logistics', messages: { items: [{ id: '9', body: 'b' }] } },
    });
  });

  it.each([
    [403, 'ExplorerLimit', 'EXPLORER_LIMIT', 'Explorer starts up to 3 new conversations a month.'],
    [409, 'NotContactable', 'NOT_CONTACTABLE', 'Nobody at Orion has claimed this profile yet.'],
    [429, 'MessageFlood', 'MESSAGE_FLOOD', 'You are sending messages too quickly. Wait a minute, then send again.'],
    [403, 'SubscriptionRequired', 'PLAN_REQUIRED', 'Starting a conversation needs a subscription.'],
  ] as const)(
    'answers the api refusing a reach-out with %s %s as the user error %s',
    async (status, code, expected, message) => {
      h.api.routes.on('post', '/messages/threads', () => [status, { code, message }]);
      const { data, errors } = await h.gql(
        START,
        { input: { toCompanyId: '2', subject: 'Hi', body: 'Hello' } },
        { jar },
      );
      expect(errors).toBeUndefined();
      expect(data).toEqual({ startThread: { thread: null, errors: [{ code: expected, field: null, message }] } });
    },
  );

  it('sends the trimmed subject and body, and names the field the api refuses', async () => {
    let sent: unknown;
    h.api.routes.on('post', '/messages/threads', (request) => {
      sent = JSON.parse(request.body);
      return [400, { code: 400, message: 'Invalid', details: [{ field: 'body', message: 'body must not be empty' }] }];
    });
    const { data } = await h.gql(START, { input: { toCompanyId: '2', subject: '  Hi  ', body: '  x ' } }, { jar });
    expect(sent).toEqual({ toCompanyId: 2, subject: 'Hi', body: 'x' });
    expect(data).toEqual({
      startThread: {
        thread: null,
        errors: [{ code: 'BAD_USER_INPUT', field: 'body', message: 'body must not be empty' }],
      },
    });
  });

  it("answers a reply the company's policy refuses as REPLY_NOT_ALLOWED with the api's reason", async () => {
    const reason = 'Only the members Meridian chose may answer its company inbox.';
    h.api.routes.on('post', '/messages/threads/{id}/messages', () => [
      403,
      { code: 'ReplyNotAllowed', message: reason },
    ]);
    const { data } = await h.gql(REPLY, { input: { threadId: '1', body: 'Thanks' } }, { jar });
    expect(data).toEqual({
      replyToThread: { message: null, errors: [{ code: 'REPLY_NOT_ALLOWED', message: reason }] },
    });
  });

  it('answers a reply to a foreign thread as not found', async () => {
    h.api.routes.on('post', '/messages/threads/{id}/messages', () => [404, { code: 404, message: 'Not found' }]);
    const { data } = await h.gql<{ replyToThread: { errors: { code: string }[] } }>(
      REPLY,
      { input: { threadId: '5', body: 'x' } },
      { jar },
    );
    expect(data?.replyToThread.errors[0]?.code).toBe('NOT_FOUND');
  });
});
