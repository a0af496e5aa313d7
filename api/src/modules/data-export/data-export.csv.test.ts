import { describe, expect, it } from 'vitest';
import { csvCell } from './data-export.csv.js';
import { csvFileName as csvFileNameFor } from './data-export.file-name.js';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+44 20', "'+44 20"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tindent', "'\tindent"],
    ['\rx', '"\'\rx"'],
    ['a=b', 'a=b'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('csvFileName', () => {
  it('keeps ASCII letters, digits and dashes, drops accents, and falls back to "watchlist"', () => {
    const day = new Date('2026-11-30T12:00:00Z');
    expect(csvFileNameFor('Sites à Paris / Lyon', day)).toBe('sites-a-paris-lyon-2026-11-30.csv');
    expect(csvFileNameFor('日本', day)).toBe('watchlist-2026-11-30.csv');
  });
});
