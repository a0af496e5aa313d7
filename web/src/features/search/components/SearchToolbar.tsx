import { Box, Flex } from '@chakra-ui/react';
import type { CompanySort, PartnerInclusion } from '../../../__generated__/graphql';
import { choiceOf, SelectField } from '../../../ui/SelectField';
import { COMPANY_SORT_LABELS } from '../../company';
import { ExportButton } from '../../data-export';
import { SaveSearchButton } from '../../saved-search';
import { toSearchInput } from '../searchInput';
import { PARTNER_INCLUSION_LABELS } from '../searchFilters';
import { COMPANY_SORTS, PARTNER_INCLUSIONS, withPartnerInclusion, withSort } from '../searchState';
import type { SearchState } from '../searchState';
import type { SearchUpdate } from '../useSearchUrlState';

export interface SearchToolbarProps {
  state: SearchState;
  /** Partner inclusion is relative to the viewer's company: signed-in viewers only. */
  signedIn: boolean;
  onChange: (update: SearchUpdate) => void;
  /** How many companies the search finds; undefined while unknown. Exporting them needs some. */
  resultCount?: number;
}

interface ChoiceSelectProps<T extends string> {
  label: string;
  name: string;
  value: T;
  choices: readonly T[];
  labels: Readonly<Record<T, string>>;
  onChoose: (choice: T) => void;
}

/** A labelled select of fixed choices that reports only values among them. */
function ChoiceSelect<T extends string>({ label, name, value, choices, labels, onChoose }: ChoiceSelectProps<T>) {
  return (
    <Box flex="1 1 12rem" maxW={{ sm: '18rem' }}>
      <SelectField
        label={label}
        name={name}
        size="sm"
        value={value}
        options={choices.map((choice) => ({ value: choice, label: labels[choice] }))}
        onChange={(picked) => {
          const choice = choiceOf(choices, picked);
          if (choice) onChoose(choice);
        }}
      />
    </Box>
  );
}

/** The order of the results and, when signed in, whether contracted partners are among them. */
export function SearchToolbar({ state, signedIn, onChange, resultCount }: SearchToolbarProps) {
  return (
    // Side by side where there is room (each field would otherwise take the whole row).
    <Flex gap={4} wrap="wrap">
      <ChoiceSelect<CompanySort>
        label="Sort by"
        name="sort"
        value={state.sort}
        choices={COMPANY_SORTS}
        labels={COMPANY_SORT_LABELS}
        onChoose={(sort) => onChange((s) => withSort(s, sort))}
      />
      {signedIn ? (
        <ChoiceSelect<PartnerInclusion>
          label="Contracted partners"
          name="contractedPartners"
          value={state.contractedPartners}
          choices={PARTNER_INCLUSIONS}
          labels={PARTNER_INCLUSION_LABELS}
          onChoose={(inclusion) => onChange((s) => withPartnerInclusion(s, inclusion))}
        />
      ) : null}
      <SaveSearchButton search={toSearchInput(state, { signedIn })} suggestedName={state.searchString} />
      {signedIn && resultCount ? (
        <Box alignSelf="flex-end">
          <ExportButton
            target={{ search: toSearchInput(state, { signedIn }) }}
            rows={resultCount}
            subject="this search"
          />
        </Box>
      ) : null}
    </Flex>
  );
}
