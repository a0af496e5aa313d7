import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../testing/cookie.jar.js';
import { startIntegration, type IntegrationEnv } from '../testing/integration.js';
import { UPLOAD_HEADER } from '../http/graphql.body.js';

const PROFILE =
  'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { firstName jobTitle phone linkedin city masked } errors { code field message } } }';
const UPLOAD =
  'mutation($input: UploadProfilePictureInput!) { uploadProfilePicture(input: $input) { user { pictureUrl } errors { code field message } } }';
const INTERESTS =
  'mutation($input: UpdateInterestsInput!) { updateInterests(input: $input) { interests { complete } viewer { isInterestsRequired } errors { code field message } } }';

/** A valid 1×1 PNG. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let env: IntegrationEnv;
beforeAll(async () => {
  env = await startIntegration(
    {},
    { BRAND_NAME: 'Trialbridge Staging', MAINTENANCE_PASSWORD: 'Staging-Only-2026', ANALYTICS: 'none' },
  );
});
afterAll(async () => {
  await env?.stop();
});

const signedIn = async (email: string): Promise<CookieJar> => {
  const jar = new CookieJar();
  expect((await env.signIn(jar, email)).data?.signIn.errors).toEqual([]);
  return jar;
};

describe('my account end to end', () => {
  it('saves the profile and shows it on the next viewer read', async () => {
    const jar = await signedIn('vendor.member@demo.test');
    const input = {
      firstName: 'Priya',
      lastName: 'Natarajan',
      jobTitle: 'Lead CRA',
      phone: '+1 919 555 0100',
      linkedin: 'https://www.linkedin.com/in/priya-n',
      city: null,
      masked: true,
    };
    const { data } = await env.gql(jar, PROFILE, { input });
    expect(data).toEqual({
      updateProfile: {
        user: {
          firstName: 'Priya',
          jobTitle: 'Lead CRA',
          phone: '+1 919 555 0100',
          linkedin: 'https://www.linkedin.com/in/priya-n',
          city: null,
          masked: true,
        },
        errors: [],
      },
    });
    const viewer = await env.gql<{ viewer: { user: { jobTitle: string; masked: boolean } } }>(
      jar,
      '{ viewer { user { jobTitle masked } } }',
    );
    expect(viewer.data?.viewer.user).toEqual({ jobTitle: 'Lead CRA', masked: true });
    const refused = await env.gql(jar, PROFILE, { input: { ...input, phone: '12' } });
    expect(refused.data).toEqual({
      updateProfile: {
        user: null,
        errors: [
          {
            code: 'BAD_USER_INPUT',
            field: 'phone',
            message: 'phone must be a phone number of 7 to 20 digits (digits, spaces, +, -, parentheses)',
          },
        ],
      },
    });
  });

  it('uploads a picture the bff then serves, and deletes it', async () => {
    const jar = await signedIn('vendor.member@demo.test');
    const uploaded = await env.gql<{ uploadProfilePicture: { user: { pictureUrl: string } } }>(jar, UPLOAD, {
      input: { contentType: 'image/png', dataBase64: PIXEL },
    });
    const url = uploaded.data?.uploadProfilePicture.user.pictureUrl ?? '';
    expect(url).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const image = await fetch(`${env.url}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(PIXEL, 'base64'))).toBe(true);

    const fake = await env.gql(jar, UPLOAD, { input: { contentType: 'image/jpeg', dataBase64: PIXEL } });
    expect(fake.data).toEqual({
      uploadProfilePicture: {
        user: null,
        errors: [{ code: 'BAD_USER_INPUT', field: 'dataBase64', message: 'data is not a valid image/jpeg image' }],
      },
    });

    const deleted = await env.gql(jar, 'mutation { deleteProfilePicture { user { pictureUrl } errors { message } } }');
    expect(deleted.data).toEqual({ deleteProfilePicture: { user: { pictureUrl: null }, errors: [] } });
    expect((await fetch(`${env.url}${url}`)).status).toBe(404);
  });

  // The api is the one that checks uploads; the user reads its words on the input's fields.
  it.each([
    [
      'a GIF',
      { contentType: 'image/gif', dataBase64: PIXEL },
      { code: 'BAD_USER_INPUT', field: 'contentType', message: 'The picture must be a PNG, JPEG or WebP image.' },
    ],
    [
      'no data',
      { contentType: 'image/png', dataBase64: ' ' },
      { code: 'BAD_USER_INPUT', field: 'dataBase64', message: 'Choose a picture to upload.' },
    ],
    [
      'not base64',
      { contentType: 'image/png', dataBase64: '<svg/>' },
      { code: 'BAD_USER_INPUT', field: 'dataBase64', message: 'The picture could not be read.' },
    ],
    [
      'one byte over 5 MB',
      { contentType: 'image/png', dataBase64: Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64') },
      { code: 'FILE_TOO_LARGE', field: 'dataBase64', message: 'File is too large.' },
    ],
  ])('refuses %s with the words of the api', async (_case, input, error) => {
    const jar = await signedIn('site.admin@demo.test');
    const { data } = await env.gql(jar, UPLOAD, { input }, { [UPLOAD_HEADER]: '1' });
    expect(data).toEqual({ uploadProfilePicture: { user: null, errors: [error] } });
  });

  it('clears isInterestsRequired for sponsor.nointerests once every interest list is filled', async () => {
    const jar = await signedIn('sponsor.nointerests@demo.test');
    expect(
      (await env.gql<{ viewer: { isInterestsRequired: boolean } }>(jar, '{ viewer { isInterestsRequired } }')).data
        ?.viewer.isInterestsRequired,
    ).toBe(true);
    const items = await env.gql<{ referenceItems: { id: string; kind: string; name: string }[] }>(
      jar,
      '{ referenceItems(kinds: [THERAPEUTIC_AREAS, SERVICES, PRODUCTS, REGIONS]) { id kind name } }',
    );
    const first = (kind: string) => items.data?.referenceItems.find((item) => item.kind === kind)?.id ?? '';
    expect(new Set(items.data?.referenceItems.map((item) => item.kind))).toEqual(
      new Set(['THERAPEUTIC_AREAS', 'SERVICES', 'PRODUCTS', 'REGIONS']),
    );
    const input = {
      therapeuticAreaIds: [first('THERAPEUTIC_AREAS')],
      serviceIds: [first('SERVICES')],
      productIds: [first('PRODUCTS')],
      regionIds: [first('REGIONS')],
      trialPhasesSupported: ['PHASE_3'],
    };
    const { data } = await env.gql(jar, INTERESTS, { input });
    expect(data).toEqual({
      updateInterests: { interests: { complete: true }, viewer: { isInterestsRequired: false }, errors: [] },
    });
    const reread = await env.gql(
      jar,
      '{ interests { complete trialPhasesSupported regions { id kind } } viewer { isInterestsRequired } }',
    );
    expect(reread.data).toEqual({
      interests: {
        complete: true,
        trialPhasesSupported: ['PHASE_3'],
        regions: [{ id: first('REGIONS'), kind: 'REGIONS' }],
      },
      viewer: { isInterestsRequired: false },
    });
  });

  it('lists countries to anyone', async () => {
    const { data } = await env.gql<{ countries: { code: string; name: string }[] }>(
      new CookieJar(),
      '{ countries { code name } }',
    );
    expect(data?.countries.find((c) => c.code === 'DE')?.name).toBe('Germany');
  });
});

describe('app settings end to end', () => {
  it('tells the client the brand and that maintenance is on, and checks its password', async () => {
    const jar = new CookieJar();
    const { data } = await env.gql(jar, '{ appConfig { brandName maintenanceMode supportEmail analytics } }');
    expect(data).toEqual({
      appConfig: {
        brandName: 'Trialbridge Staging',
        maintenanceMode: true,
        supportEmail: 'support@trialbridge.example',
        analytics: 'NONE',
      },
    });
    const unlock =
      'mutation($password: String!) { unlockMaintenance(password: $password) { unlocked errors { message } } }';
    expect((await env.gql(jar, unlock, { password: 'staging-only-2026' })).data).toEqual({
      unlockMaintenance: { unlocked: false, errors: [{ message: 'The password is incorrect.' }] },
    });
    expect((await env.gql(jar, unlock, { password: 'Staging-Only-2026' })).data).toEqual({
      unlockMaintenance: { unlocked: true, errors: [] },
    });
  });
});
