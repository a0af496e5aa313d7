import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../../__generated__';
import { LoadState } from '../../../shared/ui/LoadStates';
import { useViewer } from '../../../shared/session/useViewer';
import { AppLink } from '../../../ui/AppLink';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { otherCompany } from '../threadParties';
import { useThreadActions } from '../useThreadActions';
import { EarlierMessages, MESSAGES_PER_PAGE } from './EarlierMessages';
import { MessageItem } from './MessageItem';
import { ReplyBox } from './ReplyBox';

export const ThreadViewDocument = graphql(`
  query ThreadView($id: ID!, $size: Int!) {
    messageThread(id: $id) {
      id
      subject
      unreadCount
      canReply
      replyBlockedReason
      fromCompany {
        id
        name
      }
      toCompany {
        id
        name
      }
      participants {
        userId
        name
        company {
          id
          name
        }
      }
      messages(page: 0, size: $size) {
        items {
          id
          ...MessageItem_message
        }
        totalPages
        totalElements
      }
    }
  }
`);

export interface ThreadViewProps {
  threadId: string;
  /** The list's URL, for the back link on phones and the not-found state. */
  listHref: string;
  /** Show "Back to conversations" (phones, where the list is another screen). */
  showBack: boolean;
}

/**
 * One conversation: subject, participants, the messages oldest to newest (the latest page first,
 * earlier ones on request), and the reply box or why the viewer may not reply. Opening an unread
 * thread marks it read. A missing thread and another's thread look the same: not found.
 */
export function ThreadView({ threadId, listHref, showBack }: ThreadViewProps) {
  const viewer = useViewer();
  const { data, error, refetch } = useQuery(ThreadViewDocument, {
    variables: { id: threadId, size: MESSAGES_PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const { markRead } = useThreadActions();
  const marked = useRef<string | null>(null);
  const thread = data?.messageThread;

  useEffect(() => {
    if (!thread || thread.unreadCount === 0 || marked.current === thread.id) return;
    marked.current = thread.id;
    void markRead(thread.id, true);
  }, [thread, markRead]);

  const back = showBack ? <AppLink to={listHref}>← Back to conversations</AppLink> : null;
  if (data && !thread)
    return (
      <Stack gap={3} align="flex-start">
        {back}
        <Heading as="h2" size="lg">
          Conversation not found
        </Heading>
        <Text>This conversation does not exist, or it is not yours to read.</Text>
        {showBack ? null : <AppLink to={listHref}>Back to conversations</AppLink>}
      </Stack>
    );
  if (!thread)
    return (
      <Stack gap={3}>
        {back}
        <LoadState error={error} refetch={refetch} label="Loading the conversation" />
      </Stack>
    );

  const recipient = otherCompany(thread, viewer?.user?.company?.id);
  const people = thread.participants.map((person) => `${person.name} (${person.company.name})`).join(', ');
  const messages = thread.messages;
  return (
    <Stack gap={4} as="section" aria-labelledby={`thread-${thread.id}`}>
      {back}
      <Stack gap={1}>
        <Heading as="h2" size="lg" id={`thread-${thread.id}`} overflowWrap="anywhere">
          {thread.subject}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {thread.toCompany ? `${thread.fromCompany.name} → ${thread.toCompany.name}` : thread.fromCompany.name}
        </Text>
        {people ? <Text fontSize="sm" color="fg.muted">{`Participants: ${people}`}</Text> : null}
      </Stack>
      <Stack gap={3}>
        <EarlierMessages threadId={thread.id} page={1} totalPages={messages.totalPages} />
        <Box as="ol" listStyleType="none" display="flex" flexDirection="column" gap={3} aria-label="Messages">
          {[...messages.items].reverse().map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </Box>
      </Stack>
      {thread.canReply ? (
        <ReplyBox threadId={thread.id} recipientName={recipient.name} />
      ) : (
        <ErrorAlert
          status="info"
          title="You cannot reply to this conversation"
          message={thread.replyBlockedReason ?? 'Your company has not allowed you to reply here.'}
        />
      )}
    </Stack>
  );
}
