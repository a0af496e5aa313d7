import { describe, expect, it } from 'vitest';
import { highlightName, segmentsFromMarked } from './search.highlight.js';
import { idsFromText, MATCH_END, MATCH_START, normalizeSearchText } from './search.text.js';

describe('highlightName', () => {
  it('marks the words that start like a query word, keeping the rest as plain text', () => {
    expect(highlightName('Meridian Clinical Research', 'merid research')).toEqual([
      { text: 'Meridian', match: true },
      { text: ' Clinical ', match: false },
      { text: 'Research', match: true },
    ]);
  });

  it('matches stems and accents but never one-letter words', () => {
    expect(highlightName('Trial Systems', 'trials')).toEqual([
      { text: 'Trial', match: true },
      { text: ' Systems', match: false },
    ]);
    expect(highlightName('Clínica A', 'clinica a')).toEqual([
      { text: 'Clínica', match: true },
      { text: ' A', match: false },
    ]);
  });

  it('answers the whole name unmarked when nothing matches', () => {
    expect(highlightName('Helixa Biotherapeutics', 'oncology')).toEqual([
      { text: 'Helixa Biotherapeutics', match: false },
    ]);
  });

  it('keeps markup as text (segments are never HTML)', () => {
    expect(highlightName('<b>Acme</b> Labs', 'acme')).toEqual([
      { text: '<b>', match: false },
      { text: 'Acme', match: true },
      { text: '</b> Labs', match: false },
    ]);
  });
});

describe('segmentsFromMarked', () => {
  it('splits ts_headline output at its markers', () => {
    expect(
      segmentsFromMarked(`runs ${MATCH_START}oncology${MATCH_END} and ${MATCH_START}cardiology${MATCH_END} trials`),
    ).toEqual([
      { text: 'runs ', match: false },
      { text: 'oncology', match: true },
      { text: ' and ', match: false },
      { text: 'cardiology', match: true },
      { text: ' trials', match: false },
    ]);
  });

  it('answers nothing when the excerpt has no match', () => {
    expect(segmentsFromMarked('the first words of the description')).toEqual([]);
  });
});

describe('normalizeSearchText', () => {
  it('trims, collapses whitespace, drops marker characters and caps the length', () => {
    expect(normalizeSearchText('  data \n  management  ')).toBe('data management');
    expect(normalizeSearchText(`a${MATCH_START}b`)).toBe('a b');
    expect(normalizeSearchText('x'.repeat(300))).toHaveLength(200);
    expect(normalizeSearchText(undefined)).toBe('');
  });
});

describe('idsFromText', () => {
  it('reads an int array as PostgreSQL prints it, empty and null alike', () => {
    expect(Array.from(idsFromText('{7,12,100234,1}'))).toEqual([7, 12, 100234, 1]);
    expect(Array.from(idsFromText('{42}'))).toEqual([42]);
    expect(Array.from(idsFromText('{}'))).toEqual([]);
    expect(Array.from(idsFromText(null))).toEqual([]);
  });
});
