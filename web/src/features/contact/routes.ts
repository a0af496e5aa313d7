import { section } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { CONTACT_US_PATH } from './contactUrls';

// Public, signed in or out (docs/contact.md). The admin group's switch is on the page itself, so an
// admin who has not picked whom to act as reaches it too.
export const routes: readonly RouteDeclaration[] = [
  {
    ...section(
      CONTACT_US_PATH,
      'Contact us',
      'Questions about Trialbridge, plans, billing, privacy or partnerships? Write to our team: we answer within two working days.',
      { page: './pages/ContactUsPage#ContactUsPage' },
    ),
    allowsAdminWithoutTarget: true,
  },
];
