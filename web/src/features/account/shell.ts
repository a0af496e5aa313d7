import { MY_ACCOUNT_PATH } from '../../shared/paths';
import type { NavEntry } from '../../shared/routing/routeTypes';

export const navigation: readonly NavEntry[] = [
  { to: MY_ACCOUNT_PATH, label: 'My account', order: 60, permission: 'MY_ACCOUNT' },
];
