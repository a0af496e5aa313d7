import { createIcon } from '@chakra-ui/react';
import { stroke } from '../../../ui/icons';

// Outline icons (Feather, MIT), one per kind. Decorative: the entry's title carries the meaning.

export const MessageIcon = createIcon({
  displayName: 'MessageIcon',
  defaultProps: { 'aria-hidden': true },
  path: <path {...stroke} d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
});

export const ReplyIcon = createIcon({
  displayName: 'ReplyIcon',
  defaultProps: { 'aria-hidden': true },
  path: [
    <polyline key="arrow" {...stroke} points="9 14 4 9 9 4" />,
    <path key="tail" {...stroke} d="M20 20v-7a4 4 0 0 0-4-4H4" />,
  ],
});

export const UserPlusIcon = createIcon({
  displayName: 'UserPlusIcon',
  defaultProps: { 'aria-hidden': true },
  path: [
    <path key="body" {...stroke} d="M16 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />,
    <circle key="head" {...stroke} cx="8.5" cy="7" r="4" />,
    <line key="vertical" {...stroke} x1="20" y1="8" x2="20" y2="14" />,
    <line key="horizontal" {...stroke} x1="23" y1="11" x2="17" y2="11" />,
  ],
});

export const BellIcon = createIcon({
  displayName: 'BellIcon',
  defaultProps: { 'aria-hidden': true },
  path: <path {...stroke} d="M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0" />,
});
