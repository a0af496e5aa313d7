import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { TagGroup } from './TagGroup';

export const LookingForGroupsFragment = graphql(`
  fragment LookingForGroups_item on LookingForItem {
    id
    kind
    name
    published
  }
`);

/** The marker of an item only the company's own members see (the full list). */
export const MEMBERS_ONLY = 'Members only';

const GROUPS = [
  { kind: 'SERVICES', title: 'Services' },
  { kind: 'PRODUCTS', title: 'Products' },
  { kind: 'THERAPEUTIC_AREAS', title: 'Therapeutic areas' },
  { kind: 'REGIONS', title: 'Regions' },
] as const;

export interface LookingForGroupsProps {
  items: readonly FragmentType<typeof LookingForGroupsFragment>[];
  /** Show at most this many values per group (with "+N more"); everything when not given. */
  limit?: number;
  headingLevel?: 'h2' | 'h3';
}

/**
 * What a company is looking for, by kind, then its own words. Items that are not published (the
 * full list, which only the company's members receive) carry a "Members only" marker.
 */
export function LookingForGroups({ items: refs, limit, headingLevel = 'h3' }: LookingForGroupsProps) {
  const items = refs.map((ref) => getFragmentData(LookingForGroupsFragment, ref));
  const withMarker = (item: (typeof items)[number]) => ({
    id: item.id,
    name: item.name,
    note: item.published ? undefined : MEMBERS_ONLY,
  });
  const texts = items.filter((item) => item.kind === 'TEXT');
  const shownTexts = limit === undefined ? texts : texts.slice(0, 3);
  return (
    <Stack gap={5}>
      {GROUPS.map((group) => (
        <TagGroup
          key={group.kind}
          title={group.title}
          items={items.filter((item) => item.kind === group.kind).map(withMarker)}
          limit={limit}
          headingLevel={headingLevel}
        />
      ))}
      {texts.length > 0 ? (
        <Stack gap={2}>
          <Heading as={headingLevel} size="sm">
            In their own words
          </Heading>
          {shownTexts.map((item) => (
            <HStack key={item.id} gap={2} align="flex-start" wrap="wrap">
              <Text whiteSpace="pre-line" overflowWrap="anywhere" minW={0}>
                {item.name}
              </Text>
              {item.published ? null : <Badge variant="outline">{MEMBERS_ONLY}</Badge>}
            </HStack>
          ))}
          {texts.length > shownTexts.length ? (
            <Text color="fg.muted">{`+${texts.length - shownTexts.length} more`}</Text>
          ) : null}
        </Stack>
      ) : null}
      {items.length === 0 ? <Text color="fg.muted">The list is empty.</Text> : null}
    </Stack>
  );
}
