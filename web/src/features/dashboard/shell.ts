import { DASHBOARD_PATH } from '../../shared/paths';
import type { NavEntry } from '../../shared/routing/routeTypes';

export const navigation: readonly NavEntry[] = [
  { to: DASHBOARD_PATH, label: 'Dashboard', order: 10, permission: 'MEMBER_DASHBOARD' },
];
