import { publicArea } from '../../shared/routing/routeFactories';
import type { PageModule, RouteDeclaration } from '../../shared/routing/routeTypes';
import { CHALLENGES_PATH } from './challengeUrls';

// Spec §2's challenges (docs/challenges.md), a public area: visitors read the list (the api leaves
// out who posts) and are asked to join; members without a plan see the same page as the plan
// guard's preview. Applying is responding on the challenge's request page.
const page: PageModule = './pages/ChallengesPage#ChallengesPage';

export const routes: readonly RouteDeclaration[] = [
  {
    ...publicArea(
      CHALLENGES_PATH,
      'Challenges',
      'Open innovation challenges: sponsors’ problems, the prize or pilot on offer, and the deadline to apply.',
      page,
    ),
    preview: page,
  },
];
