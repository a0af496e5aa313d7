import { Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import type { MemberHomeSection } from '../../../__generated__/graphql';
import { LoadError } from '../../../shared/ui/LoadStates';
import { PageContainer } from '../../../ui/PageContainer';
import { CompletenessSection } from '../components/CompletenessSection';
import { DeadlinesSection } from '../components/DeadlinesSection';
import { HomeSection } from '../components/HomeSection';
import { NotificationsSection } from '../components/NotificationsSection';
import { WaitingThreadsSection } from '../components/WaitingThreadsSection';
import { WatchedSection } from '../components/WatchedSection';
import { type HomeField, sectionErrors } from '../sectionErrors';

export const MemberHomePageQueryDocument = graphql(`
  query MemberHomePage {
    memberHome {
      blockedSections
      waitingThreads(size: 5) {
        ...WaitingThreadsSection_threads
      }
      deadlines(size: 5) {
        ...DeadlinesSection_deadlines
      }
      unreadNotifications(size: 5) {
        ...NotificationsSection_page
      }
      watched(size: 6) {
        ...WatchedSection_watched
      }
      completeness {
        ...CompletenessSection_completeness
      }
    }
  }
`);

/**
 * `/dashboard/member`: the member's own page of activity (docs/member-home.md). One query whose
 * sections answer on their own: a section that fails shows its error and "Try again", the others
 * stay; a section spec §6 blocks while impersonating says so.
 */
export function MemberHomePage() {
  // errorPolicy 'all': the sections that answered are shown beside the one that failed.
  const { data, error, refetch, loading } = useQuery(MemberHomePageQueryDocument, {
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const home = data?.memberHome;
  const retry = () => void refetch().catch(() => undefined);

  if (!home && error)
    return (
      <PageContainer>
        <Heading as="h1" size="2xl" mb={6}>
          My home
        </Heading>
        <LoadError error={error} onRetry={retry} />
      </PageContainer>
    );
  if (!home)
    return (
      <PageContainer aria-busy="true">
        <Skeleton height="10" width="40%" mb={8} />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
          <Skeleton height="48" />
          <Skeleton height="48" />
          <Skeleton height="48" />
          <Skeleton height="48" />
        </SimpleGrid>
      </PageContainer>
    );

  const blocked = (section: MemberHomeSection) => home.blockedSections.includes(section);
  // A failed section comes back null with its error; while a retry runs, its old errors stay hidden.
  const errorsOf = (field: HomeField) => (loading ? [] : sectionErrors(error, field));
  const section = (field: HomeField, name: MemberHomeSection) => ({
    blocked: blocked(name),
    errors: errorsOf(field),
    onRetry: retry,
  });

  return (
    <PageContainer>
      <Stack gap={1} mb={8}>
        <Heading as="h1" size="2xl">
          My home
        </Heading>
        <Text color="fg.muted">What waits for you: replies, deadlines, the companies you watch and your profile.</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
        <HomeSection title="Waiting for your reply" {...section('waitingThreads', 'WAITING_THREADS')}>
          {home.waitingThreads ? <WaitingThreadsSection threads={home.waitingThreads} /> : null}
        </HomeSection>
        <HomeSection title="Requests and deadlines" {...section('deadlines', 'DEADLINES')}>
          {home.deadlines ? <DeadlinesSection deadlines={home.deadlines} /> : null}
        </HomeSection>
        <HomeSection title="Companies you watch" {...section('watched', 'WATCHED')}>
          {home.watched ? <WatchedSection watched={home.watched} /> : null}
        </HomeSection>
        <HomeSection title="Unread notifications" {...section('unreadNotifications', 'NOTIFICATIONS')}>
          {home.unreadNotifications ? (
            <NotificationsSection page={home.unreadNotifications} onChanged={refetch} />
          ) : null}
        </HomeSection>
        <HomeSection title="Your profile and interests" {...section('completeness', 'COMPLETENESS')}>
          {home.completeness ? <CompletenessSection completeness={home.completeness} /> : null}
        </HomeSection>
      </SimpleGrid>
    </PageContainer>
  );
}
