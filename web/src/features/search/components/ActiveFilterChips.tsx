import { Button, Flex, Tag, Wrap } from '@chakra-ui/react';
import {
  COUNTRY_FILTER_LABEL,
  ENUM_FILTER_OPTIONS,
  FLAG_FILTER_LABELS,
  listFilterLabel,
  PARTNER_INCLUSION_LABELS,
} from '../searchFilters';
import { activeFilters, clearFilters, removeActiveFilter } from '../searchState';
import type { ActiveFilter, ListFilterKey, ParentMap, SearchState } from '../searchState';
import type { SearchUpdate } from '../useSearchUrlState';

export interface ActiveFilterChipsProps {
  state: SearchState;
  /** Labels of known values per filter (the facets' labels included). */
  labels: Partial<Record<ListFilterKey | 'countryId', ReadonlyMap<string, string>>>;
  parents: ParentMap;
  onChange: (update: SearchUpdate) => void;
}

function valueLabel(labels: ActiveFilterChipsProps['labels'], key: ListFilterKey | 'countryId', value: string): string {
  const enumLabels = key === 'countryId' ? undefined : ENUM_FILTER_OPTIONS[key];
  return enumLabels?.[value] ?? labels[key]?.get(value) ?? value;
}

/** What a chip says: "Services: Data Management", or a switch's own label. */
export function chipLabel(filter: ActiveFilter, labels: ActiveFilterChipsProps['labels']): string {
  switch (filter.kind) {
    case 'list':
      return `${listFilterLabel(filter.key)}: ${valueLabel(labels, filter.key, filter.value)}`;
    case 'country':
      return `${COUNTRY_FILTER_LABEL}: ${valueLabel(labels, 'countryId', filter.value)}`;
    case 'flag':
      return FLAG_FILTER_LABELS[filter.key];
    case 'partners':
      return PARTNER_INCLUSION_LABELS[filter.value];
  }
}

/** The filters that apply, each removable (with its children, spec §5), and 'Clear all'. */
export function ActiveFilterChips({ state, labels, parents, onChange }: ActiveFilterChipsProps) {
  const active = activeFilters(state);
  if (active.length === 0) return null;
  return (
    <Flex gap={3} align="center" wrap="wrap">
      <Wrap gap={2} role="list" aria-label="Active filters">
        {active.map((filter) => {
          const label = chipLabel(filter, labels);
          const key =
            filter.kind === 'flag'
              ? filter.key
              : filter.kind === 'list'
                ? `${filter.key}:${filter.value}`
                : `${filter.kind}:${filter.value}`;
          return (
            <Tag.Root key={key} size="lg" variant="outline" role="listitem">
              <Tag.Label>{label}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={`Remove filter ${label}`}
                  onClick={() => onChange((s) => removeActiveFilter(s, filter, parents))}
                />
              </Tag.EndElement>
            </Tag.Root>
          );
        })}
      </Wrap>
      <Button size="xs" variant="ghost" onClick={() => onChange(clearFilters)}>
        Clear all
      </Button>
    </Flex>
  );
}
