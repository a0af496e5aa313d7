import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import type { SavedSearchDto } from './saved-search.api.js';

const oncology: SavedSearchDto = {
  id: 4,
  name: 'Oncology CROs',
  query: 'companyRoleIds=3&searchString=oncology',
  link: '/search?companyRoleIds=3&searchString=oncology',
  createdAt: '2026-11-01T09:00:00.000Z',
  checkedAt: '2026-11-02T06:00:00.000Z',
  lastNewMatches: 2,
  lastNewMatchesLink: '/search?companyRoleIds=3&searchString=oncology&savedSearch=4&since=2026-11-02T06%3A00%3A00.000Z',
};
const EXISTS = 'You already have a saved search named "Oncology CROs". Choose another name.';

const SAVE = `mutation($input: SaveSearchInput!) {
  saveSearch(input: $input) { savedSearch { id name url } errors { code field message } }
}`;
const RENAME = `mutation($id: ID!) {
  renameSavedSearch(id: $id, name: "Sites") { savedSearch { name } errors { code field message } }
}`;

describe('saved searches through the bff', () => {
  let h: Harness;
  const jar = new CookieJar();
  beforeAll(async () => {
    const user = buildUser({ id: 1, email: 'sponsor.member@demo.test', role: 'MEMBER' });
    h = await startHarness({ users: [user] });
    await h.signIn(user.email, { jar });
  });
  afterAll(() => h.close());

  it('lists them with string ids and the links to the search', async () => {
    h.api.routes.on('get', '/saved-searches', () => [200, { savedSearches: [oncology], capacity: 25 }]);
    const { data, errors } = await h.gql(
      '{ savedSearches { capacity items { id name url checkedAt lastNewMatches lastNewMatchesUrl } } }',
      {},
      { jar },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      savedSearches: {
        capacity: 25,
        items: [
          {
            id: '4',
            name: 'Oncology CROs',
            url: oncology.link,
            checkedAt: oncology.checkedAt,
            lastNewMatches: 2,
            lastNewMatchesUrl: oncology.lastNewMatchesLink,
          },
        ],
      },
    });
  });

  it("saves the search as the api's query: trimmed words, ids as numbers, flags only when true, no paging", async () => {
    let body: unknown;
    h.api.routes.on('post', '/saved-searches', (request) => {
      body = JSON.parse(request.body);
      return [200, oncology];
    });
    const search = {
      searchString: '  oncology ',
      page: 3,
      sort: 'ALPHABETICALLY',
      companyRoleIds: ['3'],
      womenOwned: false,
      claimedOnly: true,
    };
    const { data } = await h.gql(SAVE, { input: { name: 'Oncology CROs', search } }, { jar });
    expect(data).toEqual({
      saveSearch: { savedSearch: { id: '4', name: 'Oncology CROs', url: oncology.link }, errors: [] },
    });
    expect(body).toEqual({
      name: 'Oncology CROs',
      query: { searchString: 'oncology', companyRoleIds: [3], claimedOnly: true },
    });
  });

  it("puts the api's refusals in the payload at the input's fields, in the api's words", async () => {
    h.api.routes.on('post', '/saved-searches', () => [409, { code: 'SavedSearchExists', message: EXISTS }]);
    const taken = await h.gql(SAVE, { input: { name: 'Oncology CROs', search: {} } }, { jar });
    expect(taken.data).toEqual({
      saveSearch: { savedSearch: null, errors: [{ code: 'SAVED_SEARCH_EXISTS', field: 'name', message: EXISTS }] },
    });
    const broad =
      'This search finds 9,000 companies; a saved search follows up to 5,000. Add words or filters to narrow it.';
    h.api.routes.on('post', '/saved-searches', () => [
      400,
      { code: 400, message: broad, details: [{ field: 'query', message: broad }] },
    ]);
    expect((await h.gql(SAVE, { input: { name: 'All', search: {} } }, { jar })).data).toEqual({
      saveSearch: { savedSearch: null, errors: [{ code: 'BAD_USER_INPUT', field: 'search', message: broad }] },
    });
  });

  it('answers a saved search the viewer does not have as not found at id, and a malformed id without the api', async () => {
    let calls = 0;
    h.api.routes.on('patch', '/saved-searches/{id}', () => {
      calls += 1;
      return [404, { code: 404, message: 'Not found.' }];
    });
    const notFound = {
      renameSavedSearch: {
        savedSearch: null,
        errors: [
          { code: 'NOT_FOUND', field: 'id', message: 'This saved search does not exist. It may have been deleted.' },
        ],
      },
    };
    expect((await h.gql(RENAME, { id: '99' }, { jar })).data).toEqual(notFound);
    expect((await h.gql(RENAME, { id: 'x' }, { jar })).data).toEqual(notFound);
    expect(calls).toBe(1);
  });

  it('deletes, checks now, and reads the new matches to mark (none for a foreign saved search)', async () => {
    h.api.routes.on('delete', '/saved-searches/{id}', () => [204]);
    h.api.routes.on('post', '/saved-searches/{id}/check', () => [200, { newMatches: 2, savedSearch: oncology }]);
    h.api.routes.on('get', '/saved-searches/{id}/new-matches', (_request, url) =>
      url.pathname.endsWith('/4/new-matches') && url.searchParams.get('since') === oncology.checkedAt
        ? [200, { companyIds: [12, 11] }]
        : [404, { code: 404, message: 'Not found.' }],
    );
    const { data, errors } = await h.gql(
      `mutation { deleteSavedSearch(id: "4") { deletedId errors { code } }
        checkSavedSearch(id: "4") { newMatches savedSearch { lastNewMatches } errors { code } } }`,
      {},
      { jar },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      deleteSavedSearch: { deletedId: '4', errors: [] },
      checkSavedSearch: { newMatches: 2, savedSearch: { lastNewMatches: 2 }, errors: [] },
    });
    const marks = await h.gql(
      `query($since: DateTime!) { mine: savedSearchNewMatches(id: "4", since: $since)
        foreign: savedSearchNewMatches(id: "5", since: $since) }`,
      { since: oncology.checkedAt },
      { jar },
    );
    expect(marks.data).toEqual({ mine: ['12', '11'], foreign: [] });
  });
});
