import { Badge, List, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { routePath } from '../../../shared/routing/routePath';
import { RelativeTime } from '../../../shared/ui/RelativeTime';
import { AppLink } from '../../../ui/AppLink';
import { INBOX_PATH } from '../../messaging';

export const WaitingThreadsSectionFragment = graphql(`
  fragment WaitingThreadsSection_threads on WaitingThreads {
    total
    items {
      id
      subject
      box
      otherCompany {
        id
        name
      }
      lastAuthorName
      lastMessageAt
      unread
    }
  }
`);

export interface WaitingThreadsSectionProps {
  threads: FragmentType<typeof WaitingThreadsSectionFragment>;
}

/** Threads whose last message came from another company, newest first, each with how long it has waited. */
export function WaitingThreadsSection({ threads: ref }: WaitingThreadsSectionProps) {
  const threads = getFragmentData(WaitingThreadsSectionFragment, ref);
  if (threads.items.length === 0)
    return (
      <Text color="fg.muted">
        Nobody is waiting for your reply. New messages to you or your company show here;{' '}
        <AppLink to={INBOX_PATH}>open your inbox</AppLink> to start a conversation from a company profile.
      </Text>
    );
  return (
    <Stack gap={3}>
      <Text fontSize="sm" color="fg.muted">
        {threads.total === 1 ? '1 thread waits for your reply.' : `${threads.total} threads wait for your reply.`}
      </Text>
      <List.Root gap={3} listStyleType="none" aria-label="Threads waiting for your reply">
        {threads.items.map((thread) => (
          <List.Item key={thread.id} minW={0}>
            <Stack gap={0.5} minW={0}>
              <AppLink
                to={
                  thread.box === 'COMPANY'
                    ? routePath('/dashboard/company-inbox/:threadId', { threadId: thread.id })
                    : `${INBOX_PATH}/${encodeURIComponent(thread.id)}`
                }
                wordBreak="break-word"
              >
                {thread.subject}
              </AppLink>
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                {thread.otherCompany.name} · {thread.lastAuthorName} wrote <RelativeTime value={thread.lastMessageAt} />
                {thread.box === 'COMPANY' ? ' · company inbox' : ''}{' '}
                {thread.unread ? (
                  <Badge size="sm" colorPalette="blue">
                    Unread
                  </Badge>
                ) : null}
              </Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
