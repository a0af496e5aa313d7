import { Button, Combobox, createListCollection, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { graphql } from '../../../__generated__';
import type { AddTeamMemberCandidatesQuery } from '../../../__generated__/graphql';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { fullName } from '../../../shared/user/userLabels';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { useMutationForm } from '../../../ui/useMutationForm';

export const AddTeamMemberCandidatesDocument = graphql(`
  query AddTeamMemberCandidates($subscriptionId: ID!, $searchString: String!) {
    subscriptionTeamCandidates(subscriptionId: $subscriptionId, searchString: $searchString) {
      userId
      firstName
      lastName
      email
      jobTitle
    }
  }
`);

export const AddTeamMemberDocument = graphql(`
  mutation AddTeamMember($subscriptionId: ID!, $userId: ID!) {
    addTeamMember(subscriptionId: $subscriptionId, userId: $userId) {
      member {
        userId
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

type Candidate = AddTeamMemberCandidatesQuery['subscriptionTeamCandidates'][number];

export const CANDIDATE_SEARCH_DEBOUNCE_MS = 300;

export interface AddTeamMemberProps {
  subscriptionId: string;
  /** Called with the added colleague's name. */
  onAdded: (name: string) => void;
}

/** Add a colleague: type part of a name or email, pick them from the suggestions, then add. */
export function AddTeamMember({ subscriptionId, onAdded }: AddTeamMemberProps) {
  const [input, setInput] = useState('');
  const [selected, setSelected] = useState<Candidate | null>(null);
  const searchString = useDebouncedValue(input.trim(), CANDIDATE_SEARCH_DEBOUNCE_MS);
  const searching = searchString.length > 0 && !selected;
  const { data, previousData, loading } = useQuery(AddTeamMemberCandidatesDocument, {
    variables: { subscriptionId, searchString },
    skip: !searching,
  });
  const form = useMutationForm(AddTeamMemberDocument, {
    payload: (answer) => answer.addTeamMember,
    accept: (payload) => Boolean(payload.member),
  });
  const candidates = useMemo(
    () => (searching ? ((data ?? previousData)?.subscriptionTeamCandidates ?? []) : []),
    [data, previousData, searching],
  );
  const collection = useMemo(
    () =>
      createListCollection({
        items: candidates,
        itemToValue: (item) => item.userId,
        itemToString: (item) => fullName(item),
      }),
    [candidates],
  );

  async function submit() {
    if (!selected) return form.setErrors(['Choose a colleague from the suggestions first.']);
    if ('errors' in (await form.send({ subscriptionId, userId: selected.userId }))) return;
    onAdded(fullName(selected));
    setSelected(null);
    setInput('');
  }

  return (
    <Stack gap={3}>
      <ErrorAlerts messages={form.errors} />
      <Flex gap={3} align="flex-end" direction={{ base: 'column', sm: 'row' }}>
        <Combobox.Root
          collection={collection}
          inputValue={input}
          value={selected ? [selected.userId] : []}
          onInputValueChange={(details) => {
            setInput(details.inputValue);
            if (details.reason === 'input-change' || details.reason === 'clear-trigger') setSelected(null);
          }}
          onValueChange={(details) => setSelected(details.items[0] ?? null)}
          selectionBehavior="replace"
          lazyMount
          unmountOnExit
        >
          <Combobox.Label>Add a colleague</Combobox.Label>
          <Combobox.Control>
            <Combobox.Input placeholder="Search by name or email" />
          </Combobox.Control>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>
                {loading ? 'Searching…' : 'No colleagues match, or they are on the team already.'}
              </Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item key={item.userId} item={item}>
                  <Stack gap={0}>
                    <Combobox.ItemText>{fullName(item)}</Combobox.ItemText>
                    <Text fontSize="sm" color="fg.muted">
                      {item.jobTitle ? `${item.email} · ${item.jobTitle}` : item.email}
                    </Text>
                  </Stack>
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Combobox.Root>
        <Button flexShrink={0} loading={form.loading} onClick={() => void submit()}>
          Add to team
        </Button>
      </Flex>
    </Stack>
  );
}
