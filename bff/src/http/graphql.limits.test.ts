import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parse, Kind } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARMOR_LIMITS } from '../armor.js';
import { ConfigError, loadConfig, REPO_ROOT } from '../config.js';
import { startHarness, type Harness } from '../testing/bff.harness.js';
import { CookieJar } from '../testing/cookie.jar.js';
import { buildUser } from '../testing/fake.api.js';
import { DIRECTIVE_PROBES } from '../testing/probes.js';
import { isUploadOperation, UPLOAD_FIELDS, UPLOAD_HEADER } from './graphql.body.js';

let h: Harness;
// A signed-in member: only a caller the bff knows gets the upload allowance.
const member = new CookieJar();
beforeAll(async () => {
  h = await startHarness({
    users: [buildUser({ id: 1, email: 'member@demo.test' })],
    deps: { schemaExtensions: [DIRECTIVE_PROBES] },
  });
  await h.signIn('member@demo.test', { jar: member });
});
afterAll(() => h.close());

const post = (payload: string, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
const upload = (payload: string) => post(payload, { [UPLOAD_HEADER]: '1', cookie: member.header() ?? '' });
const operation = (query: string, extra: object = {}) => JSON.stringify({ query, ...extra });
const nested = (depth: number, leaf = 'value'): string =>
  `{ node ${'{ child '.repeat(depth - 2)}{ ${leaf} }${' }'.repeat(depth - 2)} }`;
const UPLOAD =
  'mutation ProfilePictureUpload($input: UploadProfilePictureInput!) { uploadProfilePicture(input: $input) { errors { message } } }';
const picture = (bytes: number) => ({ input: { contentType: 'image/png', dataBase64: 'A'.repeat(bytes) } });

describe('malformed or over-limit operations', () => {
  // [case, body, expected status, expected code, message pattern]
  const cases: [string, string, number, string, RegExp][] = [
    ['a syntax error', operation('{ publicProbe '), 400, 'GRAPHQL_PARSE_FAILED', /Syntax Error: Expected Name/],
    [
      'too many tokens',
      operation(`{ ${'publicProbe '.repeat(ARMOR_LIMITS.maxTokens)} }`),
      400,
      'GRAPHQL_PARSE_FAILED',
      /more th\w+ 2000 tokens/,
    ],
    ['too deep', operation(nested(ARMOR_LIMITS.maxDepth + 2)), 400, 'GRAPHQL_VALIDATION_FAILED', /depth limit of 10/],
    [
      'too many aliases',
      operation(`{ ${Array.from({ length: ARMOR_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: publicProbe`).join(' ')} }`),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      /Aliases limit of 15/,
    ],
    [
      'too costly',
      // 100 results × (1 + company 1 + 6 lists of 10): bff/src/limits counts list sizes.
      operation(
        `{ searchCompanies(input: { size: 100 }) { items { company { ${['services', 'products', 'regions', 'modalities', 'indications', 'series'].map((list) => `${list} { id }`).join(' ')} } } } }`,
      ),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      /Query cost limit of 5000 exceeded, found 6201/,
    ],
    [
      'too many directives',
      operation(`{ publicProbe ${'@include(if: true) '.repeat(ARMOR_LIMITS.maxDirectives + 1)} }`),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      /Directives limit of 50/,
    ],
    ['an unknown field', operation('{ nope }'), 400, 'GRAPHQL_VALIDATION_FAILED', /Cannot query field "nope"/],
    ['malformed JSON', '{"query": ', 400, 'BAD_REQUEST', /not valid JSON/],
    ['no query', JSON.stringify({ variables: {} }), 400, 'BAD_REQUEST', /non-empty `query`/],
  ];

  it.each(cases)('answers %s with a 4xx and a clear message', async (_case, body, status, code, message) => {
    const response = await post(body);
    expect(response.statusCode).toBe(status);
    const { errors } = response.json<{ errors: { message: string; extensions: { code: string } }[] }>();
    expect(errors[0]?.extensions.code).toBe(code);
    expect(errors[0]?.message).toMatch(message);
  });

  it('answers 415 when the content type is not JSON', async () => {
    const response = await post(operation('{ publicProbe }'), { 'content-type': 'application/xml' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      errors: [{ message: 'GraphQL requests must be sent as application/json.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});

describe('body size', () => {
  const TOO_LARGE = {
    errors: [
      {
        message:
          'The request is too large: a GraphQL operation may be at most 100 KB (picture and logo uploads excepted).',
        extensions: { code: 'REQUEST_TOO_LARGE' },
      },
    ],
  };

  it('accepts an operation when its body is just under the limit', async () => {
    const body = operation('query($x: Boolean!) { publicProbe @include(if: $x) }', {
      variables: { x: true, padding: 'a'.repeat(100_000) },
    });
    expect((await post(body)).statusCode).toBe(200);
  });

  it('answers 413 when an operation other than an upload is over 100 KB', async () => {
    const response = await post(operation('{ publicProbe }', { variables: { x: 'a'.repeat(110_000) } }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_LARGE);
  });

  it('answers 413 when a body without Content-Length (chunked) grows past 100 KB', async () => {
    const body = operation('{ publicProbe }', { variables: { x: 'a'.repeat(110_000) } });
    const response = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: Readable.from([body.slice(0, 60_000), body.slice(60_000)]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_LARGE);
  });

  it('answers 413 when a large body merely names an upload operation', async () => {
    const spoofed = operation('query ProfilePictureUpload($x: String) { publicProbe }', {
      operationName: 'ProfilePictureUpload',
      variables: { x: 'a'.repeat(200_000) },
    });
    const response = await upload(spoofed);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_LARGE);
  });

  it('lets an upload past 100 KB when a signed-in member declares it', async () => {
    const response = await upload(operation(UPLOAD, { variables: picture(1_000_000) }));
    expect(response.statusCode).toBe(200);
    // The resolver answered (the harness's api has no picture route): the body limit let it through.
    expect(response.json()).not.toEqual(TOO_LARGE);
  });

  it('gives a stranger naming the upload header the ordinary limit, before reading the body', async () => {
    const anonymous = await post(operation(UPLOAD, { variables: picture(1_000_000) }), { [UPLOAD_HEADER]: '1' });
    expect(anonymous.statusCode).toBe(413);
    expect(anonymous.json()).toEqual(TOO_LARGE);
    const forged = await post(operation(UPLOAD, { variables: picture(1_000_000) }), {
      [UPLOAD_HEADER]: '1',
      cookie: 'tb_session.0=forged',
      authorization: '',
    });
    expect(forged.statusCode).toBe(413);
    const badBearer = await post(operation(UPLOAD, { variables: picture(1_000_000) }), {
      [UPLOAD_HEADER]: '1',
      authorization: 'Bearer not.a.token',
    });
    expect(badBearer.statusCode).toBe(413);
  });

  it('answers 413 when an upload does not declare itself', async () => {
    const response = await post(operation(UPLOAD, { variables: picture(200_000) }));
    expect(response.statusCode).toBe(413);
  });

  it("answers 413 with the catalogue's 504 message when an upload is over its own limit", async () => {
    const response = await upload(operation(UPLOAD, { variables: picture(7_600_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      errors: [{ message: 'File is too large.', extensions: { code: 'FILE_TOO_LARGE' } }],
    });
  });

  it('recognises an upload by its parsed operation only', () => {
    expect(isUploadOperation({ query: UPLOAD })).toBe(true);
    expect(isUploadOperation({ query: `${UPLOAD} query Other { viewer { email } }`, operationName: 'Other' })).toBe(
      false,
    );
    expect(
      isUploadOperation({ query: 'mutation { uploadProfilePicture(input: {}) { errors { message } } signOut }' }),
    ).toBe(false);
    expect(isUploadOperation({ query: 'query { uploadProfilePicture }' })).toBe(false);
    expect(isUploadOperation({ query: 'mutation { ...F }' })).toBe(false);
    expect(isUploadOperation({ query: 12 })).toBe(false);
  });

  it('knows every upload mutation of the schema', () => {
    const dir = join(REPO_ROOT, 'schema');
    const uploads = new Set<string>();
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.graphql'))) {
      for (const definition of parse(readFileSync(join(dir, file), 'utf8')).definitions) {
        if (definition.kind !== Kind.OBJECT_TYPE_EXTENSION && definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
        if (definition.name.value !== 'Mutation') continue;
        for (const field of definition.fields ?? []) {
          // Bytes in the operation (base64): an `Upload…Input`. Documents send theirs beside GraphQL
          // (startDocumentUpload answers where), so its input does not count.
          const base64 = field.arguments?.some((arg) => /"Upload\w*Input"/.test(JSON.stringify(arg.type)));
          if (base64 || /^upload/.test(field.name.value)) uploads.add(field.name.value);
        }
      }
    }
    expect(uploads).toEqual(new Set(UPLOAD_FIELDS));
  });
});

describe('limits configuration', () => {
  const base = { API_URL: 'http://127.0.0.1:4010', COGNITO_USER_POOL_ID: 'local_abc', COGNITO_CLIENT_ID: 'client' };

  it('applies the documented defaults when nothing is set', () => {
    expect(loadConfig(base).graphqlLimits).toEqual({
      bodyLimitBytes: 102_400,
      limiter: 'adaptive',
      maxConcurrent: 64,
      minConcurrent: 16,
      latencyTargetMs: 300,
      maxQueued: 128,
      maxWaitMs: 300,
      retryAfterSeconds: 1,
    });
  });

  it('keeps the longer wait of the fixed limit when that one is asked for', () => {
    expect(loadConfig({ ...base, GRAPHQL_CONCURRENCY: 'fixed' }).graphqlLimits).toMatchObject({
      limiter: 'fixed',
      maxWaitMs: 1_000,
    });
  });

  it('refuses a limiter it does not know when one is named', () => {
    expect(() => loadConfig({ ...base, GRAPHQL_CONCURRENCY: 'gradient' })).toThrow(ConfigError);
  });

  it('refuses a concurrency of zero when one is set', () => {
    expect(() => loadConfig({ ...base, GRAPHQL_MAX_CONCURRENT: '0' })).toThrow(ConfigError);
  });
});
