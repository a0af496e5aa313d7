import type { NavEntry } from '../../shared/routing/routeTypes';
import type { SessionViewer } from '../../shared/session/sessionContext';
import { EVIDENCE_REVIEW_PATH } from './evidenceUrls';

// Only the admin group acts as someone: while it does, the header leads back to its queue.
export const navigation: readonly NavEntry[] = [
  {
    to: (viewer: SessionViewer) => (viewer.isImpersonated ? EVIDENCE_REVIEW_PATH : null),
    label: 'Evidence review',
    order: 70,
  },
];
