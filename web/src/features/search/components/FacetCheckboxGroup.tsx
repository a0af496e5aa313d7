import { Button, Checkbox, Fieldset, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FacetOption } from '../searchFacets';
import { FacetCount } from './FacetCount';

/** How many values a group shows before "Show all". */
export const FACET_VISIBLE = 6;

export interface FacetCheckboxGroupProps {
  label: string;
  options: readonly FacetOption[];
  selected: readonly string[];
  onAdd: (value: string) => void;
  onRemove: (value: string) => void;
}

/** One list filter as checkboxes with counts; children indented under their parents. */
export function FacetCheckboxGroup({ label, options, selected, onAdd, onRemove }: FacetCheckboxGroupProps) {
  const [expanded, setExpanded] = useState(false);
  if (options.length === 0) return null;
  // Collapsed, the group still shows every chosen value, so none is hidden while it applies.
  const visible = expanded
    ? options
    : options.filter((option, index) => index < FACET_VISIBLE || selected.includes(option.id));
  const hidden = options.length - visible.length;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{label}</Fieldset.Legend>
      <Stack gap={2} mt={2}>
        {visible.map((option) => (
          <Checkbox.Root
            key={option.id}
            size="sm"
            ps={option.depth * 5}
            checked={selected.includes(option.id)}
            onCheckedChange={(details) => (details.checked === true ? onAdd(option.id) : onRemove(option.id))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {option.label}
              <FacetCount count={option.count} />
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
        {options.length > FACET_VISIBLE && (hidden > 0 || expanded) ? (
          <Button
            size="xs"
            variant="plain"
            alignSelf="flex-start"
            px={0}
            color="colorPalette.fg"
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Show fewer' : `Show all ${options.length} (${label.toLowerCase()})`}
          </Button>
        ) : null}
      </Stack>
    </Fieldset.Root>
  );
}
