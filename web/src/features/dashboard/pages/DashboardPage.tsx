import { Button, Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { errorMessages } from '../../../app/errorMessages';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageContainer } from '../../../ui/PageContainer';
import { DashboardCompany } from '../components/DashboardCompany';
import { DashboardProfile } from '../components/DashboardProfile';
import { DashboardSubscription } from '../components/DashboardSubscription';

export const DashboardPageQueryDocument = graphql(`
  query DashboardPage {
    viewer {
      user {
        id
        firstName
        ...DashboardProfile_user
        company {
          id
          ...DashboardCompany_company
        }
      }
      subscription {
        ...DashboardSubscription_subscription
      }
    }
  }
`);

/** `/dashboard`: the member dashboard (profile, company and subscription at a glance). */
export function DashboardPage() {
  const { data, error, refetch } = useQuery(DashboardPageQueryDocument, { fetchPolicy: 'cache-and-network' });
  const user = data?.viewer?.user;

  if (!data && error) {
    return (
      <PageContainer>
        <Stack gap={4} align="flex-start">
          {errorMessages(error).map((message) => (
            <ErrorAlert key={message} message={message} />
          ))}
          <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </Stack>
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
        <DashboardCompany company={user?.company} />
        <DashboardSubscription subscription={data.viewer?.subscription} />
      </SimpleGrid>
    </PageContainer>
  );
}
