import type { ContentState } from '../../../__generated__/graphql';

export const STATE_LABELS: Record<ContentState, string> = {
  PUBLISHED: 'Published',
  DRAFT_CHANGES: 'Draft changes not published',
  UNPUBLISHED: 'Not published',
};
