import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { buildQuestion, buildResponse, buildWorkspace } from './proposals.testing.js';

const WORKSPACE = `query($id: ID!) { requestWorkspace(requestId: $id) { signedIn isPoster canRespond explorerResponsesLeft myResponse { id status } } }`;
const GRID = `query($id: ID!, $sort: RequestResponseSort!) {
  requestResponses(requestId: $id, size: 50, sort: $sort) { totalElements items { id price posterRating company { name roleName } } }
}`;
const RESPOND = `mutation($input: RespondToRequestInput!) {
  respondToRequest(input: $input) { response { id status threadId } errors { code field message } }
}`;
const ANSWER = `mutation($input: AnswerRequestQuestionInput!) {
  answerRequestQuestion(input: $input) { question { id answer } errors { code field message } }
}`;

describe('proposals resolvers', () => {
  let h: Harness;
  const jar = new CookieJar();
  beforeAll(async () => {
    const user = buildUser({ id: 1, email: 'vendor.admin@demo.test', role: 'COMPANY_ADMIN' });
    h = await startHarness({ users: [user] });
    await h.signIn(user.email, { jar });
  });
  afterAll(() => h.close());
  beforeEach(() => h.api.routes.clear());

  it('answers a visitor without calling the api, and a member with the api flags', async () => {
    const before = h.api.server.requests.length;
    const visitor = await h.gql(WORKSPACE, { id: '7' }, { jar: new CookieJar() });
    expect(visitor.data).toEqual({
      requestWorkspace: {
        signedIn: false,
        isPoster: false,
        canRespond: false,
        explorerResponsesLeft: null,
        myResponse: null,
      },
    });
    expect(h.api.server.requests.slice(before).some((r) => r.url.includes('/requests/'))).toBe(false);
    h.api.routes.on('get', '/requests/{id}/workspace', () => [
      200,
      buildWorkspace({ explorerResponsesLeft: 2, myResponse: buildResponse({ id: 5 }) }),
    ]);
    const member = await h.gql(WORKSPACE, { id: '7' }, { jar });
    expect(member.data).toEqual({
      requestWorkspace: {
        signedIn: true,
        isPoster: false,
        canRespond: true,
        explorerResponsesLeft: 2,
        myResponse: { id: '5', status: 'SUBMITTED' },
      },
    });
    h.api.routes.on('get', '/requests/{id}/workspace', () => [404, { code: 404, message: 'Not found.' }]);
    expect((await h.gql(WORKSPACE, { id: '8' }, { jar })).data).toEqual({ requestWorkspace: null });
  });

  it('asks the api for the grid in the chosen order and answers null to anyone but the poster', async () => {
    let url = '';
    h.api.routes.on('get', '/requests/{id}/responses', (request) => {
      url = request.url;
      return [
        200,
        { content: [buildResponse({ posterRating: 4 })], page: 0, size: 50, totalElements: 1, totalPages: 1 },
      ];
    });
    const { data } = await h.gql(GRID, { id: '7', sort: 'PRICE_DESC' }, { jar });
    expect(data).toEqual({
      requestResponses: {
        totalElements: 1,
        items: [
          { id: '1', price: 12500, posterRating: 4, company: { name: 'Meridian Clinical Research', roleName: 'CRO' } },
        ],
      },
    });
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toMatchObject({ sort: 'price,DESC', size: '50' });
    h.api.routes.on('get', '/requests/{id}/responses', () => [404, { code: 404, message: 'Not found.' }]);
    expect((await h.gql(GRID, { id: '7', sort: 'CREATED_AT_ASC' }, { jar })).data).toEqual({ requestResponses: null });
  });

  it.each([
    [403, 'ExplorerLimit', 'EXPLORER_LIMIT', 'Explorer responds to up to 3 requests a month.', null],
    [403, 'SubscriptionRequired', 'PLAN_REQUIRED', 'Responding to requests needs a Trialbridge subscription.', null],
    [409, 'AlreadyResponded', 'CONFLICT', 'Your company has already responded to this request.', null],
    [409, 'NotAcceptingResponses', 'CONFLICT', 'This request no longer accepts responses.', null],
    [404, 404, 'NOT_FOUND', 'This request does not exist or is not open to you.', null],
  ] as const)('answers a response refused with %s %s as %s', async (status, code, expected, message, field) => {
    h.api.routes.on('post', '/requests/{id}/responses', () => [status, { code, message }]);
    const { data, errors } = await h.gql(
      RESPOND,
      { input: { requestId: '7', message: 'Hi', timeline: '8 weeks' } },
      { jar },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({ respondToRequest: { response: null, errors: [{ code: expected, field, message }] } });
  });

  it('sends the trimmed response and names the field the api refuses', async () => {
    let sent: unknown;
    h.api.routes.on('post', '/requests/{id}/responses', (request) => {
      sent = JSON.parse(request.body);
      return [
        400,
        { code: 400, message: 'Invalid', details: [{ field: 'timeline', message: 'timeline must not be empty' }] },
      ];
    });
    const { data } = await h.gql(
      RESPOND,
      { input: { requestId: '7', message: ' Hi ', timeline: ' x ', price: 10 } },
      { jar },
    );
    expect(sent).toEqual({ message: 'Hi', timeline: 'x', price: 10 });
    expect(data).toEqual({
      respondToRequest: {
        response: null,
        errors: [{ code: 'BAD_USER_INPUT', field: 'timeline', message: 'timeline must not be empty' }],
      },
    });
  });

  it('answers a question once, the second time as a conflict at the answer field', async () => {
    h.api.routes.on('put', '/requests/{id}/questions/{questionId}/answer', () => [
      200,
      buildQuestion({ id: 2, answer: 'Yes.' }),
    ]);
    const input = { requestId: '7', questionId: '2', answer: ' Yes. ' };
    expect((await h.gql(ANSWER, { input }, { jar })).data).toEqual({
      answerRequestQuestion: { question: { id: '2', answer: 'Yes.' }, errors: [] },
    });
    h.api.routes.on('put', '/requests/{id}/questions/{questionId}/answer', () => [
      409,
      { code: 'AlreadyAnswered', message: 'This question has already been answered.' },
    ]);
    expect((await h.gql(ANSWER, { input }, { jar })).data).toEqual({
      answerRequestQuestion: {
        question: null,
        errors: [{ code: 'CONFLICT', field: 'answer', message: 'This question has already been answered.' }],
      },
    });
  });
});
