import { Heading, List, Progress, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { myAccountPath } from '../../../shared/paths';
import type { MyAccountTab } from '../../../shared/paths';
import { AppLink } from '../../../ui/AppLink';

export const CompletenessSectionFragment = graphql(`
  fragment CompletenessSection_completeness on MemberHomeCompleteness {
    profile {
      percent
      complete
      items {
        key
        done
      }
    }
    interests {
      percent
      complete
      items {
        key
        done
      }
    }
  }
`);

/** Each checklist item's words (the api's keys). */
export const ITEM_LABELS: Readonly<Record<string, string>> = {
  NAME: 'First and last name',
  JOB_TITLE: 'Job title',
  PHONE: 'Phone',
  LINKEDIN: 'LinkedIn profile',
  PICTURE: 'Profile picture',
  LOCATION: 'City and country',
  THERAPEUTIC_AREAS: 'Therapeutic areas',
  SERVICES: 'Services',
  PRODUCTS: 'Products',
  REGIONS: 'Regions',
  TRIAL_PHASES: 'Trial phases supported',
};

interface Checklist {
  percent: number;
  complete: boolean;
  items: ReadonlyArray<{ key: string; done: boolean }>;
}

function ChecklistPart({
  title,
  list,
  tab,
  finish,
}: {
  title: string;
  list: Checklist;
  tab: MyAccountTab;
  finish: string;
}) {
  return (
    <Stack gap={2}>
      <Heading as="h3" size="sm">
        {title}: {list.percent}% complete
      </Heading>
      <Progress.Root value={list.percent} size="sm" aria-label={`${title}: ${list.percent}% complete`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <List.Root gap={1} listStyleType="none" aria-label={`${title} checklist`}>
        {list.items.map((item) => (
          <List.Item key={item.key} fontSize="sm" color={item.done ? 'fg' : 'fg.muted'}>
            {ITEM_LABELS[item.key] ?? item.key}
            {item.done ? ': done' : ': missing'}
          </List.Item>
        ))}
      </List.Root>
      {list.complete ? null : (
        <AppLink to={myAccountPath(tab)} fontSize="sm">
          {finish}
        </AppLink>
      )}
    </Stack>
  );
}

export interface CompletenessSectionProps {
  completeness: FragmentType<typeof CompletenessSectionFragment>;
}

/** How complete the viewer's profile and interests are, with links to finish them (my account's tabs). */
export function CompletenessSection({ completeness: ref }: CompletenessSectionProps) {
  const { profile, interests } = getFragmentData(CompletenessSectionFragment, ref);
  return (
    <Stack gap={5}>
      {profile.complete && interests.complete ? (
        <Text color="fg.muted">
          Your profile and interests are complete: companies see who you are and what you look for.
        </Text>
      ) : null}
      <ChecklistPart title="Profile" list={profile} tab="profile" finish="Finish your profile" />
      <ChecklistPart title="Interests" list={interests} tab="interests" finish="Finish your interests" />
    </Stack>
  );
}
