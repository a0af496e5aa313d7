import { privateSeo } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { EVIDENCE_REVIEW_PATH } from './evidenceUrls';

// The admin group's queue: reachable before a target is picked (the picker page links here) and
// while acting as someone (the header's link), like the picker itself (docs/evidence.md).
export const routes: readonly RouteDeclaration[] = [
  {
    path: EVIDENCE_REVIEW_PATH,
    page: './pages/EvidenceReviewPage#EvidenceReviewPage',
    needsLogin: true,
    adminOnly: true,
    allowsAdminWithoutTarget: true,
    shell: true,
    seo: privateSeo('Evidence review', 'Verify or reject the evidence companies submitted for their profile claims.'),
  },
];
