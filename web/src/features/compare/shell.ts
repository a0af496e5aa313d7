import type { NavEntry } from '../../shared/routing/routeTypes';
import { COMPARE_PATH } from './compareUrls';

export const navigation: readonly NavEntry[] = [
  { to: COMPARE_PATH, label: 'Compare', order: 40, permission: 'COMPARE' },
];
