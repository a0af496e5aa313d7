import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

describe('error handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'personas' });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers invalid JSON with a 400 in the error shape', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/v1/users/verify',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'The request body is not valid JSON.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/v1/users/verify',
      payload: 'x',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 415, message: 'Unsupported content type.' });
  });

  it('masks unexpected failures as code 0 without internals', async () => {
    // Closing the database makes every query fail the way an outage would.
    await t.database.dispose();
    const res = await t.request({ url: '/v1/roles' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 0, message: 'Something went wrong.' });
    expect((await t.request({ url: '/readyz' })).statusCode).toBe(503);
  });
});
