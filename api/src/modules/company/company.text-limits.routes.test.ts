import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import type { CompanyDto } from './company.schemas.js';
import { COMPANY_TEXT_LIMITS } from './company.limits.js';

const HELIXA = 1;
const long = (length: number) => 'x'.repeat(length);

describe.each(testDatabaseKinds(import.meta.url))('over-long text is refused, never cut (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = t.tokenFor('sponsor.admin@demo.test');
  });
  afterAll(async () => t.close());

  const company = async () =>
    (await t.request({ url: `/v1/companies/by-ids?ids=${HELIXA}`, token: admin })).json<
      CompanyDto[]
    >()[0] as CompanyDto;
  const rename = async (name: string) => {
    const { version } = await company();
    return t.request({
      method: 'PUT',
      url: `/v1/companies/${HELIXA}`,
      token: admin,
      payload: {
        version,
        name,
        serviceIds: [],
        productIds: [],
        therapeuticAreaIds: [],
        indicationIds: [],
        modalityIds: [],
        regionIds: [],
        keyServiceIds: [],
        seriesIds: [],
        minorityOwned: false,
        womenOwned: false,
        disabilityOwned: false,
        auditedByFda: false,
        patientCareSettings: [],
      },
    });
  };

  it('refuses a company name of 151 characters with a 400 naming the field, and keeps the stored name', async () => {
    const before = await company();
    const res = await rename(long(COMPANY_TEXT_LIMITS.name + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'name must be at most 150 characters',
      details: [{ field: 'name', message: 'name must be at most 150 characters' }],
    });
    expect((await company()).name).toBe(before.name);
  });

  it('stores a name of exactly 150 characters whole, counting an emoji as one character', async () => {
    const name = `Helixa ${'🧬'.repeat(COMPANY_TEXT_LIMITS.name - 7)}`;
    expect([...name]).toHaveLength(150);
    const res = await rename(name);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CompanyDto>().name).toBe(name);
    expect((await company()).name).toBe(name);
  });

  it('refuses an over-long profile field, invitation and invoice request by field', async () => {
    const user = await t.request({ url: '/v1/users/current', token: admin });
    const profile = await t.request({
      method: 'PUT',
      url: `/v1/users/${user.json<{ id: number }>().id}`,
      token: admin,
      payload: { firstName: long(101), lastName: 'Admin', masked: false },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json<{ details: unknown[] }>().details).toEqual([
      { field: 'firstName', message: 'firstName must be at most 100 characters' },
    ]);

    const invite = await t.request({
      method: 'POST',
      url: '/v1/subscriptions/1/team/invites',
      token: admin,
      payload: { email: 'someone@helixa.example', subject: long(201), text: 'Join us.' },
    });
    expect(invite.statusCode).toBe(400);
    expect(invite.json<{ details: unknown[] }>().details).toEqual([
      { field: 'subject', message: 'subject must be at most 200 characters' },
    ]);

    const invoice = await t.request({
      method: 'POST',
      url: '/v1/subscriptions/invoice',
      token: admin,
      payload: { text: long(5001) },
    });
    expect(invoice.statusCode).toBe(400);
    expect(invoice.json<{ details: unknown[] }>().details).toEqual([
      { field: 'text', message: 'text must be at most 5000 characters' },
    ]);
  });

  it('refuses a new company name at registration over the edit form’s limit', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/v1/users/signup',
      payload: {
        email: 'new.person@newco.example',
        firstName: 'New',
        lastName: 'Person',
        referralSource: 'EMAIL',
        company: { name: long(151), roleId: 1 },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: { field: string; message: string }[] }>().details).toContainEqual({
      field: 'company.name',
      message: 'company.name must be at most 150 characters',
    });
  });
});
