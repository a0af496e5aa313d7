import { Button, Flex, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ReferenceMultiSelect } from '../../../shared/ui/ReferenceMultiSelect';
import type { ReferenceOption } from '../../../shared/ui/ReferenceMultiSelect';
import { FormField } from '../../../ui/FormField';
import type { CapabilityParams } from '../useCapabilityParams';

export interface CapabilityFiltersProps {
  params: CapabilityParams;
  options: { services: ReferenceOption[]; therapeuticAreas: ReferenceOption[]; regions: ReferenceOption[] };
  onChange: (change: Partial<CapabilityParams>) => void;
}

/** Words and the three lists an alert may match (any value of a list matches). */
export function CapabilityFilters({ params, options, onChange }: CapabilityFiltersProps) {
  const [input, setInput] = useState(params.search);
  // Back and forward bring the field along with the list (state that follows a prop, adjusted while rendering).
  const [applied, setApplied] = useState(params.search);
  if (applied !== params.search) {
    setApplied(params.search);
    setInput(params.search);
  }
  return (
    <Stack gap={4}>
      <form
        role="search"
        aria-label="Capability alerts"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ search: input.trim() });
        }}
      >
        <Flex gap={2} align="flex-end">
          <FormField label="Search alerts">
            <Input
              type="search"
              name="q"
              maxLength={200}
              placeholder="Words in the title or description"
              value={input}
              onChange={(event) => setInput(event.target.value)}
            />
          </FormField>
          <Button type="submit">Search</Button>
        </Flex>
      </form>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
        <ReferenceMultiSelect
          label="Services"
          options={options.services}
          selected={params.serviceIds}
          onChange={(serviceIds) => onChange({ serviceIds })}
        />
        <ReferenceMultiSelect
          label="Therapeutic areas"
          options={options.therapeuticAreas}
          selected={params.therapeuticAreaIds}
          onChange={(therapeuticAreaIds) => onChange({ therapeuticAreaIds })}
        />
        <ReferenceMultiSelect
          label="Regions"
          options={options.regions}
          selected={params.regionIds}
          onChange={(regionIds) => onChange({ regionIds })}
        />
      </SimpleGrid>
    </Stack>
  );
}
