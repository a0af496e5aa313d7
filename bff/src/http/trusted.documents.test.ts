import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARMOR_LIMITS } from '../armor.js';
import { CookieJar } from '../testing/cookie.jar.js';
import { buildUser } from '../testing/fake.api.js';
import { documentHash, startHarness, type Harness } from '../testing/bff.harness.js';
import { UPLOAD_HEADER } from './graphql.body.js';
import { createPersistedDocuments, loadPersistedDocuments } from './persisted.documents.js';
import { mayRunText, PERSISTED_QUERY_REQUIRED_MESSAGE, socketSource } from './trusted.documents.js';

const EMAIL = 'member@demo.test';
// One of "the web app's" documents (in the harness's manifest), and one it never wrote.
const OWN = 'query OwnViewer { viewer { email } }';
const FOREIGN = 'query Foreign { viewer { email isAdmin } }';
const UPLOAD =
  'mutation ProfilePictureUpload($input: UploadProfilePictureInput!) { uploadProfilePicture(input: $input) { errors { message } } }';
const parseOptions = { maxTokens: ARMOR_LIMITS.maxTokens };

const refusedAsText = (response: {
  status: number;
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}) => {
  expect(response.status).toBe(400);
  expect(response.data).toBeUndefined();
  expect(response.errors).toEqual([
    { message: PERSISTED_QUERY_REQUIRED_MESSAGE, extensions: { code: 'PERSISTED_QUERY_REQUIRED' } },
  ]);
};

describe('trusted documents in production', () => {
  let prod: Harness;
  const bearer = () => ({ authorization: `Bearer ${prod.issuer.accessToken({ username: `sub-${EMAIL}` })}` });
  beforeAll(async () => {
    prod = await startHarness({
      users: [buildUser({ id: 1, email: EMAIL })],
      env: { NODE_ENV: 'production' },
      trustedDocuments: [OWN, UPLOAD],
    });
    await prod.signIn(EMAIL);
  });
  afterAll(() => prod.close());

  it("runs one of the web app's documents, sent as its hash, for a browser session", async () => {
    const { status, data, errors } = await prod.gql<{ viewer: { email: string } }>(OWN);
    expect(errors).toBeUndefined();
    expect(status).toBe(200);
    expect(data?.viewer.email).toBe(EMAIL);
  });

  it('refuses any other operation sent as text by a browser session, before running it', async () => {
    refusedAsText(await prod.gql(FOREIGN));
    refusedAsText(await prod.gql(`mutation { signOut }`));
  });

  it('refuses an operation sent as text by an anonymous caller, even the text of an own document', async () => {
    refusedAsText(await prod.gql(FOREIGN, {}, { jar: new CookieJar() }));
    const asText = await prod.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: OWN },
    });
    refusedAsText({ ...asText.json<object>(), status: asText.statusCode });
  });

  it('runs the same text for a caller with a bearer access token', async () => {
    const { status, data, errors } = await prod.gql<{ viewer: { email: string; isAdmin: boolean } }>(
      FOREIGN,
      {},
      { jar: new CookieJar(), headers: bearer() },
    );
    expect(errors).toBeUndefined();
    expect(status).toBe(200);
    expect(data?.viewer.email).toBe(EMAIL);
  });

  it("runs the same text for a partner's API key, acting as the admin who created it", async () => {
    const key = `tbk_${'k'.repeat(40)}`;
    prod.api.apiKeys.set(key, {
      id: '0b9f6a52-7c1e-4a43-9d55-3f1a2b4c5d6e',
      scope: 'READ_ONLY',
      owner: buildUser({ id: 1, email: EMAIL }),
    });
    const { status, data, errors } = await prod.gql<{ viewer: { email: string } }>(
      FOREIGN,
      {},
      { jar: new CookieJar(), headers: { authorization: `Bearer ${key}` } },
    );
    expect(errors).toBeUndefined();
    expect(status).toBe(200);
    expect(data?.viewer.email).toBe(EMAIL);
  });

  it('lets introspection through to the schema gate: answered for a signed-in browser, refused to anyone else', async () => {
    const { data, errors } = await prod.gql<{ __typename: string }>('{ __typename }');
    expect(errors).toBeUndefined();
    expect(data?.__typename).toBe('Query');
    const schema = await prod.gql<{ __schema: { queryType: { name: string } } }>(
      'query Docs { __schema { queryType { name } } }',
    );
    expect(schema.data?.__schema.queryType.name).toBe('Query');
    // Anonymous: the gate's refusal, which says how to get in (not this check's).
    const anonymous = await prod.gql('query Docs { __schema { queryType { name } } }', {}, { jar: new CookieJar() });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('INTROSPECTION_DISABLED');
    // A document mixing introspection with data is data.
    refusedAsText(await prod.gql('{ __typename viewer { email } }'));
    refusedAsText(await prod.gql('{ __typename viewer { email } }', {}, { jar: new CookieJar() }));
  });

  it('lets an upload sent as its hash past the ordinary body limit, as its text would be', async () => {
    const response = await prod.app.inject({
      method: 'POST',
      url: '/graphql',
      // Signed in: the upload allowance is for callers the bff knows.
      headers: { 'content-type': 'application/json', [UPLOAD_HEADER]: '1', cookie: prod.jar.header() ?? '' },
      payload: {
        variables: { input: { contentType: 'image/png', dataBase64: 'A'.repeat(1_000_000) } },
        extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(UPLOAD) } },
      },
    });
    expect(response.statusCode).toBe(200);
    // The resolver answered, so the upload check found an upload behind the hash.
    expect(response.json()).not.toMatchObject({ errors: [{ extensions: { code: 'REQUEST_TOO_LARGE' } }] });
  });

  it('answers PersistedQueryNotFound for a hash the web app never sent', async () => {
    const response = await prod.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(FOREIGN) } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
  });
});

describe('trusted documents in development', () => {
  let dev: Harness;
  beforeAll(async () => {
    dev = await startHarness({ users: [buildUser({ id: 1, email: EMAIL })] });
    await dev.signIn(EMAIL);
  });
  afterAll(() => dev.close());

  it('runs operations sent as text for everyone', async () => {
    expect((await dev.gql<{ viewer: { email: string } }>(FOREIGN)).data?.viewer.email).toBe(EMAIL);
    const anonymous = await dev.gql<{ viewer: null }>(FOREIGN, {}, { jar: new CookieJar() });
    expect(anonymous.errors?.[0]?.extensions?.code).not.toBe('PERSISTED_QUERY_REQUIRED');
  });

  it('runs the text the web app sends again with an unknown hash', async () => {
    const response = await dev.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: dev.jar.header() ?? '' },
      payload: { query: FOREIGN, extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } },
    });
    expect(response.json()).toEqual({ data: { viewer: { email: EMAIL, isAdmin: false } } });
  });
});

describe('the manifest', () => {
  it('must be in the web build in production, and may be missing in development', () => {
    const empty = mkdtempSync(join(tmpdir(), 'tb-no-dist-'));
    try {
      expect(() => loadPersistedDocuments(empty, true)).toThrow(/trusted documents are missing .*npm run build/);
      expect(loadPersistedDocuments(empty, false).size).toBe(0);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('over the socket', () => {
  const documents = createPersistedDocuments(new Map([[documentHash(OWN), OWN]]));

  it("runs the manifest's text for a known hash, and the text sent along for any other", () => {
    const known = { persistedQuery: { version: 1, sha256Hash: documentHash(OWN) } };
    expect(socketSource(documents, { query: 'subscription { forged }', extensions: known })).toEqual({
      query: OWN,
      trusted: true,
    });
    expect(socketSource(documents, { query: FOREIGN })).toEqual({ query: FOREIGN, trusted: false });
  });

  it('lets only a caller with their own credentials send text, or anyone pure introspection', () => {
    expect(mayRunText({ source: 'bearer' }, FOREIGN, null, parseOptions)).toBe(true);
    expect(mayRunText({ source: 'key' }, FOREIGN, null, parseOptions)).toBe(true);
    expect(mayRunText({ source: 'cookie' }, FOREIGN, null, parseOptions)).toBe(false);
    expect(mayRunText(null, FOREIGN, null, parseOptions)).toBe(false);
    expect(mayRunText({ source: 'cookie' }, '{ __type(name: "Query") { name } }', null, parseOptions)).toBe(true);
    expect(mayRunText(null, '{ __schema { queryType { name } } }', null, parseOptions)).toBe(true);
    expect(mayRunText({ source: 'cookie' }, 'not graphql', null, parseOptions)).toBe(false);
  });
});
