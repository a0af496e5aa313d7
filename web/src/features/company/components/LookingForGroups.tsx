import { Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { TagGroup } from './TagGroup';

export const LookingForGroupsFragment = graphql(`
  fragment LookingForGroups_lookingFor on LookingForSummary {
    published
    services {
      id
      name
    }
    products {
      id
      name
    }
    therapeuticAreas {
      id
      name
    }
    regions {
      id
      name
    }
    note
  }
`);

export interface LookingForGroupsProps {
  lookingFor: FragmentType<typeof LookingForGroupsFragment>;
  /** Show at most this many values per group (with "+N more"); everything when not given. */
  limit?: number;
  headingLevel?: 'h2' | 'h3';
}

/** What a company is looking for, by kind, with its note. */
export function LookingForGroups({ lookingFor: ref, limit, headingLevel = 'h3' }: LookingForGroupsProps) {
  const lookingFor = getFragmentData(LookingForGroupsFragment, ref);
  const groups = [
    { title: 'Services', items: lookingFor.services },
    { title: 'Products', items: lookingFor.products },
    { title: 'Therapeutic areas', items: lookingFor.therapeuticAreas },
    { title: 'Regions', items: lookingFor.regions },
  ].filter((group) => group.items.length > 0);
  return (
    <Stack gap={5}>
      {groups.map((group) => (
        <TagGroup key={group.title} title={group.title} items={group.items} limit={limit} headingLevel={headingLevel} />
      ))}
      {lookingFor.note ? (
        <Text whiteSpace="pre-line" overflowWrap="anywhere" lineClamp={limit === undefined ? undefined : 3}>
          {lookingFor.note}
        </Text>
      ) : null}
      {groups.length === 0 && !lookingFor.note ? <Text color="fg.muted">The list is empty.</Text> : null}
    </Stack>
  );
}
