import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/index.js';
import type { RequestQuestionDto } from './proposals.schemas.js';
import {
  ATLAS,
  EXPLORER,
  proposalsTestApp,
  respondBody,
  SPONSOR,
  SPONSOR_MEMBER,
  VENDOR,
} from './proposals.testing.js';

describe.each(testDatabaseKinds(import.meta.url))('questions and answers (%s)', (kind) => {
  const app = proposalsTestApp(kind);
  const ask = (email: string, requestId: number, question: string) =>
    app.f.call(email, 'POST', `/v1/requests/${requestId}/questions`, { question });
  const list = async (email: string, requestId: number) =>
    (await app.f.call(email, 'GET', `/v1/requests/${requestId}/questions`)).json<RequestQuestionDto[]>();

  it('shows the poster every question with its asker; others the answered ones (asker hidden) and their own', async () => {
    const request = await app.f.request();
    const asked = await ask(VENDOR, request.id, 'Is the central lab chosen?');
    expect(asked.statusCode).toBe(201);
    const question = asked.json<RequestQuestionDto>();
    expect(question).toMatchObject({ answer: null, askedByMyCompany: true, askerCompany: null });
    expect((await app.f.notificationsOf(SPONSOR_MEMBER, 'REQUEST_QUESTION')).map((n) => n.link)).toEqual([
      `/requests/${request.id}`,
    ]);
    await ask(ATLAS, request.id, 'Which countries first?');
    expect((await list(SPONSOR, request.id)).map((q) => q.askerCompany?.name)).toEqual([
      'Meridian Clinical Research',
      'Atlas Oncology Partners',
    ]);
    expect((await list(EXPLORER, request.id)).length).toBe(0);
    expect((await list(ATLAS, request.id)).map((q) => q.question)).toEqual(['Which countries first?']);

    await app.f.call(EXPLORER, 'POST', `/v1/requests/${request.id}/responses`, respondBody());
    const url = `/v1/requests/${request.id}/questions/${question.id}/answer`;
    expect((await app.f.call(VENDOR, 'PUT', url, { answer: 'Mine' })).statusCode).toBe(404);
    const answered = await app.f.call(SPONSOR, 'PUT', url, { answer: 'Yes: Meridian Labs.' });
    expect(answered.json()).toMatchObject({
      answer: 'Yes: Meridian Labs.',
      askerCompany: { name: 'Meridian Clinical Research' },
    });
    const again = await app.f.call(SPONSOR_MEMBER, 'PUT', url, { answer: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'This question has already been answered.',
      details: [{ field: 'answer' }],
    });
    // The answer is public, its asker never named to anyone but the poster.
    const seen = await list(EXPLORER, request.id);
    expect(seen).toEqual([
      expect.objectContaining({ answer: 'Yes: Meridian Labs.', askerCompany: null, askedByMyCompany: false }),
    ]);
    // Told: the asker and the responder; not the poster's members, not Atlas (neither responder nor invited).
    expect((await app.f.notificationsOf(VENDOR, 'QUESTION_ANSWERED')).length).toBe(1);
    expect((await app.f.notificationsOf(EXPLORER, 'QUESTION_ANSWERED')).length).toBe(1);
    expect((await app.f.notificationsOf(ATLAS, 'QUESTION_ANSWERED')).length).toBe(0);
    expect((await app.f.notificationsOf(SPONSOR, 'QUESTION_ANSWERED')).length).toBe(0);
  });

  it('refuses the poster asking, a closed request, over-long text, an admin acting, and foreign requests', async () => {
    const request = await app.f.request();
    expect((await ask(SPONSOR_MEMBER, request.id, 'Mine?')).json()).toMatchObject({
      code: 'OwnRequest',
      details: [{ field: 'question' }],
    });
    const long = await ask(VENDOR, request.id, 'x'.repeat(2001));
    expect(long.json()).toMatchObject({
      details: [{ field: 'question', message: 'Your question must be 1 to 2,000 characters.' }],
    });
    const closed = await app.f.request(SPONSOR, { status: 'CLOSED' });
    expect((await ask(VENDOR, closed.id, 'Still open?')).json()).toMatchObject({
      message: 'This request no longer accepts questions.',
    });
    const invited = await app.f.request(SPONSOR, { visibility: 'INVITED' });
    expect((await ask(VENDOR, invited.id, 'Hello?')).statusCode).toBe(404);
    expect((await app.f.call(VENDOR, 'GET', `/v1/requests/${invited.id}/questions`)).statusCode).toBe(404);
    const acting = await app.t.request({
      method: 'POST',
      url: `/v1/requests/${request.id}/questions`,
      token: app.t.adminToken(),
      impersonate: await app.t.userId(VENDOR),
      payload: { question: 'As admin?' },
    });
    expect(acting.statusCode).toBe(403);
  });
});
