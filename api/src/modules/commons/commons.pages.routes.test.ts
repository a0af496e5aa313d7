import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';

const draft = {
  type: 'guides',
  title: 'Closing out a site cleanly',
  summary: 'What to reconcile before the close-out visit.',
  body: '## Reconcile\n\n- Drug accountability\n- Essential documents',
};

describe.each(testDatabaseKinds(import.meta.url))('commons pages (%s)', (kind) => {
  let t: TestApp;
  let sponsorAdmin: string;
  let sponsorMember: string;
  let vendorAdmin: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    sponsorAdmin = t.tokenFor('sponsor.admin@demo.test');
    sponsorMember = t.tokenFor('sponsor.member@demo.test');
    vendorAdmin = t.tokenFor('vendor.admin@demo.test');
  });
  afterAll(async () => t.close());

  const call = (token: string | undefined, method: string, url: string, payload?: object) =>
    t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

  it('lists the types with published counts and the seeded pages to visitors, by type and words', async () => {
    const types = (await call(undefined, 'GET', '/v1/commons/types')).json().types;
    expect(types.map((x: { type: string }) => x.type)).toEqual([
      'guides',
      'checklists',
      'glossary',
      'regulatory',
      'case-studies',
    ]);
    // The seeded case-studies draft is not counted.
    expect(types.find((x: { type: string }) => x.type === 'case-studies').count).toBe(2);
    const checklists = (await call(undefined, 'GET', '/v1/commons/pages?type=checklists')).json();
    expect(checklists.totalElements).toBe(3);
    expect(checklists.content[0]).toMatchObject({ status: 'PUBLISHED', canEdit: false });
    const found = (await call(undefined, 'GET', '/v1/commons/pages?q=inspection%20readiness')).json();
    expect(found.content.map((p: { slug: string }) => p.slug)).toEqual(['inspection-readiness-the-two-weeks-before']);
    expect((await call(undefined, 'GET', '/v1/commons/pages?type=unknown')).statusCode).toBe(400);
    expect((await call(undefined, 'GET', `/v1/commons/pages?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('writes a draft, hides it from others, publishes it with sanitised html, and unpublishes it', async () => {
    const created = await call(sponsorMember, 'POST', '/v1/commons/pages', draft);
    expect(created.statusCode).toBe(200);
    const page = created.json();
    expect(page).toMatchObject({ status: 'DRAFT', slug: 'closing-out-a-site-cleanly', canEdit: true });
    expect(page.company.name).toBe('Helixa Biotherapeutics');
    expect(page.html).toContain('<h2>Reconcile</h2>');
    const url = `/v1/commons/pages/guides/${page.slug}`;
    expect((await call(undefined, 'GET', url)).statusCode).toBe(404);
    expect((await call(vendorAdmin, 'GET', url)).statusCode).toBe(404);
    expect((await call(sponsorAdmin, 'GET', url)).statusCode).toBe(200);
    // A second page with the same title gets the next slug.
    expect((await call(sponsorMember, 'POST', '/v1/commons/pages', draft)).json().slug).toBe(
      'closing-out-a-site-cleanly-2',
    );

    const hostile =
      '<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)> [ok](https://example.com)';
    const published = await call(sponsorMember, 'PATCH', `/v1/commons/pages/${page.id}`, {
      body: hostile,
      publish: true,
    });
    expect(published.statusCode).toBe(200);
    const html: string = published.json().html;
    expect(html).not.toMatch(/<script|javascript:|onerror|<img/i);
    expect(html).toContain('href="https://example.com"');
    expect(published.json().body).toBe(hostile);
    const seen = (await call(undefined, 'GET', url)).json();
    expect(seen).toMatchObject({ status: 'PUBLISHED', canEdit: false });
    expect(seen.publishedAt).not.toBeNull();

    expect((await call(sponsorMember, 'PATCH', `/v1/commons/pages/${page.id}`, { publish: false })).json().status).toBe(
      'DRAFT',
    );
    expect((await call(undefined, 'GET', url)).statusCode).toBe(404);
  });

  it('lets the author and company admins edit; refuses colleagues (403), other companies and visitors', async () => {
    const page = (await call(sponsorMember, 'POST', '/v1/commons/pages', { ...draft, type: 'glossary' })).json();
    const url = `/v1/commons/pages/${page.id}`;
    expect((await call(sponsorAdmin, 'PATCH', url, { title: 'Close-out terms' })).json().title).toBe('Close-out terms');
    // The admin's own page is not the member's to edit.
    const adminPage = (await call(sponsorAdmin, 'POST', '/v1/commons/pages', { ...draft, type: 'regulatory' })).json();
    expect(
      (await call(sponsorMember, 'PATCH', `/v1/commons/pages/${adminPage.id}`, { title: 'Mine' })).statusCode,
    ).toBe(403);
    expect((await call(vendorAdmin, 'PATCH', url, { title: 'Taken' })).statusCode).toBe(404);
    expect((await call(vendorAdmin, 'GET', `/v1/commons/own-pages/${page.id}`)).statusCode).toBe(404);
    expect((await call(sponsorMember, 'PATCH', '/v1/commons/pages/999999', { title: 'Gone' })).statusCode).toBe(404);
    expect((await call(undefined, 'POST', '/v1/commons/pages', draft)).statusCode).toBe(401);
    const own = (await call(sponsorMember, 'GET', '/v1/commons/own-pages')).json();
    expect(own.content.some((p: { id: number }) => p.id === adminPage.id)).toBe(true);
    expect(own.content.every((p: { company: { name: string } }) => p.company.name === 'Helixa Biotherapeutics')).toBe(
      true,
    );

    const impersonating = await t.request({
      method: 'PATCH',
      url,
      token: t.adminToken(),
      impersonate: await t.userId('sponsor.member@demo.test'),
      payload: { title: 'As someone else' },
    });
    expect(impersonating.statusCode).toBe(403);
  });

  it('refuses empty, too long and unknown values with field messages', async () => {
    for (const [body, field] of [
      [{ ...draft, title: '   ' }, 'title'],
      [{ ...draft, title: 'x'.repeat(201) }, 'title'],
      [{ ...draft, summary: 'x'.repeat(301) }, 'summary'],
      [{ ...draft, body: 'x'.repeat(50_001) }, 'body'],
      [{ ...draft, body: '' }, 'body'],
      [{ ...draft, type: 'memes' }, 'type'],
      [{ ...draft, title: 'bad\u0000title' }, 'title'],
    ] as const) {
      const res = await call(sponsorMember, 'POST', '/v1/commons/pages', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().details[0].field).toBe(field);
    }
  });
});
