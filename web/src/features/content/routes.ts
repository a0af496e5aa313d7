import { privateSeo, section } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { CONTENT_EDITOR_PATH, CONTENT_PAGES } from './contentUrls';

// The public pages whose text the admin group edits (docs/content.md), and its editor.
export const routes: readonly RouteDeclaration[] = [
  ...CONTENT_PAGES.map(({ key, title, description }) =>
    section(`/${key}`, title, description, { page: './pages/ContentPage#ContentPage' }),
  ),
  {
    path: CONTENT_EDITOR_PATH,
    page: './pages/ContentEditorPage#ContentEditorPage',
    needsLogin: true,
    adminOnly: true,
    allowsAdminWithoutTarget: true,
    shell: true,
    seo: privateSeo('Content', 'Edit the public pages, home banners and audiences.'),
  },
];
