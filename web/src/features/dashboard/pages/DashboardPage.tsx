import { Box, Heading, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { useViewer } from '../../../shared/session/useViewer';
import { LoadError } from '../../../shared/ui/LoadStates';
import { PageContainer } from '../../../ui/PageContainer';
import { RecentlyViewedCompaniesCard } from '../../company';
import { ExportLog } from '../../data-export';
import { DocumentAccessLog } from '../../document';
import { VerifiedClaimsCard } from '../../evidence';
import { JoinRequestsCard } from '../../member';
import { SubscriptionShortcuts } from '../../subscription';
import { DashboardCompany } from '../components/DashboardCompany';
import { DashboardOffersAndNeeds } from '../components/DashboardOffersAndNeeds';
import { DashboardProfile } from '../components/DashboardProfile';
import { DashboardShortcuts } from '../components/DashboardShortcuts';
import { DashboardSubscription } from '../components/DashboardSubscription';

export const DashboardPageQueryDocument = graphql(`
  query DashboardPage {
    viewer {
      user {
        id
        firstName
        role
        ...DashboardProfile_user
        company {
          id
          name
          ...DashboardCompany_company
        }
      }
      subscription {
        id
        inForce
        reminder {
          kind
          daysLeft
        }
        ...DashboardSubscription_subscription
      }
    }
  }
`);

/** `/dashboard`: the member dashboard (profile, company and subscription at a glance, shortcuts, join requests). */
export function DashboardPage() {
  const { data, error, refetch } = useQuery(DashboardPageQueryDocument, { fetchPolicy: 'cache-and-network' });
  const session = useViewer();
  const user = data?.viewer?.user;
  const permissions = session?.permissions ?? [];
  const managesMembers = user?.role === 'COMPANY_ADMIN' && permissions.includes('MANAGE_MEMBERS');

  if (!data && error) {
    return (
      <PageContainer>
        <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />
      </PageContainer>
    );
  }

  if (!data) {
    return (
      <PageContainer aria-busy="true">
        <Skeleton height="10" width="60%" mb={8} />
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={6}>
          <Skeleton height="48" />
          <Skeleton height="48" />
          <Skeleton height="48" />
        </SimpleGrid>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Heading as="h1" size="2xl" mb={8}>
        {user ? `Welcome, ${user.firstName}` : 'Welcome'}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={6}>
        {user ? <DashboardProfile user={user} /> : null}
        <DashboardCompany
          company={user?.company}
          canEdit={permissions.includes('COMPANY_EDIT')}
          canManageKeys={permissions.includes('API_KEYS')}
        />
        <DashboardSubscription subscription={data.viewer?.subscription} />
        <SubscriptionShortcuts />
        <RecentlyViewedCompaniesCard />
        <DashboardOffersAndNeeds
          permissions={permissions}
          publishesAlerts={['VENDOR', 'SITE'].includes(session?.user?.company?.role.type ?? '')}
        />
        {permissions.includes('MY_ACCOUNT') ? (
          <DashboardShortcuts canChangeSettings={permissions.includes('ACCOUNT_SETTINGS')} permissions={permissions} />
        ) : null}
      </SimpleGrid>
      {managesMembers && user.company ? (
        <Box mt={6}>
          <JoinRequestsCard companyName={user.company.name} />
        </Box>
      ) : null}
      {managesMembers ? (
        <Box mt={6}>
          <ExportLog />
        </Box>
      ) : null}
      {permissions.includes('ADMIN_DASHBOARD') ? (
        <Box mt={6}>
          <DocumentAccessLog />
        </Box>
      ) : null}
      {permissions.includes('COMPANY_EDIT') ? (
        <Box mt={6}>
          <VerifiedClaimsCard />
        </Box>
      ) : null}
    </PageContainer>
  );
}
