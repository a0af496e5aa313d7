import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { users } from '../user/index.js';
import { getAs, sendAs } from '../subscription/subscription.testing.js';

const ADMIN = 'sponsor.admin@demo.test';

describe.each(testDatabaseKinds(import.meta.url))('subscription team routes (%s)', (kind) => {
  let t: TestApp;
  let subscriptionId: number;
  let newcomerId: number;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    subscriptionId = (await getAs(t, ADMIN, '/v1/subscriptions/users/current')).json().id;
    memberId = await t.userId('sponsor.member@demo.test');
    // A Helixa colleague who is not on the team yet.
    const [row] = await t.database.db
      .insert(users)
      .values({
        email: 'rosa.newcomer@helixabio.example',
        firstName: 'Rosa',
        lastName: 'Newcomer',
        role: 'MEMBER',
        companyId: (await getAs(t, ADMIN, '/v1/subscriptions/users/current/details')).json().companyId,
      })
      .returning({ id: users.id });
    newcomerId = row?.id ?? 0;
  });
  afterAll(async () => t.close());

  it('lists the team paged, billing admins first, flagging the viewer', async () => {
    const page = (await getAs(t, ADMIN, `/v1/subscriptions/${subscriptionId}/team?page=0&size=2`)).json();
    expect(page).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(page.content[0]).toMatchObject({ email: ADMIN, billingAdmin: true, isViewer: true, role: 'COMPANY_ADMIN' });
    expect(page.content[1]).toMatchObject({ billingAdmin: false, isViewer: false });
  });

  it('says which members were deactivated, from the user status, so the list can mark them', async () => {
    const page = (await getAs(t, ADMIN, `/v1/subscriptions/${subscriptionId}/team?page=0&size=10`)).json();
    const active = Object.fromEntries(
      (page.content as { email: string; active: boolean }[]).map((m) => [m.email, m.active]),
    );
    expect(active).toMatchObject({ [ADMIN]: true, 'inactive.user@demo.test': false });
  });

  it('answers 403 to a member who is no billing admin, and 404 for another company', async () => {
    expect((await getAs(t, 'sponsor.member@demo.test', `/v1/subscriptions/${subscriptionId}/team`)).statusCode).toBe(
      403,
    );
    expect((await getAs(t, 'vendor.admin@demo.test', `/v1/subscriptions/${subscriptionId}/team`)).statusCode).toBe(404);
  });

  it('suggests company users not on the team', async () => {
    const found = (
      await getAs(t, ADMIN, `/v1/subscriptions/${subscriptionId}/team/autocomplete?searchString=ros`)
    ).json();
    expect(found).toEqual([
      {
        userId: newcomerId,
        firstName: 'Rosa',
        lastName: 'Newcomer',
        email: 'rosa.newcomer@helixabio.example',
        jobTitle: null,
      },
    ]);
    expect(
      (await getAs(t, ADMIN, `/v1/subscriptions/${subscriptionId}/team/autocomplete?searchString=marcus`)).json(),
    ).toEqual([]);
    expect(
      (await getAs(t, ADMIN, `/v1/subscriptions/${subscriptionId}/team/autocomplete?searchString=%25`)).json(),
    ).toEqual([]);
  });

  it('adds a colleague, then answers 371 when they are added again', async () => {
    const added = await sendAs(t, ADMIN, 'POST', `/v1/subscriptions/${subscriptionId}/team`, { userId: newcomerId });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ userId: newcomerId, billingAdmin: false });
    const again = await sendAs(t, ADMIN, 'POST', `/v1/subscriptions/${subscriptionId}/team`, { userId: newcomerId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 371, message: 'This user has already been added.' });
  });

  it('refuses a user of another company', async () => {
    const other = await t.userId('vendor.member@demo.test');
    expect(
      (await sendAs(t, ADMIN, 'POST', `/v1/subscriptions/${subscriptionId}/team`, { userId: other })).json(),
    ).toMatchObject({ code: 400, details: [{ field: 'userId' }] });
  });

  it('makes a member a billing admin and back, never leaving none', async () => {
    const up = await sendAs(t, ADMIN, 'PUT', `/v1/subscriptions/${subscriptionId}/team/${memberId}`, {
      billingAdmin: true,
    });
    expect(up.json()).toMatchObject({ userId: memberId, billingAdmin: true });
    // Now a billing admin, the member may manage the team.
    expect((await getAs(t, 'sponsor.member@demo.test', `/v1/subscriptions/${subscriptionId}/team`)).statusCode).toBe(
      200,
    );
    expect(
      (
        await sendAs(t, ADMIN, 'PUT', `/v1/subscriptions/${subscriptionId}/team/${memberId}`, { billingAdmin: false })
      ).json(),
    ).toMatchObject({ billingAdmin: false });
    const adminId = await t.userId(ADMIN);
    const last = await sendAs(t, ADMIN, 'PUT', `/v1/subscriptions/${subscriptionId}/team/${adminId}`, {
      billingAdmin: false,
    });
    expect(last.json()).toEqual({
      code: 400,
      message: 'A subscription needs at least one billing admin.',
      details: [{ field: 'billingAdmin', message: 'A subscription needs at least one billing admin.' }],
    });
  });

  it('removes a member and refuses to remove the last billing admin', async () => {
    expect(
      (await sendAs(t, ADMIN, 'DELETE', `/v1/subscriptions/${subscriptionId}/team/${newcomerId}`)).statusCode,
    ).toBe(204);
    expect(
      (await sendAs(t, ADMIN, 'DELETE', `/v1/subscriptions/${subscriptionId}/team/${newcomerId}`)).statusCode,
    ).toBe(404);
    expect(
      (await sendAs(t, ADMIN, 'DELETE', `/v1/subscriptions/${subscriptionId}/team/${await t.userId(ADMIN)}`))
        .statusCode,
    ).toBe(400);
  });

  it('mails an invitation whose contents anyone with its token can read', async () => {
    const res = await sendAs(t, ADMIN, 'POST', `/v1/subscriptions/${subscriptionId}/team/invites`, {
      email: 'Lee.Partner@Helixabio.example',
      subject: 'Join our Trialbridge team',
      text: 'Hi Lee, join us.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'lee.partner@helixabio.example',
      companyName: 'Helixa Biotherapeutics',
      invitedBy: 'Sophia Reyes',
      expired: false,
    });
    const mail = t.mails.at(-1);
    expect(mail).toMatchObject({ to: 'lee.partner@helixabio.example', subject: 'Join our Trialbridge team' });
    const token = /invite=([\w-]{43})/.exec(mail?.text ?? '')?.[1];
    const contents = await t.request({ url: `/v1/subscriptions/${token}/team/invites/contents` });
    expect(contents.statusCode).toBe(200);
    expect(contents.json()).toMatchObject({
      email: 'lee.partner@helixabio.example',
      subject: 'Join our Trialbridge team',
      text: 'Hi Lee, join us.',
      companyName: 'Helixa Biotherapeutics',
    });
    expect((await t.request({ url: `/v1/subscriptions/${'x'.repeat(43)}/team/invites/contents` })).statusCode).toBe(
      404,
    );
  });

  it('answers 371 when the invited email is already on the team', async () => {
    const res = await sendAs(t, ADMIN, 'POST', `/v1/subscriptions/${subscriptionId}/team/invites`, {
      email: 'sponsor.member@demo.test',
      subject: 'Hi',
      text: 'Join',
    });
    expect(res.json()).toMatchObject({ code: 371 });
  });

  it('stops a team from mailing more than 20 invitations a day', async () => {
    const send = (i: number) =>
      sendAs(t, ADMIN, 'POST', `/v1/subscriptions/${subscriptionId}/team/invites`, {
        email: `guest${i}@helixabio.example`,
        subject: 'Join',
        text: 'Join us',
      });
    for (let i = 0; i < 19; i += 1) expect((await send(i)).statusCode).toBe(201); // One was sent above.
    const refused = await send(99);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      details: [
        { field: 'email', message: 'Your team has sent too many invitations today. Please try again tomorrow.' },
      ],
    });
  });
});
