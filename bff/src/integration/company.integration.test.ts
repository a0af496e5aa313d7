import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCognitoIdentityClient } from '../identity/identity.client.js';
import { companyUpdateInput } from '../modules/company/company.testing.js';
import { CookieJar } from '../testing/cookie.jar.js';
import { startIntegration, type IntegrationEnv } from '../testing/integration.js';
import { type RecordingServer, startRecordingServer } from '../testing/recording.server.js';

const SEARCH = `query($input: CompanySearchInput!) { searchCompanies(input: $input) {
  items { company { id name isContractedPartner canEdit } highlights { name { text match } } } totalElements facets { field values { label count } } } }`;
const COMPANY =
  'query($alias: String!) { company(alias: $alias) { id name version canEdit members { firstName role } lookingFor { published name } } }';
const UPDATE =
  'mutation($input: UpdateCompanyInput!) { updateCompany(input: $input) { company { version description } errors { code field message } } }';

let env: IntegrationEnv;
// Between the bff and the real api: records every upstream request, to count them.
let upstream: RecordingServer;
let apiUrl = '';
beforeAll(async () => {
  upstream = await startRecordingServer(async (request, res) => {
    const answer = await fetch(`${apiUrl}${request.url}`, {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).filter(
          (e): e is [string, string] =>
            typeof e[1] === 'string' && !['host', 'content-length', 'connection'].includes(e[0]),
        ),
      ),
      ...(request.body ? { body: request.body } : {}),
    });
    // The api's headers as sent (x-session-checked included, so the bff need not ask for its session
    // again); the body's framing is re-done here, as fetch has decoded it.
    const headers = [...answer.headers].filter(
      ([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name),
    );
    res.writeHead(answer.status, Object.fromEntries(headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  env = await startIntegration({}, { API_URL: upstream.url });
  apiUrl = env.api.url;
});
afterAll(async () => {
  await env?.stop();
  await upstream?.close();
});

const signedIn = async (email: string): Promise<CookieJar> => {
  const jar = new CookieJar();
  expect((await env.signIn(jar, email)).data?.signIn.errors).toEqual([]);
  return jar;
};

const updateInput = (id: string, version: number, description: string) =>
  companyUpdateInput({ id, version, name: 'Helixa Biotherapeutics', description });

describe('company discovery end to end', () => {
  it("searches as a persona, with the persona's contracted partners and highlighted names", async () => {
    const jar = await signedIn('sponsor.admin@demo.test');
    const only = await env.gql<{
      searchCompanies: { items: { company: { name: string; isContractedPartner: boolean } }[]; totalElements: number };
    }>(jar, SEARCH, {
      input: { contractedPartners: 'ONLY_PARTNERS', sort: 'ALPHABETICALLY' },
    });
    expect(only.data?.searchCompanies.items.map((i) => [i.company.name, i.company.isContractedPartner])).toEqual([
      ['Lakeshore Research Institute', true],
      ['Meridian Clinical Research', true],
    ]);
    const text = await env.gql<{
      searchCompanies: { items: { highlights: { name: { text: string; match: boolean }[] } }[] };
    }>(jar, SEARCH, { input: { searchString: '  merid ' } });
    expect(text.data?.searchCompanies.items[0]?.highlights.name).toEqual([
      { text: 'Meridian', match: true },
      { text: ' Clinical Research', match: false },
    ]);
  });

  it('edits as the company admin and answers a stale version with CONFLICT', async () => {
    const jar = await signedIn('sponsor.admin@demo.test');
    const read = await env.gql<{ company: { id: string; version: number; canEdit: boolean } }>(jar, COMPANY, {
      alias: 'helixa-biotherapeutics',
    });
    const company = read.data?.company;
    expect(company?.canEdit).toBe(true);
    const saved = await env.gql(jar, UPDATE, {
      input: updateInput(company?.id ?? '', company?.version ?? 0, 'First edit.'),
    });
    expect(saved.data).toEqual({
      updateCompany: { company: { version: (company?.version ?? 0) + 1, description: 'First edit.' }, errors: [] },
    });
    const stale = await env.gql(jar, UPDATE, {
      input: updateInput(company?.id ?? '', company?.version ?? 0, 'Second edit from an old form.'),
    });
    expect(stale.data).toEqual({
      updateCompany: {
        company: null,
        errors: [
          { code: 'CONFLICT', field: null, message: 'The current state has been changed. Please refresh this page.' },
        ],
      },
    });
    const member = await signedIn('sponsor.member@demo.test');
    expect(
      (await env.gql(member, UPDATE, { input: updateInput(company?.id ?? '', company?.version ?? 0, 'x') })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it('fills the compare list from ids and reads its companies back in one upstream call', async () => {
    const jar = await signedIn('vendor.member@demo.test');
    for (const id of ['1', '5', '4']) {
      const added = await env.gql<{ addToCompareList: { errors: unknown[] } }>(
        jar,
        'mutation($id: ID!) { addToCompareList(companyId: $id) { errors { message } } }',
        { id },
      );
      expect(added.data?.addToCompareList.errors).toEqual([]);
    }
    upstream.requests.length = 0;
    const list = await env.gql(jar, '{ compareList { capacity companies { name inCompareList } } }');
    const companyCalls = upstream.requests.filter((r) => r.url.startsWith('/v1/companies'));
    expect(companyCalls.map((r) => r.url)).toEqual(['/v1/companies/by-ids?ids=1&ids=5&ids=4']);
    expect(list.data).toEqual({
      compareList: {
        capacity: 4,
        companies: [
          { name: 'Helixa Biotherapeutics', inCompareList: true },
          { name: 'Lakeshore Research Institute', inCompareList: true },
          { name: 'Cortexa Trial Systems', inCompareList: true },
        ],
      },
    });
  });

  it('records profile views and lists the active ones as recently viewed, in one upstream call', async () => {
    const jar = await signedIn('vendor.admin@demo.test');
    for (const id of ['1', '4'])
      expect((await env.gql(jar, 'mutation($id: ID!) { recordCompanyView(companyId: $id) }', { id })).data).toEqual({
        recordCompanyView: true,
      });
    const RECENT = '{ recentlyViewedCompanies { items { company { name members { lastName } } } totalElements } }';
    const names = (data: unknown) =>
      (
        data as { recentlyViewedCompanies: { items: { company: { name: string } }[] } }
      ).recentlyViewedCompanies.items.map((i) => i.company.name);
    upstream.requests.length = 0;
    const views = await env.gql(jar, RECENT);
    expect(names(views.data)).toEqual(['Cortexa Trial Systems', 'Helixa Biotherapeutics']);
    expect(views.data).toMatchObject({ recentlyViewedCompanies: { totalElements: 2 } });
    // The whole GraphQL request costs one REST call: the companies come whole, no by-ids after it.
    expect(upstream.requests.map((r) => r.url)).toEqual(['/v1/users/history/company-views?page=0&size=5']);
    await env.api.db.execute(sql`update companies set active = false where id = 4`);
    try {
      const after = await env.gql(jar, RECENT);
      expect(names(after.data)).toEqual(['Helixa Biotherapeutics']);
      expect(after.data).toMatchObject({ recentlyViewedCompanies: { totalElements: 1 } });
    } finally {
      await env.api.db.execute(sql`update companies set active = true where id = 4`);
    }
  });

  it("serves a partner's access token the same list in one upstream call, and nothing once its user is inactive", async () => {
    const identity = await createCognitoIdentityClient(env.config.cognito);
    try {
      const step = await identity.signIn('vendor.admin@demo.test', 'DemoPass!2026');
      if (step.kind !== 'tokens') throw new Error('expected tokens');
      const partner = { authorization: `Bearer ${step.tokens.accessToken}` };
      const RECENT = '{ recentlyViewedCompanies { items { company { name } } totalElements } }';
      upstream.requests.length = 0;
      const views = await env.gql(new CookieJar(), RECENT, {}, partner);
      expect(views.data).toMatchObject({ recentlyViewedCompanies: { totalElements: 2 } });
      // The api's answer says the caller is active: no user load before or after it.
      expect(upstream.requests.map((r) => r.url)).toEqual(['/v1/users/history/company-views?page=0&size=5']);
      await env.api.db.execute(sql`update users set active = false where email = 'vendor.admin@demo.test'`);
      try {
        const refused = await env.gql(new CookieJar(), RECENT, {}, partner);
        expect(refused.data).toBeNull();
        expect(refused.errors?.[0]?.extensions?.code).toBe('USER_INACTIVE');
      } finally {
        await env.api.db.execute(sql`update users set active = true where email = 'vendor.admin@demo.test'`);
      }
    } finally {
      identity.destroy();
    }
  });
});
