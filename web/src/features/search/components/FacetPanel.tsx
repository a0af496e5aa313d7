import { Fieldset, Heading, Stack, Switch } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { facetOptions, flagCount, nestOptions } from '../searchFacets';
import type { FacetData, KnownValue } from '../searchFacets';
import { COUNTRY_FILTER_LABEL, FLAG_FILTER_LABELS, LIST_FILTERS } from '../searchFilters';
import {
  addFilterValues,
  FLAG_FILTER_KEYS,
  removeFilterValues,
  setFilterValues,
  withCountry,
  withFlag,
} from '../searchState';
import type { ListFilterKey, ParentMap, SearchState } from '../searchState';
import type { SearchUpdate } from '../useSearchUrlState';
import { FacetCheckboxGroup } from './FacetCheckboxGroup';
import { FacetCount } from './FacetCount';
import { FacetSelect } from './FacetSelect';

/** What the client knows about filter values: labels per filter, and the reference hierarchy. */
export interface SearchReferences {
  known: Partial<Record<ListFilterKey | 'countryId', readonly KnownValue[]>>;
  parents: ParentMap;
}

export interface FacetPanelProps {
  state: SearchState;
  facets: readonly FacetData[];
  references: SearchReferences;
  onChange: (update: SearchUpdate) => void;
  /** False inside the filters drawer, whose own title already says Filters. */
  titled?: boolean;
}

/** Every filter of spec §3 with its counts: checkbox groups, selects for country and site type, switches for flags. */
export const FacetPanel = memo(function FacetPanel({
  state,
  facets,
  references,
  onChange,
  titled = true,
}: FacetPanelProps) {
  const { known, parents } = references;
  const headingId = useId();
  const options = (key: ListFilterKey | 'countryId', selected: readonly string[]) =>
    facetOptions(key, facets, known[key] ?? [], selected);
  const countrySelect = (
    <FacetSelect
      key="countryId"
      label={COUNTRY_FILTER_LABEL}
      anyLabel="Any country"
      options={options('countryId', state.countryId ? [state.countryId] : [])}
      value={state.countryId}
      onChange={(value) => onChange((s) => withCountry(s, value))}
    />
  );

  return (
    <Stack
      as="section"
      aria-labelledby={titled ? headingId : undefined}
      aria-label={titled ? undefined : 'Filters'}
      gap={6}
    >
      {titled ? (
        <Heading as="h2" size="md" id={headingId}>
          Filters
        </Heading>
      ) : null}
      {LIST_FILTERS.map(({ key, label, control }) => {
        const selected = state.lists[key];
        const group =
          control === 'select' ? (
            <FacetSelect
              key={key}
              label={label}
              anyLabel="Any"
              options={options(key, selected)}
              value={selected[0] ?? null}
              onChange={(value) => onChange((s) => setFilterValues(s, key, value ? [value] : [], parents))}
            />
          ) : (
            <FacetCheckboxGroup
              key={key}
              label={label}
              options={nestOptions(options(key, selected), parents, selected)}
              selected={selected}
              onAdd={(value) => onChange((s) => addFilterValues(s, key, [value]))}
              onRemove={(value) => onChange((s) => removeFilterValues(s, key, [value], parents))}
            />
          );
        // The country select sits with the regions it belongs to.
        return key === 'regionsIds' ? [group, countrySelect] : group;
      })}
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">Company attributes</Fieldset.Legend>
        <Stack gap={3} mt={2}>
          {FLAG_FILTER_KEYS.map((key) => (
            <Switch.Root
              key={key}
              size="sm"
              checked={state.flags[key]}
              onCheckedChange={(details) => onChange((s) => withFlag(s, key, details.checked))}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                {FLAG_FILTER_LABELS[key]}
                <FacetCount count={flagCount(facets, key)} />
              </Switch.Label>
            </Switch.Root>
          ))}
        </Stack>
      </Fieldset.Root>
    </Stack>
  );
});
