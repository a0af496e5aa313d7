import type { ReactNode } from 'react';
import type { FragmentType } from '../../../__generated__';
import type { NotificationContentFragment } from './NotificationContent';

/**
 * Draws one kind of notification inside its entry (the entry makes it clickable). A render
 * function rather than a component: the entry picks it by kind as it renders, and it holds no
 * state of its own.
 */
export type NotificationRenderer = (notification: FragmentType<typeof NotificationContentFragment>) => ReactNode;
