import { Avatar, HStack, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { fullName } from '../../../shared/user/userLabels';
import { SectionCard } from '../../../ui/SectionCard';

export const CompanyMembersFragment = graphql(`
  fragment CompanyMembers_company on Company {
    id
    name
    members {
      id
      firstName
      lastName
      jobTitle
      pictureUrl
    }
  }
`);

export interface CompanyMembersProps {
  company: FragmentType<typeof CompanyMembersFragment>;
}

/** The company's people. Members who chose 'Mask Me on Company Profile' never reach the client. */
export function CompanyMembers(props: CompanyMembersProps) {
  const company = getFragmentData(CompanyMembersFragment, props.company);
  return (
    <SectionCard title="Members">
      {company.members.length > 0 ? (
        <Stack as="ul" gap={4} listStyleType="none" aria-label={`Members of ${company.name}`}>
          {company.members.map((member) => {
            const name = fullName(member);
            return (
              <HStack as="li" key={member.id} gap={3} align="center">
                <Avatar.Root size="md" aria-hidden>
                  <Avatar.Fallback name={name} />
                  {member.pictureUrl ? <Avatar.Image src={member.pictureUrl} alt="" /> : null}
                </Avatar.Root>
                <Stack gap={0} minW={0}>
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    {name}
                  </Text>
                  {member.jobTitle ? (
                    <Text fontSize="sm" color="fg.muted">
                      {member.jobTitle}
                    </Text>
                  ) : null}
                </Stack>
              </HStack>
            );
          })}
        </Stack>
      ) : (
        <Text color="fg.muted">No members are shown on this profile.</Text>
      )}
    </SectionCard>
  );
}
