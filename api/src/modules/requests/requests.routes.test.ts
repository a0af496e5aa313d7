import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import type { RequestDto } from './requests.schemas.js';
import { requestsClient } from './requests.testing.js';

const SPONSOR = 'sponsor.admin@demo.test';
const COLLEAGUE = 'sponsor.member@demo.test';

describe.each(testDatabaseKinds(import.meta.url))('requests: posting and changing (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof requestsClient>;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    c = requestsClient(t);
  });
  afterAll(async () => t.close());

  it('publishes a complete SITE request at once, sets the company flag, and shows every field', async () => {
    const token = t.tokenFor(SPONSOR);
    const created = await c.createOk(token, { ...(await c.site()), publish: true });
    expect(created).toMatchObject({
      kind: 'SITE',
      status: 'OPEN',
      teaser: false,
      isOwnCompany: true,
      canEdit: true,
      acceptsResponses: true,
      numberOfSites: 12,
      phases: ['PHASE_2'],
      company: { name: 'Helixa Biotherapeutics' },
      countries: [{ code: 'US' }],
      invitedCompanies: [],
      responseCount: 0,
    });
    expect(created.references?.map((r) => [r.kind, r.name])).toEqual([
      ['THERAPEUTIC_AREAS', 'Oncology'],
      ['REGIONS', 'North America'],
    ]);
    expect(created.publishedAt).toBe(t.clock.now().toISOString());
    expect(await c.publishedFlag('Helixa Biotherapeutics')).toBe(true);
    // Closing the only open public request clears the flag.
    expect((await c.action(token, created.id, 'close', { version: 99 })).statusCode).toBe(409);
    const closed = await c.action(token, created.id, 'close', { version: created.version });
    expect(closed.json()).toMatchObject({ status: 'CLOSED', canEdit: false, acceptsResponses: false });
    expect(await c.publishedFlag('Helixa Biotherapeutics')).toBe(false);
    expect((await c.action(token, created.id, 'close')).statusCode).toBe(409);
  });

  it('names every missing field of a kind and a past deadline at once', async () => {
    const res = await c.create(t.tokenFor(SPONSOR), {
      kind: 'SERVICE',
      title: '  ',
      responseDeadline: '2026-03-01',
      publish: true,
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (res.json().details as { field: string; message: string }[]).map((d) => [d.field, d.message]),
    );
    expect(fields).toEqual({
      title: 'Enter a title.',
      responseDeadline: 'The deadline must be today or later.',
      description: 'Describe what you need.',
      phases: 'Choose at least one phase.',
      therapeuticAreaIds: 'Choose at least one therapeutic area.',
      serviceIds: 'Choose at least one service.',
      timeline: 'Describe the timeline.',
    });
  });

  it('takes explicit nulls as empty fields (as the bff sends them), never as 0', async () => {
    const nulls = { numberOfSites: null, enrolmentTarget: null, startDate: null, budgetMin: null, timeline: null };
    const res = await c.create(t.tokenFor(SPONSOR), {
      kind: 'SITE',
      title: 'Nulls',
      responseDeadline: '2026-04-01',
      ...nulls,
      publish: true,
    });
    const fields = Object.fromEntries(
      (res.json().details as { field: string; message: string }[]).map((d) => [d.field, d.message]),
    );
    expect(fields).toMatchObject({
      numberOfSites: 'Enter the number of sites.',
      enrolmentTarget: 'Enter the enrolment target.',
      startDate: 'Enter the start date.',
    });
    const draft = await c.createOk(t.tokenFor(SPONSOR), {
      kind: 'SERVICE',
      title: 'Nulls',
      responseDeadline: '2026-04-01',
      ...nulls,
      budgetMax: null,
      publish: false,
    });
    expect(draft).toMatchObject({ budgetMin: null, budgetMax: null, timeline: null });
  });

  it('refuses ids of the wrong kind, a budget out of order, text over the limit and foreign invitations', async () => {
    const token = t.tokenFor(SPONSOR);
    const oncology = await c.refId('THERAPEUTIC_AREAS', 'Oncology');
    const wrongKind = await c.create(token, {
      kind: 'SERVICE',
      title: 'Monitoring',
      responseDeadline: '2026-04-01',
      serviceIds: [oncology],
      budgetMin: 5000,
      budgetMax: 1000,
      publish: false,
    });
    expect(wrongKind.json().details).toEqual([
      { field: 'budgetMax', message: 'The highest budget must be at least the lowest.' },
      { field: 'serviceIds', message: `serviceIds contains ids that are not SERVICES items: ${oncology}` },
    ]);
    const long = await c.create(token, { kind: 'SITE', title: 'x'.repeat(201), publish: false });
    expect(long.json().details).toEqual([{ field: 'title', message: 'The title can be at most 200 characters.' }]);
    const own = await c.create(token, {
      ...(await c.site()),
      visibility: 'INVITED',
      invitedCompanyIds: [await c.companyId('Helixa Biotherapeutics')],
      publish: true,
    });
    expect(own.json().details).toEqual([
      { field: 'invitedCompanyIds', message: 'You cannot invite your own company.' },
    ]);
    const unclaimed = await c.create(token, {
      ...(await c.site()),
      visibility: 'INVITED',
      invitedCompanyIds: [await c.companyId('Northbridge Bioanalytics')],
      publish: true,
    });
    expect(unclaimed.json().details[0].field).toBe('invitedCompanyIds');
  });

  it('saves a draft, edits it on its version (409 when stale), publishes, and deletes only drafts', async () => {
    const token = t.tokenFor(SPONSOR);
    const draft = await c.createOk(token, {
      kind: 'INNOVATION',
      title: 'Wearables',
      responseDeadline: '2026-05-01',
      publish: false,
    });
    expect(draft).toMatchObject({ status: 'DRAFT', publishedAt: null, version: 1 });
    const incomplete = await c.action(token, draft.id, 'publish');
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().details.map((d: { field: string }) => d.field)).toEqual([
      'description',
      'problem',
      'productIds',
      'stage',
    ]);
    const complete = {
      kind: 'INNOVATION',
      title: 'Wearables for remote endpoints',
      description: 'Continuous monitoring at home.',
      responseDeadline: '2026-05-01',
      problem: 'Patients travel too often.',
      modalityIds: [await c.refId('MODALITIES', 'Small Molecule')],
      stage: 'PILOT',
    };
    const edited = await c.update(token, draft.id, { ...complete, version: 1 });
    expect(edited.json<RequestDto>()).toMatchObject({ version: 2, title: 'Wearables for remote endpoints' });
    const stale = await c.update(token, draft.id, { ...complete, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The current state has been changed. Please refresh this page.');
    const published = await c.action(token, draft.id, 'publish');
    expect(published.json()).toMatchObject({ status: 'OPEN', version: 3 });
    const kindChange = await c.update(token, draft.id, { ...(await c.site()), version: 3 });
    expect(kindChange.json().details).toEqual([
      { field: 'kind', message: 'The kind of a published request cannot change.' },
    ]);
    expect((await c.remove(token, draft.id)).statusCode).toBe(409);
    const other = await c.createOk(token, {
      kind: 'SITE',
      title: 'Scratch',
      responseDeadline: '2026-05-01',
      publish: false,
    });
    expect((await c.remove(token, other.id)).statusCode).toBe(204);
    expect((await c.get(token, other.id)).statusCode).toBe(404);
  });

  it('lets a colleague change the company request, answers 404 to another company, 403 to reads and writes while impersonating', async () => {
    const created = await c.createOk(t.tokenFor(SPONSOR), { ...(await c.site()), publish: false });
    expect((await c.action(t.tokenFor(COLLEAGUE), created.id, 'publish')).statusCode).toBe(200);
    const vendor = t.tokenFor('vendor.admin@demo.test');
    expect((await c.action(vendor, created.id, 'close')).statusCode).toBe(404);
    expect((await c.get(vendor, created.id)).json()).toMatchObject({ canEdit: false, isOwnCompany: false });
    const admin = t.adminToken();
    const asColleague = await t.userId(COLLEAGUE);
    const impersonated = await t.request({
      method: 'POST',
      url: '/v1/requests',
      token: admin,
      impersonate: asColleague,
      payload: { kind: 'SITE' },
    });
    expect(impersonated.statusCode).toBe(403);
    // Spec §6 blocks REQUESTS while impersonating: reading too (issue 25), with the inbox's answer.
    const read = await t.request({ url: `/v1/requests/${created.id}`, token: admin, impersonate: asColleague });
    expect(read.statusCode).toBe(403);
    const list = await t.request({ url: '/v1/requests', token: admin, impersonate: asColleague });
    expect(list.statusCode).toBe(403);
  });

  it('needs Innovator to post: Explorer gets ExplorerLimit, no plan SubscriptionRequired', async () => {
    const explorer = await c.create(t.tokenFor('site.admin@demo.test'), { ...(await c.site()), publish: true });
    expect(explorer.statusCode).toBe(403);
    expect(explorer.json()).toMatchObject({
      code: 'ExplorerLimit',
      message: "Posting requests is part of Innovator. Upgrade to post your company's needs.",
    });
    const none = await c.create(t.tokenFor('new.user@demo.test'), { ...(await c.site()), publish: false });
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('SubscriptionRequired');
  });
});
