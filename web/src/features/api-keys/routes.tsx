import { lazyPage } from '../../shared/routing/lazyPage';
import { section } from '../../shared/routing/routeFactories';
import type { AppRoute, NavEntry } from '../../shared/routing/routeTypes';
import { API_KEYS_PATH } from './apiKeysUrls';

// Company admins only (the API_KEYS permission, which impersonation blocks); keys need no plan,
// as the SDL's fields ask none.
export const routes: readonly AppRoute[] = [
  section(API_KEYS_PATH, 'API keys', "Your company's keys for partner integrations.", {
    needsLogin: true,
    permission: 'API_KEYS',
    page: lazyPage(() => import('./pages/ApiKeysPage').then((m) => m.ApiKeysPage)),
  }),
];

// Beside "Edit company" (34): the other screen where an admin manages their company.
export const navigation: readonly NavEntry[] = [
  { to: API_KEYS_PATH, label: 'API keys', order: 36, permission: 'API_KEYS' },
];
