import { describe, expect, it } from 'vitest';
import { searchDeps } from './search.deps.js';

const log = { info: () => undefined, warn: () => undefined };
const settingsOf = (env: Record<string, string>) => searchDeps({ env, log });

describe('the search settings (SEARCH_INDEX)', () => {
  it('uses the memory index when the environment names none', () => {
    expect(settingsOf({})).toEqual({ searchIndex: 'memory' });
  });

  it('picks the company search index and rejects an unknown one', () => {
    expect(settingsOf({ SEARCH_INDEX: 'postgres' }).searchIndex).toBe('postgres');
    expect(settingsOf({ SEARCH_INDEX: ' memory ' }).searchIndex).toBe('memory');
    expect(settingsOf({ SEARCH_INDEX: '' }).searchIndex).toBe('memory');
    expect(() => settingsOf({ SEARCH_INDEX: 'elastic' })).toThrow('Invalid SEARCH_INDEX: elastic (memory or postgres)');
  });
});
