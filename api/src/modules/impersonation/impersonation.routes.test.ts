import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';

interface UserPage {
  content: { email: string; lastName: string; firstName: string }[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

describe.each(testDatabaseKinds(import.meta.url))('admin users (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  const search = async (query: string): Promise<UserPage> => {
    const res = await t.request({ url: `/v1/admin/users${query}`, token: t.adminToken() });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('refuses callers outside the admin group with 403', async () => {
    const res = await t.request({ url: '/v1/admin/users', token: t.tokenFor('sponsor.admin@demo.test') });
    expect(res.statusCode).toBe(403);
    expect((await t.request({ url: '/v1/admin/users' })).statusCode).toBe(401);
  });

  it('pages all users sorted by last name by default', async () => {
    const page = await search('?size=5');
    expect(page).toMatchObject({ page: 0, size: 5, totalElements: 13, totalPages: 3 });
    const names = page.content.map((u) => u.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names[0]).toBe('Bennett');
    const last = await search('?size=5&page=2');
    expect(last.content).toHaveLength(3);
  });

  it.each([
    ['helixa', 3],
    ['HELIXA', 3],
    ['okafor', 1],
    ['pastdue.admin', 1],
    ['sophia reyes', 1],
    ['%', 0],
    ['nobody-matches', 0],
  ])('matches %s case-insensitively on name, email or company', async (term, count) => {
    expect((await search(`?searchString=${encodeURIComponent(term)}`)).totalElements).toBe(count);
  });

  it('sorts by the requested fields', async () => {
    const page = await search('?sort=email,DESC&size=3');
    expect(page.content.map((u) => u.email)).toEqual([
      'vendor.member@demo.test',
      'vendor.admin@demo.test',
      'sponsor.nointerests@demo.test',
    ]);
    const byCompany = await search('?sort=companyName,ASC&sort=firstName,DESC&size=2');
    expect(byCompany.content.map((u) => u.email)).toEqual([
      'sponsor.nointerests@demo.test',
      'daniel.ward@atlasoncology.example',
    ]);
  });

  it('answers 400 for an unknown sort field or a bad page', async () => {
    const res = await t.request({ url: '/v1/admin/users?sort=password,ASC', token: t.adminToken() });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('sort');
    expect((await t.request({ url: '/v1/admin/users?page=-1', token: t.adminToken() })).json().message).toBe(
      'page must be greater than or equal to 0',
    );
  });
});
