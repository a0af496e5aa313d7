import { List, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { RelativeTime } from '../../../shared/ui/RelativeTime';
import { AppLink } from '../../../ui/AppLink';
import { companyProfilePath } from '../../company';
import { WATCHLIST_PATH } from '../../watchlist';

export const WatchedSectionFragment = graphql(`
  fragment WatchedSection_watched on MemberHomeWatched {
    folderCount
    companyCount
    changes {
      id
      title
      link
      at
      company {
        id
        name
        alias
      }
    }
  }
`);

export interface WatchedSectionProps {
  watched: FragmentType<typeof WatchedSectionFragment>;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** How many companies the viewer watches, and the latest changes to them (their watch updates). */
export function WatchedSection({ watched: ref }: WatchedSectionProps) {
  const watched = getFragmentData(WatchedSectionFragment, ref);
  if (watched.companyCount === 0)
    return (
      <Text color="fg.muted">
        You watch no companies yet. Add companies to a folder from search or a company profile, and what they change
        shows here. <AppLink to={WATCHLIST_PATH}>Open your watchlist</AppLink>
      </Text>
    );
  return (
    <Stack gap={3}>
      <Text fontSize="sm" color="fg.muted">
        You watch {plural(watched.companyCount, 'company', 'companies')} in{' '}
        {plural(watched.folderCount, 'folder', 'folders')}. <AppLink to={WATCHLIST_PATH}>Open your watchlist</AppLink>
      </Text>
      {watched.changes === null || watched.changes === undefined ? (
        <Text color="fg.muted">Their changes are not shown while you act as another user.</Text>
      ) : watched.changes.length === 0 ? (
        <Text color="fg.muted">No changes in the last 90 days.</Text>
      ) : (
        <List.Root gap={3} listStyleType="none" aria-label="Changes to companies you watch">
          {watched.changes.map((change) => (
            <List.Item key={change.id} minW={0}>
              <Stack gap={0.5}>
                <AppLink to={change.link ?? companyProfilePath(change.company.alias)} wordBreak="break-word">
                  {change.title}
                </AppLink>
                <Text fontSize="sm" color="fg.muted">
                  <RelativeTime value={change.at} />
                </Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
