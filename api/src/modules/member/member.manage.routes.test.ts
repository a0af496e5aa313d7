import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED, type LiveEvent } from '../../events/event-bus.js';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { users } from '../user/index.js';
import { addColleague, HELIXA } from './member.testing.js';

const ADMIN = 'sponsor.admin@demo.test';

describe.each(testDatabaseKinds(import.meta.url))('managing members (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = t.tokenFor(ADMIN);
    await addColleague(t, 'zoe.adams@helixabio.example', { firstName: 'Zoe', lastName: 'Adams', masked: true });
    await addColleague(t, 'yann.adams@helixabio.example', { firstName: 'Yann', lastName: 'Adams' });
    await addColleague(t, 'old.hand@helixabio.example', { firstName: 'Old', lastName: 'Hand' });
    // A join request (pending) and an unfinished sign-up are not members.
    await t.database.db.insert(users).values([
      {
        email: 'asking@helixabio.example',
        firstName: 'Ask',
        lastName: 'Ing',
        companyId: HELIXA,
        approvalStatus: 'PENDING',
        emailVerifiedAt: t.clock.now(),
        approvalRequestedAt: t.clock.now(),
      },
      { email: 'halfway@helixabio.example', firstName: 'Half', lastName: 'Way', companyId: HELIXA },
    ]);
  });
  afterAll(async () => t.close());

  const list = async (query = '', token = admin) => t.request({ url: `/v1/members${query}`, token });
  const emails = async (query = '') => ((await list(query)).json().content as { email: string }[]).map((m) => m.email);
  const setRole = (userId: number, role: string, token = admin) =>
    t.request({ method: 'PUT', url: `/v1/members/${userId}/role`, token, payload: { role } });
  const setStatus = (userId: number, status: string, token = admin) =>
    t.request({ method: 'PUT', url: `/v1/members/${userId}/status`, token, payload: { status } });

  describe('GET /v1/members', () => {
    it('lists the company’s members by last name, first name, masked ones marked, join requests and sign-ups apart', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      const body = res.json();
      // By last name: Adams (Yann, Zoe), Chen, Hand, Morgan..., the platform-disabled demo user as DEACTIVATED.
      const listed = body.content.map((m: { email: string }) => m.email);
      expect(listed.slice(0, 2)).toEqual(['yann.adams@helixabio.example', 'zoe.adams@helixabio.example']);
      expect(listed).toEqual(
        expect.arrayContaining([
          ADMIN,
          'sponsor.member@demo.test',
          'old.hand@helixabio.example',
          'inactive.user@demo.test',
        ]),
      );
      expect(listed).toHaveLength(6);
      expect(body.content.map((m: { email: string }) => m.email)).not.toContain('asking@helixabio.example');
      expect(body.content.map((m: { email: string }) => m.email)).not.toContain('halfway@helixabio.example');
      expect(body.content.find((m: { email: string }) => m.email === 'zoe.adams@helixabio.example')).toMatchObject({
        masked: true,
        status: 'ACTIVE',
        role: 'MEMBER',
        isViewer: false,
      });
      expect(body.content.find((m: { email: string }) => m.email === ADMIN)).toMatchObject({ isViewer: true });
      expect(body).toMatchObject({ page: 0, size: 20, totalElements: 6, totalPages: 1, activeAdminCount: 1 });
      expect(body.content.find((m: { email: string }) => m.email === 'inactive.user@demo.test')).toMatchObject({
        status: 'DEACTIVATED',
      });
    });

    it('searches every word in names and emails, trimmed, and filters by role and status, paged', async () => {
      expect(await emails('?search=%20adams%20zo%20')).toEqual(['zoe.adams@helixabio.example']);
      expect(await emails('?search=HELIXABIO.EXAMPLE%20hand')).toEqual(['old.hand@helixabio.example']);
      expect(await emails('?search=100%25')).toEqual([]);
      expect(await emails('?role=COMPANY_ADMIN')).toEqual([ADMIN]);
      const all = ((await list()).json().content as { email: string }[]).map((m) => m.email);
      const paged = (await list('?size=2&page=1')).json();
      expect(paged).toMatchObject({ page: 1, size: 2, totalElements: 6, totalPages: 3 });
      expect(paged.content.map((m: { email: string }) => m.email)).toEqual(all.slice(2, 4));
    });

    it('refuses a search over 100 characters, with control characters, and sizes outside 1 to 100', async () => {
      for (const query of [`?search=${'a'.repeat(101)}`, '?search=a%07b', '?size=0', '?size=101', '?status=GONE']) {
        expect((await list(query)).statusCode, query).toBe(400);
      }
    });

    it('answers 403 to a member and to another company’s admin sees only their own', async () => {
      expect((await list('', t.tokenFor('sponsor.member@demo.test'))).statusCode).toBe(403);
      const other = (await list('', t.tokenFor('vendor.admin@demo.test'))).json().content as { email: string }[];
      expect(other.map((m) => m.email)).not.toContain(ADMIN);
      expect((await t.request({ url: '/v1/members' })).statusCode).toBe(401);
    });
  });

  describe('roles and the last active admin', () => {
    it('promotes and demotes; a member calling gets 403; another company’s user is 404', async () => {
      const yann = await t.userId('yann.adams@helixabio.example');
      expect((await setRole(yann, 'COMPANY_ADMIN', t.tokenFor('sponsor.member@demo.test'))).statusCode).toBe(403);
      expect((await setStatus(yann, 'DEACTIVATED', t.tokenFor('sponsor.member@demo.test'))).statusCode).toBe(403);
      const promoted = await setRole(yann, 'COMPANY_ADMIN');
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json()).toMatchObject({ member: { id: yann, role: 'COMPANY_ADMIN' }, activeAdminCount: 2 });
      const demoted = await setRole(yann, 'MEMBER');
      expect(demoted.json()).toMatchObject({ member: { role: 'MEMBER' }, activeAdminCount: 1 });
      expect((await setRole(await t.userId('vendor.member@demo.test'), 'COMPANY_ADMIN')).statusCode).toBe(404);
      expect((await setRole(await t.userId('asking@helixabio.example'), 'COMPANY_ADMIN')).statusCode).toBe(404);
    });

    it('refuses to demote or deactivate the last active admin, themselves included', async () => {
      const self = await t.userId(ADMIN);
      const demote = await setRole(self, 'MEMBER');
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toEqual({
        code: 'LastActiveAdmin',
        message: 'Your company must keep at least one active administrator. Make someone else an administrator first.',
      });
      const deactivateSelf = await setStatus(self, 'DEACTIVATED');
      expect(deactivateSelf.statusCode).toBe(400);
      expect(deactivateSelf.json().message).toBe('You cannot deactivate yourself. Ask another administrator to do it.');
      const [row] = await t.database.db.select().from(users).where(eq(users.id, self));
      expect(row).toMatchObject({ role: 'COMPANY_ADMIN', active: true });
    });

    it('lets exactly one of two admins demoting each other at the same moment succeed', async () => {
      const second = await addColleague(t, 'second.admin@helixabio.example', { role: 'COMPANY_ADMIN' });
      const self = await t.userId(ADMIN);
      const secondToken = t.tokenFor('second.admin@helixabio.example');
      for (let round = 0; round < 3; round += 1) {
        const [a, b] = await Promise.all([setRole(second, 'MEMBER'), setRole(self, 'MEMBER', secondToken)]);
        // The loser is refused: 409 LastActiveAdmin, or 403 when it was demoted before it got the lock.
        const statuses = [a.statusCode, b.statusCode].sort();
        expect(statuses[0]).toBe(200);
        expect([403, 409]).toContain(statuses[1]);
        const admins = await t.database.db.select().from(users).where(eq(users.role, 'COMPANY_ADMIN'));
        expect(admins.filter((u) => u.companyId === HELIXA)).toHaveLength(1);
        // Put both back as admins for the next round (whoever stayed admin promotes the other).
        const stayed = admins.find((u) => u.companyId === HELIXA);
        const stayedToken = stayed?.id === self ? admin : secondToken;
        await setRole(stayed?.id === self ? second : self, 'COMPANY_ADMIN', stayedToken);
      }
      // Two deactivations at once: one of them stays.
      const [c, d] = await Promise.all([setStatus(second, 'DEACTIVATED'), setStatus(self, 'DEACTIVATED', secondToken)]);
      const refused = [c.statusCode, d.statusCode].sort();
      expect(refused[0]).toBe(200);
      expect([403, 409]).toContain(refused[1]);
      const active = await t.database.db.select().from(users).where(eq(users.companyId, HELIXA));
      expect(active.filter((u) => u.role === 'COMPANY_ADMIN' && u.active)).toHaveLength(1);
      if (c.statusCode === 200) await setStatus(second, 'ACTIVE');
      else await setStatus(self, 'ACTIVE', secondToken);
    });
  });

  describe('deactivation', () => {
    it('ends every session of the member at once (SESSION_ENDED) and locks them out; reactivation lets them back', async () => {
      const email = 'old.hand@helixabio.example';
      const id = await t.userId(email);
      const token = t.tokenFor(email);
      const started = await t.request({ method: 'POST', url: '/v1/sessions', token, payload: { rememberMe: false } });
      const secret = started.json().secret as string;
      const call = () => t.request({ url: '/v1/users/compare-list', token, headers: { 'x-session-id': secret } });
      expect((await call()).statusCode).toBe(200);
      const events: LiveEvent[] = [];
      const stop = t.app.deps.events.subscribe(id, (event) => events.push(event));
      const res = await setStatus(id, 'DEACTIVATED');
      expect(res.statusCode).toBe(200);
      expect(res.json().member).toMatchObject({ status: 'DEACTIVATED', deactivatedAt: t.clock.now().toISOString() });
      await new Promise((resolve) => setTimeout(resolve, 10));
      stop();
      expect(events).toEqual([expect.objectContaining({ kind: SESSION_ENDED, userIds: [id] })]);
      expect((await call()).statusCode).toBe(401);
      const fresh = await t.request({ url: '/v1/users/compare-list', token });
      expect(fresh.json()).toEqual({ code: 112, message: 'User is disabled.' });
      expect((await emails('?status=DEACTIVATED')).sort()).toEqual(['inactive.user@demo.test', email].sort());
      const back = await setStatus(id, 'ACTIVE');
      expect(back.json().member).toMatchObject({ status: 'ACTIVE', deactivatedAt: null });
      expect((await t.request({ url: '/v1/users/compare-list', token })).statusCode).toBe(200);
    });

    it('lets an admin impersonating a company admin manage members (MANAGE_MEMBERS is not blocked)', async () => {
      const self = await t.userId(ADMIN);
      const res = await t.request({ url: '/v1/members', token: t.adminToken(), impersonate: self });
      expect(res.statusCode).toBe(200);
      const asMember = await t.request({
        url: '/v1/members',
        token: t.adminToken(),
        impersonate: await t.userId('sponsor.member@demo.test'),
      });
      expect(asMember.statusCode).toBe(403);
    });
  });
});
