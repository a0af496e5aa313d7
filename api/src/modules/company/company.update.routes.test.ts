import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import type { CompanyDto, UpdateCompanyBody } from './company.schemas.js';

const HELIXA = 1;
const LAKESHORE = 5;
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const svg = (body: string) =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`,
  ).toString('base64');

describe.each(testDatabaseKinds(import.meta.url))('PUT /v1/companies/{id} and logos (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let refs: { id: number; kind: string; name: string }[];
  const ofKind = (k: string, count: number) =>
    refs
      .filter((r) => r.kind === k)
      .slice(0, count)
      .map((r) => r.id);
  const current = async (id = HELIXA, token = admin) =>
    (await t.request({ url: `/v1/companies/by-ids?ids=${id}`, token })).json<CompanyDto[]>()[0] as CompanyDto;
  const body = (company: CompanyDto, overrides: Partial<UpdateCompanyBody> = {}): UpdateCompanyBody => ({
    version: company.version,
    name: company.name,
    description: company.description,
    website: company.website,
    hqCountryId: company.headquarters.country?.id ?? null,
    hqState: company.headquarters.state,
    hqCity: company.headquarters.city,
    employeesBand: company.employeesBand,
    serviceIds: company.services.map((r) => r.id),
    productIds: company.products.map((r) => r.id),
    therapeuticAreaIds: company.therapeuticAreas.map((r) => r.id),
    indicationIds: company.indications.map((r) => r.id),
    modalityIds: company.modalities.map((r) => r.id),
    regionIds: company.regions.map((r) => r.id),
    keyServiceIds: company.keyServices.map((r) => r.id),
    seriesIds: company.series.map((r) => r.id),
    minorityOwned: company.minorityOwned,
    womenOwned: company.womenOwned,
    disabilityOwned: company.disabilityOwned,
    auditedByFda: company.auditedByFda,
    siteType: company.siteType,
    patientCareSettings: company.patientCareSettings,
    ...overrides,
  });
  const put = (payload: UpdateCompanyBody, id = HELIXA, token = admin) =>
    t.request({ method: 'PUT', url: `/v1/companies/${id}`, token, payload });

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = t.tokenFor('sponsor.admin@demo.test');
    refs = (await t.request({ url: '/v1/reference-items' })).json();
  });
  afterAll(async () => t.close());

  it('saves the profile, trims text, replaces the lists and moves the version on', async () => {
    const before = await current();
    const res = await put(
      body(before, {
        name: '  Helixa Bio  ',
        description: '  ',
        website: 'https://helixa.example/about',
        serviceIds: ofKind('SERVICES', 2),
        keyServiceIds: ofKind('COMPANY_KEY_SERVICES', 4),
        womenOwned: true,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<CompanyDto>();
    expect(after).toMatchObject({
      name: 'Helixa Bio',
      description: null,
      website: 'https://helixa.example/about',
      womenOwned: true,
      version: before.version + 1,
      alias: 'helixa-biotherapeutics',
    });
    // Those who react to profile changes (watchlists' watchers) hear of it once it has committed.
    expect(t.jobs.sent).toContainEqual({ name: 'watchers-company-updated', data: { companyId: HELIXA } });
    expect(after.services.map((s) => s.id).sort()).toEqual(ofKind('SERVICES', 2).sort());
    expect(after.keyServices).toHaveLength(4);
    expect(after.therapeuticAreas).toEqual(before.therapeuticAreas);
  });

  it('refuses a stale version with 409 and the catalogue message', async () => {
    const company = await current();
    const res = await put(body(company, { version: company.version - 1, name: 'Overwritten' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 409, message: 'The current state has been changed. Please refresh this page.' });
    expect((await current()).name).not.toBe('Overwritten');
  });

  it.each([
    ['serviceIds', () => ofKind('SERVICES', 25), 'A company can list at most 24 services (25 chosen).'],
    [
      'therapeuticAreaIds',
      () => ofKind('THERAPEUTIC_AREAS', 13),
      'A company can list at most 12 therapeutic areas (13 chosen).',
    ],
    [
      'keyServiceIds',
      () => ofKind('COMPANY_KEY_SERVICES', 5),
      'A sponsor company can list at most 4 key services (5 chosen).',
    ],
  ] as const)('enforces the per-type limit on %s', async (field, ids, message) => {
    const res = await put(body(await current(), { [field]: ids() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message, details: [{ field, message }] });
  });

  it('allows a vendor eight key services, one more than a sponsor may have', async () => {
    const vendorAdmin = t.tokenFor('vendor.admin@demo.test');
    const meridian = await current(3, vendorAdmin);
    expect(
      (await put(body(meridian, { keyServiceIds: ofKind('COMPANY_KEY_SERVICES', 8) }), 3, vendorAdmin)).statusCode,
    ).toBe(200);
    const nine = await put(
      body(await current(3, vendorAdmin), { keyServiceIds: ofKind('COMPANY_KEY_SERVICES', 9) }),
      3,
      vendorAdmin,
    );
    expect(nine.json().message).toBe('A vendor company can list at most 8 key services (9 chosen).');
  });

  it('names every invalid field: wrong kinds, site-only and investor-only fields, website, blank name', async () => {
    const res = await put(
      body(await current(), {
        name: '   ',
        website: 'ftp://x',
        productIds: ofKind('SERVICES', 1),
        siteType: 'HOSPITAL',
        seriesIds: ofKind('SERIES', 1),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['name', 'website']);
    const second = await put(
      body(await current(), {
        productIds: ofKind('SERVICES', 1),
        siteType: 'HOSPITAL',
        patientCareSettings: ['INPATIENT'],
        seriesIds: ofKind('SERIES', 1),
        hqCountryId: 99999,
      }),
    );
    expect(second.json().details).toEqual([
      {
        field: 'productIds',
        message: `productIds contains ids that are not PRODUCTS items: ${ofKind('SERVICES', 1)[0]}`,
      },
      { field: 'siteType', message: 'siteType applies to sites only' },
      { field: 'patientCareSettings', message: 'patientCareSettings apply to sites only' },
      { field: 'seriesIds', message: 'seriesIds apply to investors only' },
      { field: 'hqCountryId', message: 'hqCountryId does not exist' },
    ]);
  });

  it('lets a site set its site type and care settings', async () => {
    const siteAdmin = t.tokenFor('site.admin@demo.test');
    const res = await put(
      body(await current(LAKESHORE, siteAdmin), {
        siteType: 'ACADEMIC_MEDICAL_CENTER',
        patientCareSettings: ['OUTPATIENT', 'DECENTRALIZED'],
      }),
      LAKESHORE,
      siteAdmin,
    );
    expect(res.json()).toMatchObject({
      siteType: 'ACADEMIC_MEDICAL_CENTER',
      patientCareSettings: ['OUTPATIENT', 'DECENTRALIZED'],
    });
  });

  it('refuses members, other companies and signed-out callers', async () => {
    const company = await current();
    expect((await put(body(company), HELIXA, t.tokenFor('sponsor.member@demo.test'))).statusCode).toBe(403);
    expect((await put(body(company), HELIXA, t.tokenFor('vendor.admin@demo.test'))).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: '/v1/companies/1', payload: body(company) })).statusCode).toBe(401);
  });

  it('uploads a logo, serves it, and deletes the replaced file', async () => {
    const first = await t.request({
      method: 'POST',
      url: '/v1/companies/1/logo',
      token: admin,
      payload: { contentType: 'image/png', data: PIXEL },
    });
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<CompanyDto>().logoUrl ?? '';
    expect(firstUrl).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const served = await t.request({ url: `/v1${firstUrl}` });
    expect(served.headers['content-type']).toBe('image/png');
    const second = await t.request({
      method: 'POST',
      url: '/v1/companies/1/logo',
      token: admin,
      payload: { contentType: 'image/svg+xml', data: svg('<circle cx="5" cy="5" r="4" fill="#09f"/><use href="#a"/>') },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect((await t.request({ url: `/v1${firstUrl}` })).statusCode).toBe(404);
    // Stored as sanitised, and served so that, opened on its own, it runs and loads nothing.
    const stored = await t.request({ url: `/v1${second.json<CompanyDto>().logoUrl ?? ''}` });
    expect(stored.headers['content-type']).toBe('image/svg+xml');
    expect(stored.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
    expect(stored.body).toMatch(
      /^<svg[^>]*viewBox="0 0 10 10"[^>]*><circle cx="5" cy="5" r="4" fill="#09f"><\/circle><use href="#a"><\/use><\/svg>$/,
    );
    expect((await current()).version).toBe(second.json<CompanyDto>().version);
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an event handler', '<rect width="1" height="1" onload="alert(1)"/>'],
    ['an external reference', '<image href="https://evil.example/x.png"/>'],
    ['embedded HTML', '<foreignObject><div>x</div></foreignObject>'],
    // What a regular expression let through (issue 25): SMIL that writes a script URL or a handler.
    [
      'an animated javascript: link',
      '<a><animate attributeName="href" values="java&#x73;cript:alert(1)"/><text>x</text></a>',
    ],
    ['a handler set by SMIL', '<rect width="5" height="5"><set attributeName="onmouseover" to="alert(1)"/></rect>'],
  ])('refuses an SVG logo with %s', async (_what, inner) => {
    const res = await t.request({
      method: 'POST',
      url: '/v1/companies/1/logo',
      token: admin,
      payload: { contentType: 'image/svg+xml', data: svg(inner) },
    });
    expect(res.json()).toMatchObject({
      code: 400,
      message: 'data must be a plain SVG image without scripts, event handlers or external references',
    });
  });

  // The user reads these (the bff puts them on the GraphQL input's fields).
  it.each([
    [{ contentType: 'image/gif', data: PIXEL }, 'contentType', 'The logo must be a PNG, JPEG, WebP or SVG image.'],
    [{ contentType: 'image/png', data: '' }, 'data', 'Choose a logo to upload.'],
    [{ contentType: 'image/png', data: '<svg/>' }, 'data', 'The logo could not be read.'],
  ])('words the 400 for %j for the user', async (payload, field, message) => {
    const res = await t.request({ method: 'POST', url: '/v1/companies/1/logo', token: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field, message }]);
  });

  it('refuses a mislabelled image, a file over 2 MB, and a member', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/v1/companies/1/logo',
      token: admin,
      payload: { contentType: 'image/jpeg', data: PIXEL },
    });
    expect(wrong.json().message).toBe('data is not a valid image/jpeg image');
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 1).toString('base64');
    const tooLarge = await t.request({
      method: 'POST',
      url: '/v1/companies/1/logo',
      token: admin,
      payload: { contentType: 'image/png', data: big },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 504, message: 'File is too large.' });
    const member = await t.request({
      method: 'POST',
      url: '/v1/companies/1/logo',
      token: t.tokenFor('sponsor.member@demo.test'),
      payload: { contentType: 'image/png', data: PIXEL },
    });
    expect(member.statusCode).toBe(403);
  });
});
