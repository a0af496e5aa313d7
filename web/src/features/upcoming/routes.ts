import { publicArea, section } from '../../shared/routing/routeFactories';
import type { PageModule, RouteDeclaration } from '../../shared/routing/routeTypes';

// Spec §2's routes whose features do not exist yet: one shared page with the route's title and
// "This section is not available yet.", guarded like the real page will be, never in navigation.
// A feature that arrives deletes its lines here and declares them in its own routes.ts.
const page: PageModule = './pages/SectionUnavailablePage#SectionUnavailablePage';

const upcoming = (route: RouteDeclaration): RouteDeclaration => ({ ...route, placeholder: true });

export const routes: readonly RouteDeclaration[] = [
  publicArea('/challenges', 'Challenges', 'Challenges from the community.', page),
  publicArea('/meetups', 'Meetups', 'Meetups of the community.', page),
  publicArea('/summaries', 'Summaries', 'Summaries and reports.', page),
  publicArea('/summaries/reports/:code', 'Report', 'A report.', page),
  publicArea('/commons', 'Commons', 'The commons.', page),
  publicArea('/commons/experts', 'Experts', 'Experts of the commons.', page),
  publicArea('/commons/:type', 'Commons', 'The commons.', page),
  section('/engagement-info', 'Engagement', 'How companies engage on the platform.', { page }),
  section('/faq', 'Frequently asked questions', 'Answers to common questions.', { page }),
  section('/matchmaking', 'Matchmaking', 'How the platform matches partners.', { page }),
  section('/resources', 'Resources', 'Guides and resources.', { page }),
  section('/privacy-policy', 'Privacy policy', 'How we handle your data.', { page }),
  section('/terms', 'Terms of use', 'The terms of using the platform.', { page }),
  section('/contact-us', 'Contact us', 'Get in touch with the team.', { page }),
].map(upcoming);
