import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';

const MESSAGE_192 = 'Your note has already existed on this partner company.';
const partner = {
  companyId: 5,
  name: 'Meridian Clinical Research',
  alias: 'meridian-clinical-research',
  logoUrl: null,
  type: 'Vendor' as const,
  labels: ['Preferred Vendor'],
  rating: { quality: 4.5, timeliness: 4, communication: 4.5, value: 3.5, overall: 4.13, count: 2 },
  noteCount: 2,
  addedAt: '2026-11-01T09:00:00.000Z',
  addedBy: { userId: 7, firstName: 'Sam', lastName: 'Sponsor' },
};

const NOTE = `mutation($id: ID!, $kind: PartnerNoteKind!, $body: String!) {
  createContractedPartnerNote(companyId: $id, kind: $kind, body: $body) { details { id } errors { code field message } }
}`;

describe('contracted partners through the bff', () => {
  let h: Harness;
  const jar = new CookieJar();
  beforeAll(async () => {
    const user = buildUser({ id: 1, email: 'sponsor.member@demo.test', role: 'MEMBER' });
    h = await startHarness({ users: [user] });
    await h.signIn(user.email, { jar });
  });
  afterAll(() => h.close());

  it('lists partners with string ids, asking the api for the sort and words given', async () => {
    let asked = '';
    h.api.routes.on('get', '/contracted-partners', (_request, url) => {
      asked = url.search;
      return [200, { content: [partner], page: 0, size: 20, totalElements: 1, totalPages: 1 }];
    });
    const { data, errors } = await h.gql(
      '{ contractedPartners(search: " merid ", sort: RATING) { items { id name type labels rating { overall count } addedBy { id } } totalElements } }',
      {},
      { jar },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      contractedPartners: {
        items: [
          {
            id: '5',
            name: 'Meridian Clinical Research',
            type: 'VENDOR',
            labels: ['Preferred Vendor'],
            rating: { overall: 4.13, count: 2 },
            addedBy: { id: '7' },
          },
        ],
        totalElements: 1,
      },
    });
    expect(asked).toContain('q=merid');
    expect(asked).toContain('sort=rating%2CDESC');
  });

  it('puts code 192 at kind with its catalogue words, and a partner of another company at companyId', async () => {
    h.api.routes.on('post', '/contracted-partners/{companyId}/notes', () => [
      409,
      { code: 192, message: MESSAGE_192, details: [{ field: 'kind', message: MESSAGE_192 }] },
    ]);
    expect((await h.gql(NOTE, { id: '5', kind: 'GENERAL', body: 'Again' }, { jar })).data).toEqual({
      createContractedPartnerNote: {
        details: null,
        errors: [{ code: 'PARTNER_NOTE_EXISTS', field: 'kind', message: MESSAGE_192 }],
      },
    });
    h.api.routes.on('post', '/contracted-partners/{companyId}/notes', () => [
      404,
      { code: 404, message: 'Not found.' },
    ]);
    expect((await h.gql(NOTE, { id: '9', kind: 'GENERAL', body: 'x' }, { jar })).data).toEqual({
      createContractedPartnerNote: {
        details: null,
        errors: [
          { code: 'NOT_FOUND', field: 'companyId', message: 'This company is not one of your contracted partners.' },
        ],
      },
    });
  });
});
