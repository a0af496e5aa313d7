import { Heading, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { useViewer } from '../../../shared/session/useViewer';
import { PageContainer } from '../../../ui/PageContainer';
import { CompanySsoSettings } from '../../company-sso';
import { InvitationsSection } from '../components/InvitationsSection';
import { JoinRequestsCard } from '../components/JoinRequestsCard';
import { MembersSection, MembersSectionQueryDocument } from '../components/MembersSection';
import { memberFilterParams, readMemberFilters } from '../memberFilters';

/**
 * `/dashboard/manage-members` (company admins): the members, searched, filtered and paged in the
 * URL (`?q=&role=&status=&page=`), with their role and access; invitations; requests to join;
 * the company's single sign-on.
 */
export function ManageMembersPage() {
  const [params, setParams] = useSearchParams();
  const filters = readMemberFilters(params);
  const company = useViewer()?.user?.company?.name ?? 'your company';
  const client = useApolloClient();

  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Manage members
          </Heading>
          <Text color="fg.muted">
            {`Who belongs to ${company}: invite colleagues, choose who administers the company, and deactivate those who left.`}
          </Text>
        </Stack>
        <MembersSection filters={filters} onFiltersChange={(next) => setParams(memberFilterParams(next))} />
        <InvitationsSection />
        {/* An approved request is a new member: the list reads itself again. */}
        <JoinRequestsCard
          companyName={company}
          onDecided={() => void client.refetchQueries({ include: [MembersSectionQueryDocument] })}
        />
        <CompanySsoSettings />
      </Stack>
    </PageContainer>
  );
}
