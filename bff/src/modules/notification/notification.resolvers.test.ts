import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import type { NotificationDto } from './notification.api.js';

const notification = (id: number, kind: string): NotificationDto => ({
  id,
  kind,
  title: `Title ${id}`,
  body: null,
  link: `/dashboard/inbox/${id}`,
  subjectKind: 'THREAD',
  subjectId: id,
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt: null,
});

describe('notification resolvers', () => {
  let h: Harness;
  const jar = new CookieJar();
  beforeAll(async () => {
    const user = buildUser({ id: 1, email: 'vendor.member@demo.test' });
    h = await startHarness({ users: [user] });
    await h.signIn(user.email, { jar });
  });
  afterAll(() => h.close());
  beforeEach(() => h.api.routes.clear());

  it('pages notifications with the unread count, passing an unknown kind through as it is (an open set)', async () => {
    h.api.routes.on('get', '/notifications', () => [
      200,
      {
        content: [notification(2, 'SOMETHING_NEW'), notification(1, 'NEW_THREAD')],
        page: 0,
        size: 10,
        totalElements: 2,
        totalPages: 1,
        unreadCount: 2,
      },
    ]);
    const { data } = await h.gql(
      '{ notifications { unreadCount totalElements items { id kind title link } } }',
      {},
      { jar },
    );
    expect(data).toEqual({
      notifications: {
        unreadCount: 2,
        totalElements: 2,
        items: [
          { id: '2', kind: 'SOMETHING_NEW', title: 'Title 2', link: '/dashboard/inbox/2' },
          { id: '1', kind: 'NEW_THREAD', title: 'Title 1', link: '/dashboard/inbox/1' },
        ],
      },
    });
  });

  it('marks one read and answers the new unread count', async () => {
    let body: unknown;
    h.api.routes.on('put', '/notifications/{id}/read', (request) => {
      body = JSON.parse(request.body);
      return [
        200,
        { notification: { ...notification(4, 'NEW_REPLY'), readAt: '2026-11-20T11:00:00.000Z' }, unreadCount: 0 },
      ];
    });
    const { data } = await h.gql(
      'mutation { markNotificationRead(id: "4") { notification { id readAt } unreadCount errors { code } } }',
      {},
      { jar },
    );
    expect(body).toEqual({ read: true });
    expect(data).toEqual({
      markNotificationRead: {
        notification: { id: '4', readAt: '2026-11-20T11:00:00.000Z' },
        unreadCount: 0,
        errors: [],
      },
    });
  });

  it("answers someone else's (or a missing) notification as NOT_FOUND on id", async () => {
    h.api.routes.on('put', '/notifications/{id}/read', () => [404, { code: 404, message: 'Not found' }]);
    h.api.routes.on('get', '/notifications/unread-count', () => [200, { count: 3 }]);
    const { data } = await h.gql(
      'mutation { markNotificationRead(id: "77") { notification { id } unreadCount errors { code field } } }',
      {},
      { jar },
    );
    expect(data).toEqual({
      markNotificationRead: { notification: null, unreadCount: 3, errors: [{ code: 'NOT_FOUND', field: 'id' }] },
    });
  });

  it('marks all read', async () => {
    h.api.routes.on('post', '/notifications/read-all', () => [200, { unreadCount: 0 }]);
    const { data } = await h.gql('mutation { markAllNotificationsRead { unreadCount errors { code } } }', {}, { jar });
    expect(data).toEqual({ markAllNotificationsRead: { unreadCount: 0, errors: [] } });
  });
});
