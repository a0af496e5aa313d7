import { Box, Flex, NativeSelect } from '@chakra-ui/react';
import type { CompanySort, PartnerInclusion } from '../../../__generated__/graphql';
import { FormField } from '../../../ui/FormField';
import { COMPANY_SORT_LABELS } from '../../company/companyLabels';
import { PARTNER_INCLUSION_LABELS } from '../searchFilters';
import { COMPANY_SORTS, PARTNER_INCLUSIONS, withPartnerInclusion, withSort } from '../searchState';
import type { SearchState } from '../searchState';

export interface SearchToolbarProps {
  state: SearchState;
  /** Partner inclusion is relative to the viewer's company: signed-in viewers only. */
  signedIn: boolean;
  onChange: (next: SearchState) => void;
}

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => values.find((item) => item === value);

/** The order of the results and, when signed in, whether contracted partners are among them. */
export function SearchToolbar({ state, signedIn, onChange }: SearchToolbarProps) {
  return (
    // Side by side where there is room (each field would otherwise take the whole row).
    <Flex gap={4} wrap="wrap">
      <Box flex="1 1 12rem" maxW={{ sm: '18rem' }}>
        <FormField label="Sort by">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="sort"
              value={state.sort}
              onChange={(event) => {
                const sort = oneOf<CompanySort>(COMPANY_SORTS, event.target.value);
                if (sort) onChange(withSort(state, sort));
              }}
            >
              {COMPANY_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {COMPANY_SORT_LABELS[sort]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Box>
      {signedIn ? (
        <Box flex="1 1 12rem" maxW={{ sm: '18rem' }}>
          <FormField label="Contracted partners">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                name="contractedPartners"
                value={state.contractedPartners}
                onChange={(event) => {
                  const inclusion = oneOf<PartnerInclusion>(PARTNER_INCLUSIONS, event.target.value);
                  if (inclusion) onChange(withPartnerInclusion(state, inclusion));
                }}
              >
                {PARTNER_INCLUSIONS.map((inclusion) => (
                  <option key={inclusion} value={inclusion}>
                    {PARTNER_INCLUSION_LABELS[inclusion]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
      ) : null}
    </Flex>
  );
}
