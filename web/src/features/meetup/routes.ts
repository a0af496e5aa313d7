import { privateSeo, publicArea } from '../../shared/routing/routeFactories';
import type { PageModule, RouteDeclaration } from '../../shared/routing/routeTypes';

// Spec §2's meetups (docs/meetups.md), a public area: visitors read the list and are led to
// register; members without a plan see the same page as the plan guard's preview.
const area = (path: string, title: string, description: string, page: PageModule): RouteDeclaration => ({
  ...publicArea(path, title, description, page),
  preview: page,
});

export const routes: readonly RouteDeclaration[] = [
  area(
    '/meetups',
    'Meetups',
    'Meetups of the community: dates, places and online links, seats left and a waiting list when full.',
    './pages/MeetupsPage#MeetupsPage',
  ),
  area('/meetups/:code', 'Meetup', 'A meetup of the community.', './pages/MeetupPage#MeetupPage'),
  // The admin group's form to create and edit meetups (docs/meetups.md): reachable before a target is picked, like the other admin pages.
  {
    path: '/admin/meetups',
    page: './pages/MeetupAdminPage#MeetupAdminPage',
    needsLogin: true,
    adminOnly: true,
    allowsAdminWithoutTarget: true,
    shell: true,
    seo: privateSeo('Meetups (admin)', 'Create a meetup or edit one: its code, times, place or link, and seats.'),
  },
];
