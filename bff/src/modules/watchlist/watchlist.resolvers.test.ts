import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';

const READ_ONLY = 'This folder is shared with you to view only. Ask its owner to make you an editor.';
const owner = { userId: 7, firstName: 'Sam', lastName: 'Sponsor' };
const folders = {
  folders: [
    {
      id: 3,
      name: 'Team picks',
      position: 0,
      companyCount: 2,
      access: 'VIEWER' as const,
      owner,
      shares: [
        {
          person: { userId: 1, firstName: 'Mia', lastName: 'Member' },
          role: 'VIEWER' as const,
          sharedAt: '2026-11-01T10:00:00.000Z',
        },
      ],
      createdAt: '2026-11-01T09:00:00.000Z',
    },
  ],
  capacity: { folders: 100, companiesPerFolder: 1000 },
};

const ADD = `mutation($folderId: ID!, $ids: [ID!]!) {
  addToWatchlist(folderId: $folderId, companyIds: $ids) { entries { totalElements } errors { code field message } }
}`;

describe('watchlists through the bff', () => {
  let h: Harness;
  const jar = new CookieJar();
  beforeAll(async () => {
    const user = buildUser({ id: 1, email: 'sponsor.member@demo.test', role: 'MEMBER' });
    h = await startHarness({ users: [user] });
    await h.signIn(user.email, { jar });
    h.api.routes.on('get', '/watchlists/folders', () => [200, folders]);
  });
  afterAll(() => h.close());

  it('answers the folders with string ids, who owns them and who they are shared with', async () => {
    const { data, errors } = await h.gql(
      '{ watchlist { folders { id name access companyCount owner { id lastName } shares { person { id } role } } capacity { folders } } }',
      {},
      { jar },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      watchlist: {
        folders: [
          {
            id: '3',
            name: 'Team picks',
            access: 'VIEWER',
            companyCount: 2,
            owner: { id: '7', lastName: 'Sponsor' },
            shares: [{ person: { id: '1' }, role: 'VIEWER' }],
          },
        ],
        capacity: { folders: 100 },
      },
    });
  });

  it("puts the api's refusal of a viewer's change in the payload, with the api's words", async () => {
    h.api.routes.on('post', '/watchlists/folders/{id}/companies', () => [
      403,
      { code: 'WatchlistReadOnly', message: READ_ONLY },
    ]);
    const { data, errors } = await h.gql(ADD, { folderId: '3', ids: ['5'] }, { jar });
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      addToWatchlist: { entries: null, errors: [{ code: 'WATCHLIST_READ_ONLY', field: null, message: READ_ONLY }] },
    });
  });

  it('names a folder the viewer does not see at folderId, and a malformed id before calling the api', async () => {
    h.api.routes.on('post', '/watchlists/folders/{id}/companies', () => [404, { code: 404, message: 'Not found.' }]);
    expect((await h.gql(ADD, { folderId: '99', ids: ['5'] }, { jar })).data).toEqual({
      addToWatchlist: {
        entries: null,
        errors: [
          { code: 'NOT_FOUND', field: 'folderId', message: 'This folder does not exist or is not shared with you.' },
        ],
      },
    });
    expect((await h.gql(ADD, { folderId: 'x', ids: ['5'] }, { jar })).data).toEqual({
      addToWatchlist: {
        entries: null,
        errors: [{ code: 'BAD_USER_INPUT', field: 'folderId', message: 'folderId is not a valid id.' }],
      },
    });
  });

  it("asks for a whole search page's watched flags in one call", async () => {
    let calls = 0;
    h.api.routes.on('get', '/watchlists/watched', () => {
      calls += 1;
      return [
        200,
        {
          companies: [
            { companyId: 5, folderIds: [3] },
            { companyId: 6, folderIds: [] },
          ],
        },
      ];
    });
    const { data } = await h.gql('{ watchedCompanies(companyIds: ["5", "6"]) { companyId folderIds } }', {}, { jar });
    expect(data).toEqual({
      watchedCompanies: [
        { companyId: '5', folderIds: ['3'] },
        { companyId: '6', folderIds: [] },
      ],
    });
    expect(calls).toBe(1);
  });
});
