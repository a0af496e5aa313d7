import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { RequestKind } from '../../../__generated__/graphql';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { ReferenceMultiSelect } from '../../../shared/ui/ReferenceMultiSelect';
import type { ReferenceOption } from '../../../shared/ui/ReferenceMultiSelect';
import { KIND_LABELS } from '../requestFormat';
import { isFiltered } from '../useRequestsParams';
import type { RequestsParams } from '../useRequestsParams';
import { CheckboxChoices } from './CheckboxChoices';

const KIND_OPTIONS = (Object.keys(KIND_LABELS) as RequestKind[]).map((value) => ({ value, label: KIND_LABELS[value] }));
const SEARCH_DELAY_MS = 350;

export interface RequestFiltersProps {
  params: RequestsParams;
  onChange: (change: Partial<RequestsParams>) => void;
  therapeuticAreas: readonly ReferenceOption[];
  regions: readonly ReferenceOption[];
}

/** Text search (as you type, debounced), kinds, therapeutic areas, regions and a deadline range. */
export function RequestFilters({ params, onChange, therapeuticAreas, regions }: RequestFiltersProps) {
  const [text, setText] = useState(params.search);
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  // Going back or forward through history (or clearing) brings the box along with the list
  // (adjusting state while rendering, as React advises for state that follows a prop).
  const [applied, setApplied] = useState(params.search);
  if (applied !== params.search) {
    setApplied(params.search);
    if (text.trim() !== params.search) setText(params.search);
  }
  // Typing searches once it pauses: only a change of the typed text sends, never a URL change.
  const lastTyped = useRef(debounced);
  useEffect(() => {
    if (debounced === lastTyped.current) return;
    lastTyped.current = debounced;
    if (debounced.trim() !== params.search) onChange({ search: debounced.trim() });
  }, [debounced, params.search, onChange]);

  return (
    <Stack gap={4} as="form" role="search" aria-label="Filter requests" onSubmit={(event) => event.preventDefault()}>
      <Field.Root>
        <Field.Label>Search requests</Field.Label>
        <Input
          type="search"
          value={text}
          placeholder="Words in the title, description or problem"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ search: text.trim() });
          }}
        />
      </Field.Root>
      <CheckboxChoices
        legend="Kind"
        options={KIND_OPTIONS}
        value={params.kinds}
        onChange={(kinds) => onChange({ kinds })}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <ReferenceMultiSelect
          label="Therapeutic areas"
          options={therapeuticAreas}
          selected={params.therapeuticAreaIds}
          onChange={(therapeuticAreaIds) => onChange({ therapeuticAreaIds })}
        />
        <ReferenceMultiSelect
          label="Regions"
          options={regions}
          selected={params.regionIds}
          onChange={(regionIds) => onChange({ regionIds })}
        />
        <Field.Root>
          <Field.Label>Deadline from</Field.Label>
          <Input
            type="date"
            value={params.deadlineFrom}
            onChange={(event) => onChange({ deadlineFrom: event.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Deadline to</Field.Label>
          <Input
            type="date"
            value={params.deadlineTo}
            onChange={(event) => onChange({ deadlineTo: event.target.value })}
          />
        </Field.Root>
      </SimpleGrid>
      {isFiltered(params) ? (
        <Button
          alignSelf="flex-start"
          variant="outline"
          size="sm"
          onClick={() => {
            setText('');
            onChange({
              kinds: [],
              therapeuticAreaIds: [],
              regionIds: [],
              deadlineFrom: '',
              deadlineTo: '',
              search: '',
            });
          }}
        >
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}
