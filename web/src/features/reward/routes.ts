import { member } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';

// Both roles (spec §6), on every plan: any company may invite another (docs/rewards.md).
export const routes: readonly RouteDeclaration[] = [
  member('/dashboard/rewards', 'Rewards', 'Invite companies and earn a discount on your subscription.', 'REWARDS', {
    anyPlan: true,
    page: './pages/RewardsPage#RewardsPage',
  }),
];
