import { Button, Card, Checkbox, Fieldset, Flex, Heading, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import type { CompanyReplyPolicy } from '../../../__generated__/graphql';
import { LoadState } from '../../../shared/ui/LoadStates';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { useMutationForm } from '../../../ui/useMutationForm';

// The company's members, as its profile lists them (the one query that lists a company's people).
export const ReplyPermissionsMembersDocument = graphql(`
  query ReplyPermissionsMembers($alias: String!) {
    company(alias: $alias) {
      id
      members {
        id
        firstName
        lastName
        jobTitle
      }
    }
  }
`);

export const UpdateCompanyInboxSettingsDocument = graphql(`
  mutation UpdateCompanyInboxSettings($input: CompanyInboxSettingsInput!) {
    updateCompanyInboxSettings(input: $input) {
      settings {
        replyPolicy
        viewerCanReply
        repliers {
          userId
          name
        }
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export interface ReplyPermissionsFormProps {
  replyPolicy: CompanyReplyPolicy;
  replierIds: readonly string[];
  companyAlias: string | null;
  onDone: () => void;
}

const isPolicy = (value: string | null): value is CompanyReplyPolicy =>
  value === 'ALL_MEMBERS' || value === 'CHOSEN_MEMBERS';

/** The company admin's choice of who answers the company inbox: every member, or the members picked here. */
export function ReplyPermissionsForm({ replyPolicy, replierIds, companyAlias, onDone }: ReplyPermissionsFormProps) {
  const [policy, setPolicy] = useState<CompanyReplyPolicy>(replyPolicy);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(replierIds));
  const members = useQuery(ReplyPermissionsMembersDocument, {
    variables: { alias: companyAlias ?? '' },
    skip: !companyAlias || policy !== 'CHOSEN_MEMBERS',
  });
  const form = useMutationForm(UpdateCompanyInboxSettingsDocument, {
    payload: (data) => data.updateCompanyInboxSettings,
    accept: (payload) => Boolean(payload.settings),
    // The settings have no id: the answer replaces the cached ones.
    update(cache, { data }) {
      const settings = data?.updateCompanyInboxSettings.settings;
      if (settings) cache.modify({ fields: { companyInboxSettings: () => settings } });
    },
  });

  async function save() {
    if (policy === 'CHOSEN_MEMBERS' && chosen.size === 0)
      return form.setErrors(['Choose at least one member who may reply.']);
    const input = { replyPolicy: policy, replierUserIds: policy === 'CHOSEN_MEMBERS' ? [...chosen] : [] };
    if ('ok' in (await form.send({ input }))) onDone();
  }

  const toggle = (id: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const people = members.data?.company?.members;
  return (
    <Card.Root as="section" aria-labelledby="reply-permissions" variant="outline" mt={3}>
      <Card.Body>
        <Stack
          as="form"
          gap={4}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Heading as="h2" size="md" id="reply-permissions">
            Reply permissions
          </Heading>
          <RadioGroup.Root
            value={policy}
            onValueChange={(details) => isPolicy(details.value) && setPolicy(details.value)}
          >
            <RadioGroup.Label mb={2}>Who may answer messages to your company</RadioGroup.Label>
            <Stack gap={2}>
              <RadioGroup.Item value="ALL_MEMBERS">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Every member of the company</RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="CHOSEN_MEMBERS">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Only the members I choose</RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>
          {policy === 'CHOSEN_MEMBERS' ? (
            people ? (
              <Fieldset.Root>
                <Fieldset.Legend>Members who may reply</Fieldset.Legend>
                <Stack gap={2} mt={2}>
                  {people.map((person) => (
                    <Checkbox.Root
                      key={person.id}
                      checked={chosen.has(person.id)}
                      onCheckedChange={(details) => toggle(person.id, details.checked === true)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {`${person.firstName} ${person.lastName}`}
                        {person.jobTitle ? <Text as="span" color="fg.muted">{` · ${person.jobTitle}`}</Text> : null}
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              </Fieldset.Root>
            ) : (
              <LoadState error={members.error} refetch={members.refetch} label="Loading your company's members" />
            )
          ) : null}
          <ErrorAlerts messages={form.errors} />
          <Flex gap={2} justify="flex-end">
            <Button variant="ghost" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={form.loading}>
              Save
            </Button>
          </Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
