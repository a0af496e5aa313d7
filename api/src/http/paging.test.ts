import { describe, expect, it } from 'vitest';
import { users } from '../modules/user/index.js';
import { pageWindow, parseSort, toPage } from './paging.js';

describe('paging helpers', () => {
  it('defaults to the first page of 10', () => {
    expect(pageWindow({})).toEqual({ page: 0, size: 10, offset: 0 });
    expect(pageWindow({ page: 3, size: 25 })).toEqual({ page: 3, size: 25, offset: 75 });
  });

  it('counts pages by rounding up', () => {
    expect(toPage([1, 2], 21, 0, 10)).toEqual({ content: [1, 2], page: 0, size: 10, totalElements: 21, totalPages: 3 });
    expect(toPage([], 0, 0, 10).totalPages).toBe(0);
  });

  it('accepts only the allowed sort fields, falling back to the default', () => {
    expect(parseSort(undefined, { lastName: users.lastName }, ['lastName,ASC'])).toHaveLength(1);
    expect(parseSort(['lastName,DESC', 'lastName'], { lastName: users.lastName }, [])).toHaveLength(2);
    expect(() => parseSort(['password,ASC'], { lastName: users.lastName }, [])).toThrow(
      'sort must be one of lastName followed by ,ASC or ,DESC',
    );
  });
});
