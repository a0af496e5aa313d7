import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_BODY_LIMIT } from '../../app.js';
import { UPLOAD_HEADER } from '../../http/graphql.body.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { PASSWORD, startHarness, type Harness } from '../../testing/bff.harness.js';
import type { ContractAnswer } from '../../testing/fake.api.contract.js';

/** The api's limit for a profile picture. */
const FIVE_MB = 5 * 1024 * 1024;

const PROFILE =
  'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id firstName jobTitle linkedin masked } errors { code field message } } }';
const UPLOAD =
  'mutation($input: UploadProfilePictureInput!) { uploadProfilePicture(input: $input) { user { pictureUrl } errors { code field message } } }';
const INTERESTS = `mutation($input: UpdateInterestsInput!) { updateInterests(input: $input) {
  interests { complete therapeuticAreas { id kind name parentId } services { name } trialPhasesSupported }
  viewer { isInterestsRequired } errors { code field message } } }`;

/** A PNG of `size` bytes, base64-encoded (the signature, then zeros). */
const png = (size: number): string => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes.toString('base64');
};

let h: Harness;
let sponsor: CookieJar;
beforeAll(async () => {
  h = await startHarness({
    users: [
      buildUser({ id: 1, email: 'sponsor@demo.test', jobTitle: 'CMO', linkedin: 'https://www.linkedin.com/in/old' }),
      buildUser({ id: 2, email: 'colleague@demo.test' }),
    ],
    accounts: [
      { email: 'sponsor@demo.test', password: PASSWORD },
      { email: 'colleague@demo.test', password: PASSWORD },
      { email: 'admin@demo.test', password: PASSWORD, groups: ['admin'] },
    ],
  });
  h.api.subscriptions.set(1, {
    id: 1,
    plan: 'INNOVATOR',
    status: 'ACTIVE',
    endDate: '2027-01-01T00:00:00Z',
    period: 'YEAR',
    billingAdmin: true,
    billingView: 'CONTENT',
    typeCode: null,
    name: 'Innovator',
    inForce: true,
    reminder: null,
  });
  sponsor = new CookieJar();
  await h.signIn('sponsor@demo.test', { jar: sponsor });
});
afterAll(() => h.close());

const calls = (method: string, path: string) =>
  h.api.server.requests.filter((r) => r.method === method && r.url === path);

describe('interests', () => {
  it('answers UNAUTHENTICATED when nobody is signed in', async () => {
    const { errors } = await h.gql('{ interests { complete } }', {}, { jar: new CookieJar() });
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('saves de-duplicated ids and answers the viewer with isInterestsRequired cleared when the interests become complete', async () => {
    const before = await h.gql<{ viewer: { isInterestsRequired: boolean } }>(
      '{ viewer { isInterestsRequired } }',
      {},
      { jar: sponsor },
    );
    expect(before.data?.viewer.isInterestsRequired).toBe(true);
    const input = {
      therapeuticAreaIds: ['1', '1'],
      serviceIds: ['3'],
      productIds: ['4'],
      regionIds: ['5'],
      trialPhasesSupported: ['PHASE_2', 'PHASE_2'],
    };
    const { data } = await h.gql(INTERESTS, { input }, { jar: sponsor });
    expect(data).toEqual({
      updateInterests: {
        interests: {
          complete: true,
          therapeuticAreas: [{ id: '1', kind: 'THERAPEUTIC_AREAS', name: 'Oncology', parentId: null }],
          services: [{ name: 'Data Management' }],
          trialPhasesSupported: ['PHASE_2'],
        },
        viewer: { isInterestsRequired: false },
        errors: [],
      },
    });
    expect(JSON.parse(calls('PUT', '/v1/users/interests').at(-1)?.body ?? '{}')).toEqual({
      therapeuticAreaIds: [1],
      serviceIds: [3],
      productIds: [4],
      regionIds: [5],
      trialPhasesSupported: ['PHASE_2'],
    });
    expect((await h.gql('{ interests { complete } }', {}, { jar: sponsor })).data).toEqual({
      interests: { complete: true },
    });
  });

  it('answers a user error naming the list when an id is not a number or of the wrong kind', async () => {
    const base = { therapeuticAreaIds: [], serviceIds: [], productIds: [], regionIds: [], trialPhasesSupported: [] };
    const before = calls('PUT', '/v1/users/interests').length;
    const bad = await h.gql<{ updateInterests: { errors: unknown[] } }>(
      INTERESTS,
      { input: { ...base, regionIds: ['abc'] } },
      { jar: sponsor },
    );
    expect(bad.data?.updateInterests.errors).toEqual([
      { code: 'BAD_USER_INPUT', field: 'regionIds', message: 'regionIds contains an id that does not exist.' },
    ]);
    expect(calls('PUT', '/v1/users/interests')).toHaveLength(before);
    const wrongKind = await h.gql<{ updateInterests: { errors: unknown[] } }>(
      INTERESTS,
      { input: { ...base, serviceIds: ['1'] } },
      { jar: sponsor },
    );
    expect(wrongKind.data?.updateInterests.errors).toEqual([
      {
        code: 'BAD_USER_INPUT',
        field: 'serviceIds',
        message: 'serviceIds contains ids that are not SERVICES items: 1',
      },
    ]);
  });
});

describe('updateProfile', () => {
  it("saves the acting user's profile: null clears a field, an absent one is kept", async () => {
    const { data } = await h.gql(
      PROFILE,
      { input: { firstName: 'Sophia', lastName: 'Reyes', masked: true, linkedin: null } },
      { jar: sponsor },
    );
    expect(data).toEqual({
      updateProfile: {
        user: { id: '1', firstName: 'Sophia', jobTitle: 'CMO', linkedin: null, masked: true },
        errors: [],
      },
    });
    expect(JSON.parse(calls('PUT', '/v1/users/1').at(-1)?.body ?? '{}')).toEqual({
      firstName: 'Sophia',
      lastName: 'Reyes',
      masked: true,
      linkedin: null,
    });
  });

  it("keeps the api's message on the field it refuses", async () => {
    const { data } = await h.gql(
      PROFILE,
      { input: { firstName: 'S', lastName: 'R', masked: false, linkedin: 'http://evil.example' } },
      { jar: sponsor },
    );
    expect(data).toEqual({
      updateProfile: {
        user: null,
        errors: [
          { code: 'BAD_USER_INPUT', field: 'linkedin', message: 'linkedin must be an https URL on linkedin.com' },
        ],
      },
    });
  });

  it('saves the profile of the user an admin acts as', async () => {
    const admin = new CookieJar();
    await h.signIn('admin@demo.test', { jar: admin });
    await h.gql('mutation { startImpersonation(userId: "2") { errors { message } } }', {}, { jar: admin });
    const { data } = await h.gql(
      PROFILE,
      { input: { firstName: 'Col', lastName: 'League', masked: false } },
      { jar: admin },
    );
    expect(data).toMatchObject({ updateProfile: { user: { id: '2', firstName: 'Col' }, errors: [] } });
    expect(calls('PUT', '/v1/users/2').at(-1)?.headers['x-impersonated-user-id']).toBe('2');
  });
});

describe('profile picture', () => {
  // The api reads a data URL prefix and line breaks itself (api picture.routes.test, account integration test).
  it('uploads a picture as the api takes it (data as sent, type in lower case) and answers its URL', async () => {
    const dataBase64 = `data:image/png;base64,${png(64)}`;
    const { data: result } = await h.gql(
      UPLOAD,
      { input: { contentType: ' image/PNG ', dataBase64 } },
      { jar: sponsor },
    );
    expect(result).toEqual({ uploadProfilePicture: { user: { pictureUrl: '/media/picture-of-1' }, errors: [] } });
    expect(JSON.parse(calls('POST', '/v1/users/1/picture').at(-1)?.body ?? '{}')).toEqual({
      contentType: 'image/png',
      data: dataBase64,
    });
  });

  it('removes the picture', async () => {
    const { data } = await h.gql(
      'mutation { deleteProfilePicture { user { pictureUrl } errors { message } } }',
      {},
      { jar: sponsor },
    );
    expect(data).toEqual({ deleteProfilePicture: { user: { pictureUrl: null }, errors: [] } });
    expect(calls('DELETE', '/v1/users/1/picture')).toHaveLength(1);
  });

  // The api checks uploads and words what is wrong (see api picture.routes.test and the account
  // integration test); the bff puts its answer on the input's fields.
  it.each<[string, ContractAnswer<'post', '/users/{id}/picture'>, Record<string, string>]>([
    [
      'a type the api refuses',
      [
        400,
        {
          code: 400,
          message: 'x',
          details: [{ field: 'contentType', message: 'The picture must be a PNG, JPEG or WebP image.' }],
        },
      ],
      { code: 'BAD_USER_INPUT', field: 'contentType', message: 'The picture must be a PNG, JPEG or WebP image.' },
    ],
    [
      'data the api cannot read',
      [400, { code: 400, message: 'x', details: [{ field: 'data', message: 'The picture could not be read.' }] }],
      { code: 'BAD_USER_INPUT', field: 'dataBase64', message: 'The picture could not be read.' },
    ],
    [
      'a file over 5 MB',
      [413, { code: 504, message: 'File is too large.' }],
      { code: 'FILE_TOO_LARGE', field: 'dataBase64', message: 'File is too large.' },
    ],
  ])("answers the api's refusal of %s on the input's field", async (_case, answer, error) => {
    h.api.routes.on('post', '/users/{id}/picture', () => answer);
    try {
      const { data } = await h.gql(
        UPLOAD,
        { input: { contentType: 'image/png', dataBase64: png(10) } },
        { jar: sponsor },
      );
      expect(data).toEqual({ uploadProfilePicture: { user: null, errors: [error] } });
    } finally {
      h.api.routes.clear();
    }
  });

  it('accepts a 5 MB picture written inline in the document: a long string is one token to the limits', async () => {
    const query = `mutation { uploadProfilePicture(input: { contentType: "image/png", dataBase64: "${png(FIVE_MB)}" }) { user { pictureUrl } errors { message } } }`;
    expect(query.length).toBeLessThan(GRAPHQL_BODY_LIMIT);
    const { data, errors } = await h.gql(query, {}, { jar: sponsor, headers: { [UPLOAD_HEADER]: '1' } });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ uploadProfilePicture: { user: { pictureUrl: '/media/picture-of-1' }, errors: [] } });
  });

  it("answers 413 with the catalogue's 504 message when the body is over the /graphql limit", async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: sponsor.header() ?? '', [UPLOAD_HEADER]: '1' },
      payload: {
        query: UPLOAD,
        variables: { input: { contentType: 'image/png', dataBase64: 'A'.repeat(GRAPHQL_BODY_LIMIT) } },
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      errors: [{ message: 'File is too large.', extensions: { code: 'FILE_TOO_LARGE' } }],
    });
  });
});
