import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../testing/fake.api.js';
import { startHarness, type Harness } from '../testing/bff.harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ users: [buildUser({ id: 1, email: 'a@demo.test' })] });
});
afterAll(() => h.close());

describe('registerPaymentPageRoutes', () => {
  it('serves the card page from the api and forwards its form post and redirect', async () => {
    h.api.pages.set('GET /v1/payments/local/cards/tok', () => [200, { page: 'card' }]);
    h.api.pages.set('POST /v1/payments/local/cards/tok', (request) => [
      request.body === 'number=4242&action=save' ? 303 : 400,
      { posted: request.body },
    ]);
    const page = await h.app.inject({ url: '/payments/local/cards/tok' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ page: 'card' });
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    const post = await h.app.inject({
      method: 'POST',
      url: '/payments/local/cards/tok',
      payload: 'number=4242&action=save',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.statusCode).toBe(303);
    const call = h.api.server.requests.at(-1);
    expect(call?.url).toBe('/v1/payments/local/cards/tok');
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('refuses dot segments and maps api failures to 502', async () => {
    expect((await h.app.inject({ url: '/payments/local/cards/%2E%2E' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/payments/local//x' })).statusCode).toBe(404);
    h.api.pages.set('GET /v1/payments/local/receipts/1.x', () => [500, { code: 0 }]);
    const failed = await h.app.inject({ url: '/payments/local/receipts/1.x' });
    expect(failed.statusCode).toBe(502);
    expect(failed.body).toBe('The payment pages are unavailable. Please try again in a moment.');
  });

  it('refuses a cross-site form post', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/payments/local/cards/tok',
      payload: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});
