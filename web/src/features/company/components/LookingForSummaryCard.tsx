import { Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { AppLink } from '../../../ui/AppLink';
import { SectionCard } from '../../../ui/SectionCard';
import { companyLookingForPath } from '../companyUrls';
import { LookingForGroups } from './LookingForGroups';

export const LookingForSummaryCardFragment = graphql(`
  fragment LookingForSummaryCard_company on Company {
    id
    alias
    name
    lookingFor {
      id
      ...LookingForGroups_item
    }
  }
`);

/** How many values per kind the summary shows. */
export const LOOKING_FOR_SUMMARY_LIMIT = 5;

export interface LookingForSummaryCardProps {
  company: FragmentType<typeof LookingForSummaryCardFragment>;
}

/**
 * The profile's "Looking for" card: a few values of each kind and a link to the whole list.
 * Others see the published items; the company's own members the full list, marked "Members only".
 */
export function LookingForSummaryCard(props: LookingForSummaryCardProps) {
  const company = getFragmentData(LookingForSummaryCardFragment, props.company);
  const items = company.lookingFor;
  return (
    <SectionCard title="Looking for">
      {items.length > 0 ? (
        <Stack gap={4} align="flex-start">
          <LookingForGroups items={items} limit={LOOKING_FOR_SUMMARY_LIMIT} />
          <AppLink to={companyLookingForPath(company.alias)} overflowWrap="anywhere" minW={0}>
            {`See everything ${company.name} is looking for`}
          </AppLink>
        </Stack>
      ) : (
        <Text color="fg.muted">{`${company.name} has not published what it is looking for yet.`}</Text>
      )}
    </SectionCard>
  );
}
