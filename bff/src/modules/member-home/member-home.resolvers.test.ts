import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import type { HomeCompletenessDto, HomeDeadlinesDto, WaitingThreadDto } from './member-home.api.js';

const HOME = `{ memberHome {
  blockedSections
  waitingThreads(size: 50) { total items { id subject box otherCompany { id name } unread } }
  deadlines { openRequestCount requests { id responseDeadline mine } responses { id requestId status poster { alias } } }
  unreadNotifications(size: 3) { unreadCount items { id title } }
  watched { companyCount changes { id title company { name } } }
  completeness { profile { percent items { key done } } interests { complete } }
} }`;

const company = { id: 5, name: 'Meridian Clinical Research', alias: 'meridian-clinical-research' };
const thread: WaitingThreadDto = {
  threadId: 12,
  subject: 'Central lab logistics',
  box: 'PERSONAL',
  otherCompany: company,
  lastAuthorName: 'Vera Vendor',
  lastMessageAt: '2026-01-14T09:00:00.000Z',
  unread: true,
};
const deadlines: HomeDeadlinesDto = {
  openRequestCount: 1,
  requests: [
    {
      requestId: 3,
      title: 'Sites',
      status: 'OPEN',
      responseDeadline: '2026-01-18',
      responseCount: 2,
      mine: true,
      postedByName: 'Sam Sponsor',
    },
  ],
  responseCount: 1,
  responses: [
    {
      responseId: 9,
      status: 'SUBMITTED',
      respondedAt: '2026-01-10T09:00:00.000Z',
      mine: false,
      requestId: 4,
      requestTitle: 'Imaging',
      requestStatus: 'OPEN',
      responseDeadline: '2026-01-20',
      poster: company,
    },
  ],
};
const completeness: HomeCompletenessDto = {
  profile: { percent: 50, complete: false, items: [{ key: 'NAME', done: true }] },
  interests: { percent: 100, complete: true, items: [{ key: 'REGIONS', done: true }] },
};

describe('the member home through the bff', () => {
  let h: Harness;
  const member = new CookieJar();
  const asked: string[] = [];
  beforeAll(async () => {
    h = await startHarness({
      users: [buildUser({ id: 1, email: 'sponsor.member@demo.test', role: 'MEMBER' })],
      accounts: [
        { email: 'sponsor.member@demo.test', password: PASSWORD },
        { email: 'admin@demo.test', password: PASSWORD, groups: ['admin'] },
      ],
    });
    const route = h.api.routes;
    route.on('get', '/users/me/home/threads', (_r, url) => {
      asked.push(`threads ${url.search}`);
      return [200, { total: 1, items: [thread] }];
    });
    route.on('get', '/users/me/home/deadlines', () => [200, deadlines]);
    route.on('get', '/users/me/home/watched', () => [200, { folderCount: 1, companyCount: 2, changes: null }]);
    route.on('get', '/users/me/home/completeness', () => [200, completeness]);
    route.on('get', '/notifications', (_r, url) => {
      asked.push(`notifications ${url.search}`);
      return [
        200,
        {
          content: [
            {
              id: 4,
              kind: 'NEW_REPLY',
              title: 'Vera replied',
              body: null,
              link: null,
              createdAt: thread.lastMessageAt,
              subjectKind: null,
              subjectId: null,
              readAt: null,
            },
          ],
          page: 0,
          size: 3,
          totalElements: 1,
          totalPages: 1,
          unreadCount: 7,
        },
      ];
    });
    await h.signIn('sponsor.member@demo.test', { jar: member });
  });
  afterAll(() => h.close());

  it('answers every section with string ids, sizes kept to 1-20, unread notifications only', async () => {
    const { data, errors } = await h.gql(HOME, {}, { jar: member });
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      memberHome: {
        blockedSections: [],
        waitingThreads: {
          total: 1,
          items: [
            {
              id: '12',
              subject: 'Central lab logistics',
              box: 'PERSONAL',
              otherCompany: { id: '5', name: company.name },
              unread: true,
            },
          ],
        },
        deadlines: {
          openRequestCount: 1,
          requests: [{ id: '3', responseDeadline: '2026-01-18', mine: true }],
          responses: [{ id: '9', requestId: '4', status: 'SUBMITTED', poster: { alias: company.alias } }],
        },
        unreadNotifications: { unreadCount: 7, items: [{ id: '4', title: 'Vera replied' }] },
        watched: { companyCount: 2, changes: null },
        completeness: { profile: { percent: 50, items: [{ key: 'NAME', done: true }] }, interests: { complete: true } },
      },
    });
    expect(asked).toContain('threads ?size=20');
    expect(asked.find((line) => line.startsWith('notifications'))).toMatch(/unreadOnly=true/);
  });

  it('keeps the other sections when one fails', async () => {
    h.api.routes.on('get', '/users/me/home/deadlines', () => [500, { code: 0, message: 'boom' }]);
    const { data, errors } = await h.gql(HOME, {}, { jar: member });
    expect(errors?.map((error) => error.path)).toEqual([['memberHome', 'deadlines']]);
    expect(data).toMatchObject({ memberHome: { deadlines: null, waitingThreads: { total: 1 }, completeness: {} } });
  });

  it('hides the inbox and requests sections while an admin impersonates, without asking the api', async () => {
    const admin = new CookieJar();
    await h.signIn('admin@demo.test', { jar: admin });
    await h.gql('mutation { startImpersonation(userId: "1") { errors { message } } }', {}, { jar: admin });
    asked.length = 0;
    const { data, errors } = await h.gql(HOME, {}, { jar: admin });
    expect(errors).toBeUndefined();
    expect(data).toMatchObject({
      memberHome: {
        blockedSections: ['WAITING_THREADS', 'DEADLINES', 'NOTIFICATIONS'],
        waitingThreads: null,
        deadlines: null,
        unreadNotifications: null,
        watched: { companyCount: 2 },
      },
    });
    expect(asked).toEqual([]);
  });
});
