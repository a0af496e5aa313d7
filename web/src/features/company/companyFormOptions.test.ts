import { describe, expect, it } from 'vitest';
import { indicationsWithin, optionsOfKind } from './companyFormOptions';
import type { ReferenceData } from './companyFormOptions';

const items: ReferenceData[] = [
  { id: 'eu', kind: 'REGIONS', name: 'Europe', parentId: null },
  { id: 'de', kind: 'REGIONS', name: 'Germany', parentId: 'eu' },
  { id: 'onc', kind: 'THERAPEUTIC_AREAS', name: 'Oncology', parentId: null },
  { id: 'card', kind: 'THERAPEUTIC_AREAS', name: 'Cardiology', parentId: null },
  { id: 'bc', kind: 'INDICATIONS', name: 'Breast Cancer', parentId: 'onc' },
  { id: 'hf', kind: 'INDICATIONS', name: 'Heart Failure', parentId: 'card' },
];

describe('optionsOfKind', () => {
  it('names sub-values with their parent when they have one', () => {
    expect(optionsOfKind(items, 'REGIONS')).toEqual([
      { id: 'eu', name: 'Europe' },
      { id: 'de', name: 'Europe › Germany' },
    ]);
  });

  it('keeps a chosen value that is no longer offered', () => {
    expect(optionsOfKind(items, 'REGIONS', [{ id: 'old', name: 'Atlantis' }]).at(-1)).toEqual({
      id: 'old',
      name: 'Atlantis',
    });
  });

  it('offers only the accepted values when a filter is given', () => {
    expect(optionsOfKind(items, 'INDICATIONS', [], (item) => item.parentId === 'onc')).toEqual([
      { id: 'bc', name: 'Breast Cancer' },
    ]);
  });
});

describe('indicationsWithin', () => {
  it.each<[string, string[], string[]]>([
    ['keeps indications of the remaining areas', ['onc', 'card'], ['bc', 'hf']],
    ['drops indications of a removed area', ['card'], ['hf']],
    ['drops every indication when no area is left', [], []],
  ])('%s', (_name, areas, expected) => {
    expect(indicationsWithin(['bc', 'hf'], areas, items)).toEqual(expected);
  });

  it('keeps an indication the reference data no longer knows', () => {
    expect(indicationsWithin(['gone'], [], items)).toEqual(['gone']);
  });
});
