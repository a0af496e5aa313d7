import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { RelativeTime } from '../../../shared/ui/RelativeTime';
import { AppLink } from '../../../ui/AppLink';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { useFormFeedback } from '../../../ui/useMutationForm';

export const NotificationsSectionFragment = graphql(`
  fragment NotificationsSection_page on NotificationPage {
    unreadCount
    items {
      id
      title
      link
      createdAt
    }
  }
`);

export const MemberHomeMarkAllReadDocument = graphql(`
  mutation MemberHomeMarkAllRead {
    markAllNotificationsRead {
      unreadCount
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export interface NotificationsSectionProps {
  page: FragmentType<typeof NotificationsSectionFragment>;
  /** Reads the page again after a change (the list of unread ones empties). */
  onChanged: () => Promise<unknown>;
}

/** The unread count and the latest unread notifications, with "Mark all read" (the bell's own mutation). */
export function NotificationsSection({ page: ref, onChanged }: NotificationsSectionProps) {
  const page = getFragmentData(NotificationsSectionFragment, ref);
  const feedback = useFormFeedback();
  const [markAll, { loading }] = useMutation(MemberHomeMarkAllReadDocument, {
    update: (cache, { data }) => {
      const payload = data?.markAllNotificationsRead;
      // The bell reads this root field: its badge follows without a reload.
      if (payload && payload.errors.length === 0)
        cache.modify({ id: 'ROOT_QUERY', fields: { unreadNotificationCount: () => payload.unreadCount } });
    },
  });
  const markAllRead = async () => {
    const outcome = await feedback.run(async () => (await markAll()).data?.markAllNotificationsRead);
    if (!('errors' in outcome)) await onChanged().catch(() => undefined);
  };
  if (page.unreadCount === 0)
    return <Text color="fg.muted">You have read every notification. New ones show here and in the bell.</Text>;
  return (
    <Stack gap={3} align="flex-start">
      <Text fontSize="sm" color="fg.muted">
        {page.unreadCount === 1 ? '1 unread notification.' : `${page.unreadCount} unread notifications.`}
      </Text>
      <List.Root gap={3} listStyleType="none" aria-label="Unread notifications" w="full">
        {page.items.map((item) => (
          <List.Item key={item.id} minW={0}>
            <Stack gap={0.5}>
              {item.link ? (
                <AppLink to={item.link} wordBreak="break-word">
                  {item.title}
                </AppLink>
              ) : (
                <Text wordBreak="break-word">{item.title}</Text>
              )}
              <Text fontSize="sm" color="fg.muted">
                <RelativeTime value={item.createdAt} />
              </Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
      <ErrorAlerts messages={feedback.errors} />
      <Button size="sm" variant="outline" onClick={() => void markAllRead()} loading={loading}>
        Mark all read
      </Button>
    </Stack>
  );
}
