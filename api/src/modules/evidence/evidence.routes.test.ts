import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { companies, companyIdByName } from '../company/index.js';
import { documentAccessLog, documents } from '../document/index.js';
import { CLAIM_NOT_MADE_MESSAGE, EVIDENCE_PENDING_MESSAGE } from './evidence.service.js';

interface Evidence {
  id: number;
  claim: string;
  status: string;
  companyName: string;
  documentName: string | null;
  reviewedAt: string | null;
  reviewNote: string | null;
}
interface Verified {
  companies: { companyId: number; claims: { claim: string; verifiedAt: string }[] }[];
}

describe.each(testDatabaseKinds(import.meta.url))('evidence of profile claims (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let group: string;
  let helixa: number;
  let meridianDoc: string;
  const docs: string[] = [];

  async function addDocument(companyId: number, name: string): Promise<string> {
    const at = t.clock.now();
    const [row] = await t.database.db
      .insert(documents)
      .values({
        companyId,
        name,
        sizeBytes: 10,
        storageKey: `documents/${companyId}/${name}`,
        status: 'READY',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: documents.id });
    if (!row) throw new Error('no document');
    return row.id;
  }
  const setFlag = (flags: Partial<typeof companies.$inferInsert>) =>
    t.database.db.update(companies).set(flags).where(eq(companies.id, helixa));
  const submit = (claim: string, documentId: string, token = admin) =>
    t.request({ method: 'POST', url: '/v1/evidence', token, payload: { claim, documentId } });
  const verified = async () =>
    (await t.request({ url: `/v1/evidence/verified?companyIds=${helixa}` })).json<Verified>().companies[0]?.claims;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = t.tokenFor('sponsor.admin@demo.test');
    member = t.tokenFor('sponsor.member@demo.test');
    group = t.adminToken();
    helixa = await companyIdByName(t.database.db, 'Helixa Biotherapeutics');
    const meridian = await companyIdByName(t.database.db, 'Meridian Clinical Research');
    meridianDoc = await addDocument(meridian, 'Meridian audit.pdf');
    docs.push(await addDocument(helixa, 'Ownership certificate.pdf'), await addDocument(helixa, 'FDA letter.pdf'));
    await setFlag({ womenOwned: false, auditedByFda: true });
  });
  afterAll(async () => t.close());

  it('refuses a claim the company does not make, another company’s document, a member and a second pending one', async () => {
    const off = await submit('WOMEN_OWNED', docs[0] ?? '');
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe(CLAIM_NOT_MADE_MESSAGE);
    await setFlag({ womenOwned: true });
    expect((await submit('WOMEN_OWNED', meridianDoc)).statusCode).toBe(404);
    expect((await submit('WOMEN_OWNED', 'not-a-uuid')).statusCode).toBe(404);
    expect((await submit('WOMEN_OWNED', docs[0] ?? '', member)).statusCode).toBe(403);
    expect((await t.request({ url: '/v1/evidence', token: member })).statusCode).toBe(403);
    expect((await submit('SOMETHING', docs[0] ?? '')).statusCode).toBe(400);

    const first = await submit('WOMEN_OWNED', docs[0] ?? '');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Evidence>()).toMatchObject({
      claim: 'WOMEN_OWNED',
      status: 'PENDING',
      documentName: 'Ownership certificate.pdf',
    });
    const second = await submit('WOMEN_OWNED', docs[1] ?? '');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(EVIDENCE_PENDING_MESSAGE);

    const [doc] = await t.database.db
      .select({ at: documents.evidenceAt })
      .from(documents)
      .where(eq(documents.id, docs[0] ?? ''));
    expect(doc?.at).not.toBeNull();
    const [log] = await t.database.db
      .select()
      .from(documentAccessLog)
      .where(and(eq(documentAccessLog.companyId, helixa), eq(documentAccessLog.action, 'EVIDENCE_SUBMITTED')));
    expect(log).toMatchObject({
      documentId: docs[0],
      userId: await t.userId('sponsor.admin@demo.test'),
      actorCompanyId: helixa,
    });

    const mine = (await t.request({ url: '/v1/evidence', token: admin })).json<{
      claims: { claim: string; made: boolean; latest: Evidence | null }[];
    }>();
    expect(mine.claims.map((c) => c.claim)).toEqual([
      'AUDITED_BY_FDA',
      'MINORITY_OWNED',
      'WOMEN_OWNED',
      'DISABILITY_OWNED',
    ]);
    expect(mine.claims.find((c) => c.claim === 'WOMEN_OWNED')).toMatchObject({
      made: true,
      latest: { status: 'PENDING' },
    });
  });

  it('lets only the admin group list and decide pending evidence, once, with a note to reject', async () => {
    expect((await t.request({ url: '/v1/admin/evidence', token: admin })).statusCode).toBe(403);
    const queue = await t.request({ url: '/v1/admin/evidence?size=100', token: group });
    expect(queue.statusCode).toBe(200);
    const pending = queue.json<{ content: Evidence[] }>().content;
    const ours = pending.find((e) => e.companyName === 'Helixa Biotherapeutics' && e.claim === 'WOMEN_OWNED');
    expect(ours).toBeDefined();
    expect(pending.every((e) => e.status === 'PENDING')).toBe(true);
    const id = ours?.id ?? 0;

    expect(
      (await t.request({ method: 'POST', url: `/v1/admin/evidence/${id}/verify`, token: admin, payload: {} }))
        .statusCode,
    ).toBe(403);
    const blank = await t.request({
      method: 'POST',
      url: `/v1/admin/evidence/${id}/reject`,
      token: group,
      payload: { note: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    const long = await t.request({
      method: 'POST',
      url: `/v1/admin/evidence/${id}/reject`,
      token: group,
      payload: { note: 'x'.repeat(501) },
    });
    expect(long.statusCode).toBe(400);
    const rejected = await t.request({
      method: 'POST',
      url: `/v1/admin/evidence/${id}/reject`,
      token: group,
      payload: { note: 'Unreadable scan' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<Evidence>()).toMatchObject({ status: 'REJECTED', reviewNote: 'Unreadable scan' });
    expect(
      (await t.request({ method: 'POST', url: `/v1/admin/evidence/${id}/verify`, token: group, payload: {} }))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.request({ method: 'POST', url: '/v1/admin/evidence/999999/verify', token: group, payload: {} }))
        .statusCode,
    ).toBe(404);
  });

  it('records who decided, as whom while impersonating, and notifies the company admins', async () => {
    // An admin-group member who also has a users row (site.admin's identity, given the admin group).
    t.tokenFor('site.admin@demo.test');
    await t.request({ url: '/v1/users/current', token: t.tokenFor('site.admin@demo.test') });
    const impersonator = t.adminToken({ sub: 'sub-site.admin@demo.test', email: 'site.admin@demo.test' });
    const target = await t.userId('sponsor.member@demo.test');
    const created = (await submit('AUDITED_BY_FDA', docs[1] ?? '')).json<Evidence>();
    const res = await t.request({
      method: 'POST',
      url: `/v1/admin/evidence/${created.id}/verify`,
      token: impersonator,
      impersonate: target,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const [log] = await t.database.db
      .select()
      .from(documentAccessLog)
      .where(eq(documentAccessLog.action, 'EVIDENCE_VERIFIED'))
      .orderBy(desc(documentAccessLog.id))
      .limit(1);
    expect(log).toMatchObject({
      companyId: helixa,
      documentId: docs[1],
      userId: target,
      impersonatorId: await t.userId('site.admin@demo.test'),
      adminEmail: 'site.admin@demo.test',
      actorCompanyId: null,
    });
    const notes = await t.request({ url: '/v1/notifications', token: admin });
    expect(notes.body).toContain('audited by the FDA');
  });

  it('reads a claim as verified while its latest decision is VERIFIED and its flag is on', async () => {
    expect((await verified())?.map((c) => c.claim)).toEqual(['AUDITED_BY_FDA']);
    const again = (await submit('AUDITED_BY_FDA', docs[0] ?? '')).json<Evidence>();
    // Pending evidence changes nothing; a later rejection hides the claim.
    expect((await verified())?.map((c) => c.claim)).toEqual(['AUDITED_BY_FDA']);
    t.clock.advance(60_000);
    await t.request({
      method: 'POST',
      url: `/v1/admin/evidence/${again.id}/reject`,
      token: group,
      payload: { note: 'Expired' },
    });
    expect(await verified()).toEqual([]);
    const third = (await submit('AUDITED_BY_FDA', docs[0] ?? '')).json<Evidence>();
    t.clock.advance(60_000);
    await t.request({ method: 'POST', url: `/v1/admin/evidence/${third.id}/verify`, token: group, payload: {} });
    expect(await verified()).toEqual([{ claim: 'AUDITED_BY_FDA', verifiedAt: t.clock.now().toISOString() }]);
    await setFlag({ auditedByFda: false });
    expect(await verified()).toEqual([]);
    await setFlag({ auditedByFda: true });
  });

  it('withdraws a pending submission of the own company only', async () => {
    const created = (await submit('WOMEN_OWNED', docs[0] ?? '')).json<Evidence>();
    const vendor = t.tokenFor('vendor.admin@demo.test');
    expect((await t.request({ method: 'DELETE', url: `/v1/evidence/${created.id}`, token: vendor })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'DELETE', url: `/v1/evidence/${created.id}`, token: admin })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'DELETE', url: `/v1/evidence/${created.id}`, token: admin })).statusCode).toBe(
      404,
    );
  });
});
