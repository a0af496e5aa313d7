import type { ComponentType } from 'react';
import type { FragmentType } from '../../../__generated__';
import type { NotificationContentFragment } from './NotificationContent';

export interface NotificationRendererProps {
  notification: FragmentType<typeof NotificationContentFragment>;
}

/** Draws one kind of notification inside its entry (the entry makes it clickable). */
export type NotificationRenderer = ComponentType<NotificationRendererProps>;
