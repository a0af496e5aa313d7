import { Badge, Stack, Text } from '@chakra-ui/react';
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
    canEdit
    lookingFor {
      published
      ...LookingForGroups_lookingFor
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
 * A list that is not published shows only to the company's own admins, marked as such.
 */
export function LookingForSummaryCard(props: LookingForSummaryCardProps) {
  const company = getFragmentData(LookingForSummaryCardFragment, props.company);
  const list = company.lookingFor;
  const visible = list && (list.published || company.canEdit);
  return (
    <SectionCard title="Looking for">
      {visible ? (
        <Stack gap={4} align="flex-start">
          {list.published ? null : <Badge variant="outline">Not published: only your company admins see it</Badge>}
          <LookingForGroups lookingFor={list} limit={LOOKING_FOR_SUMMARY_LIMIT} />
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
