import type { NavEntry } from '../../shared/routing/routeTypes';
import type { SessionViewer } from '../../shared/session/sessionContext';
import { CONTENT_EDITOR_PATH } from './contentUrls';

// The admin group's content editor, in the header of its members (acting as someone or not).
export const navigation: readonly NavEntry[] = [
  {
    to: (viewer: SessionViewer) => (viewer.isAdmin ? CONTENT_EDITOR_PATH : null),
    label: 'Content',
    order: 75,
  },
];
