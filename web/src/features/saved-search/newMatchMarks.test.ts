import { describe, expect, it } from 'vitest';
import { markRequestOf, searchOf } from './newMatchMarks';

const params = (query: string) => new URLSearchParams(query);

describe('markRequestOf', () => {
  it('reads the saved search and instant a notification link carries, and the search they belong to', () => {
    expect(
      markRequestOf(params('searchString=onc&companyRoleIds=3&savedSearch=4&since=2026-11-20T06%3A00%3A00.000Z')),
    ).toEqual({ savedSearchId: '4', since: '2026-11-20T06:00:00.000Z', search: 'companyRoleIds=3&searchString=onc' });
  });

  it('asks for no marks without both keys or when one is malformed', () => {
    expect(markRequestOf(params('searchString=onc'))).toBeNull();
    expect(markRequestOf(params('savedSearch=4'))).toBeNull();
    expect(markRequestOf(params('savedSearch=x&since=2026-11-20T06:00:00Z'))).toBeNull();
    expect(markRequestOf(params('savedSearch=4&since=yesterday'))).toBeNull();
  });
});

describe('searchOf', () => {
  it('is the same search on another page or order, and another one with another filter', () => {
    const base = searchOf(params('searchString=onc&companyRoleIds=3&savedSearch=4&since=x'));
    expect(searchOf(params('companyRoleIds=3&page=2&sort=ALPHABETICALLY&searchString=onc'))).toBe(base);
    expect(searchOf(params('companyRoleIds=3&companyRoleIds=4&searchString=onc'))).not.toBe(base);
  });
});
