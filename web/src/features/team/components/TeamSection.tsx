import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../../__generated__';
import { billingPath } from '../../../shared/paths';
import { LoadError } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { SectionCard } from '../../../ui/SectionCard';
import { AddTeamMember } from './AddTeamMember';
import { TeamTable } from './TeamTable';

export const TeamSectionQueryDocument = graphql(`
  query TeamSection($subscriptionId: ID!, $page: PageInput) {
    subscriptionTeam(subscriptionId: $subscriptionId, page: $page) {
      items {
        userId
        ...TeamTable_member
      }
      page
      size
      totalElements
      totalPages
    }
  }
`);

export const TEAM_PAGE_SIZE = 10;

export interface TeamSectionProps {
  subscriptionId: string;
  /** Zero-based, from the URL. */
  page: number;
}

/** The team: add a colleague, the paged list with the billing-admin switch and removal. */
export function TeamSection({ subscriptionId, page }: TeamSectionProps) {
  const navigate = useNavigate();
  const variables = { subscriptionId, page: { page, size: TEAM_PAGE_SIZE } };
  const { data, previousData, loading, error, refetch } = useQuery(TeamSectionQueryDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [done, setDone] = useState<string | null>(null);
  const team = (data ?? previousData)?.subscriptionTeam;
  const changed = (message: string) => {
    setDone(message);
    void refetch().catch(() => undefined);
  };

  return (
    <SectionCard title="Team">
      <Stack gap={6}>
        <AddTeamMember subscriptionId={subscriptionId} onAdded={(name) => changed(`${name} was added to the team.`)} />
        <Text role="status" aria-live="polite" color="fg.success" fontWeight="medium" _empty={{ display: 'none' }}>
          {done}
        </Text>
        {!team && error ? (
          <LoadError
            error={error}
            title="We couldn't load the team."
            size="sm"
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : !team ? (
          <Stack gap={2} aria-busy="true" aria-label="Loading the team" role="status">
            <Skeleton height="10" />
            <Skeleton height="10" />
            <Skeleton height="10" />
          </Stack>
        ) : team.items.length === 0 ? (
          <Text color="fg.muted">No one is on the team yet.</Text>
        ) : (
          <Stack gap={4} aria-busy={loading} opacity={loading && !data ? 0.6 : 1}>
            <Text color="fg.muted">{`${team.totalElements} ${team.totalElements === 1 ? 'member' : 'members'}`}</Text>
            <TeamTable subscriptionId={subscriptionId} members={team.items} onChanged={changed} />
            {team.totalPages > 1 ? (
              <Pager
                page={team.page}
                totalPages={team.totalPages}
                onPageChange={(next) => void navigate(billingPath(next))}
              />
            ) : null}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
