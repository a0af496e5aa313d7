import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { ReferenceMultiSelect } from '../../../shared/ui/ReferenceMultiSelect';
import type { ReferenceOption } from '../../../shared/ui/ReferenceMultiSelect';
import { SearchForm } from '../../../ui/SearchForm';
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
      <SearchForm
        searches="Capability alerts"
        label="Search alerts"
        name="q"
        placeholder="Words in the title or description"
        maxLength={FIELD_LIMITS['GET /v1/capability-alerts'].q}
        value={input}
        onChange={setInput}
        onSubmit={(search) => onChange({ search })}
      />
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
