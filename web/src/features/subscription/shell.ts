import { MY_SUBSCRIPTION_PATH } from '../../shared/paths';
import type { NavEntry } from '../../shared/routing/routeTypes';

export const navigation: readonly NavEntry[] = [
  { to: MY_SUBSCRIPTION_PATH, label: 'Subscription', order: 50, permission: 'MY_SUBSCRIPTION' },
];
