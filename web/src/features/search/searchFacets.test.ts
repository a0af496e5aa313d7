import { describe, expect, it } from 'vitest';
import { facetOptions, flagCount, nestOptions } from './searchFacets';
import type { FacetData } from './searchFacets';

const servicesFacet: FacetData = {
  field: 'servicesIds',
  values: [
    { value: 'dm', label: 'Data Management', count: 40 },
    { value: 'dc', label: 'Data Cleaning', count: 12 },
    { value: 'mw', label: 'Medical Writing', count: 7 },
  ],
};
const known = [
  { id: 'dm', label: 'Data Management' },
  { id: 'dc', label: 'Data Cleaning' },
  { id: 'mw', label: 'Medical Writing' },
  { id: 'bs', label: 'Biostatistics' },
];
const parents = new Map<string, string | null>([
  ['dm', null],
  ['dc', 'dm'],
  ['mw', null],
  ['bs', null],
]);

describe('facetOptions', () => {
  it('offers the facet values with their counts when the server sent a facet', () => {
    expect(facetOptions('servicesIds', [servicesFacet], known, [])).toEqual([
      { id: 'dm', label: 'Data Management', count: 40 },
      { id: 'dc', label: 'Data Cleaning', count: 12 },
      { id: 'mw', label: 'Medical Writing', count: 7 },
    ]);
  });

  it('adds a chosen value the facet left out at 0 so it can be unticked', () => {
    expect(facetOptions('servicesIds', [servicesFacet], known, ['bs']).at(-1)).toEqual({
      id: 'bs',
      label: 'Biostatistics',
      count: 0,
    });
  });

  it('offers every known value without counts when there is no facet', () => {
    expect(facetOptions('servicesIds', [], known, []).map((option) => [option.id, option.count])).toEqual([
      ['dm', null],
      ['dc', null],
      ['mw', null],
      ['bs', null],
    ]);
  });

  it("uses the client's labels for enum values when the facet words them differently", () => {
    const facet: FacetData = { field: 'badges', values: [{ value: 'TOP_RATED', label: 'top_rated', count: 3 }] };
    expect(facetOptions('badges', [facet], [], [])).toEqual([{ id: 'TOP_RATED', label: 'Top rated', count: 3 }]);
  });
});

describe('nestOptions', () => {
  const options = facetOptions('servicesIds', [servicesFacet], known, []);

  it.each<[string, string[], Array<[string, number]>]>([
    [
      'hides children while their parent is not chosen',
      [],
      [
        ['dm', 0],
        ['mw', 0],
      ],
    ],
    [
      'shows children under their parent when the parent is chosen',
      ['dm'],
      [
        ['dm', 0],
        ['dc', 1],
        ['mw', 0],
      ],
    ],
    [
      'shows a chosen child under its parent when only the child is chosen',
      ['dc'],
      [
        ['dm', 0],
        ['dc', 1],
        ['mw', 0],
      ],
    ],
  ])('%s', (_name, selected, expected) => {
    expect(nestOptions(options, parents, selected).map((option) => [option.id, option.depth])).toEqual(expected);
  });

  it('lists a child at the top level when its parent is not offered', () => {
    const onlyChild = facetOptions(
      'servicesIds',
      [{ field: 'servicesIds', values: [{ value: 'dc', label: 'Data Cleaning', count: 2 }] }],
      known,
      [],
    );
    expect(nestOptions(onlyChild, parents, []).map((option) => [option.id, option.depth])).toEqual([['dc', 0]]);
  });
});

describe('flagCount', () => {
  it.each<[string, FacetData[], number | null]>([
    [
      'reads the count of true when the facet has one',
      [
        {
          field: 'womenOwned',
          values: [
            { value: 'false', label: 'No', count: 9 },
            { value: 'true', label: 'Yes', count: 4 },
          ],
        },
      ],
      4,
    ],
    [
      'reads the only value when the facet has one value',
      [{ field: 'womenOwned', values: [{ value: 'yes', label: 'Women-owned', count: 6 }] }],
      6,
    ],
    ['has no count when there is no facet', [], null],
  ])('%s', (_name, facets, expected) => {
    expect(flagCount(facets, 'womenOwned')).toBe(expected);
  });
});
