import { graphql } from '../../../__generated__';

/** One page of the viewer's notifications, newest first (the list's first page and each "Show more"). */
export const NotificationListQueryDocument = graphql(`
  query NotificationList($page: Int!) {
    notifications(page: $page, size: 10) {
      page
      totalPages
      items {
        id
        ...NotificationEntry_notification
      }
    }
  }
`);
