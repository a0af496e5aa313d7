import { section } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { API_KEYS_PATH } from './apiKeysUrls';

// Company admins only (the API_KEYS permission, which impersonation blocks); keys need no plan,
// as the SDL's fields ask none. No header entry: a settings screen an admin visits rarely, linked
// from the dashboard's company card beside "Edit company" (the header's row is full).
export const routes: readonly RouteDeclaration[] = [
  section(API_KEYS_PATH, 'API keys', "Your company's keys for partner integrations.", {
    needsLogin: true,
    permission: 'API_KEYS',
    page: './pages/ApiKeysPage#ApiKeysPage',
  }),
];
