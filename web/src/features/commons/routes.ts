import { INNOVATOR, publicArea, section } from '../../shared/routing/routeFactories';
import type { PageModule, RouteDeclaration } from '../../shared/routing/routeTypes';

// Spec §2's commons (docs/commons.md): pages for an active subscription; visitors and members
// without a plan see the same page as the plan guard's preview (reading, not writing or messaging).
// /commons/experts and /commons/write come before /commons/:type.
const area = (path: string, title: string, description: string, page: PageModule): RouteDeclaration => ({
  ...publicArea(path, title, description, page),
  preview: page,
});

export const routes: readonly RouteDeclaration[] = [
  area(
    '/commons',
    'Commons',
    "The community's shared guides, checklists and notes.",
    './pages/CommonsHomePage#CommonsHomePage',
  ),
  area(
    '/commons/experts',
    'Experts',
    'People of the community who answer questions in their field.',
    './pages/ExpertsPage#ExpertsPage',
  ),
  section('/commons/write', 'Write a page', 'Write a shared page for the commons.', {
    needsLogin: true,
    plans: INNOVATOR,
    page: './pages/CommonsEditorPage#CommonsEditorPage',
  }),
  area('/commons/:type', 'Commons', "The community's shared pages.", './pages/CommonsTypePage#CommonsTypePage'),
  area('/commons/:type/:slug', 'Commons', 'A shared page of the community.', './pages/CommonsPageView#CommonsPageView'),
];
