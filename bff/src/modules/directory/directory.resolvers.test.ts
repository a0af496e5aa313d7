import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie.jar.js';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import type { DirectoryFiguresDto } from './directory.api.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ users: [] });
});
afterAll(() => h.close());

const FIGURES: DirectoryFiguresDto = {
  companies: 12,
  byType: [{ code: '3', label: 'Sponsor', count: 7 }],
  byRegion: [{ code: '40', label: 'Europe', count: 5 }],
  updatedAt: '2026-03-02T10:00:00.000Z',
};

describe('directoryFigures', () => {
  it("answers a signed-out visitor the api's figures as they are", async () => {
    h.api.routes.on('get', '/directory/figures', () => [200, FIGURES], { public: true });
    const { data, errors } = await h.gql(
      '{ directoryFigures { companies byType { code label count } byRegion { code label count } updatedAt } }',
      {},
      { jar: new CookieJar() },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({ directoryFigures: FIGURES });
  });
});
