import type { ComponentType } from 'react';
import type { Permission, Plan } from '../__generated__/graphql';
import type { Seo } from './seo';

/** One entry of the route table: what the page is and who may see it. */
export interface AppRoute {
  /** A react-router path pattern. */
  path: string;
  /** The page, normally `lazyPage(...)` so each route is its own chunk. */
  page: ComponentType;
  /** Signed-out visitors are sent to `/login?returnTo=<this URL>`. */
  needsLogin: boolean;
  /** The permission (spec §6) the viewer must hold; otherwise access is denied. */
  permission?: Permission;
  /** The plans admitted (spec §2: requiring INNOVATOR also admits EXPLORER). */
  plans?: readonly Plan[];
  /** Render at once instead of waiting for the session (spec §2). */
  skipLoading?: boolean;
  /** Only members of the admin group; anyone else goes to the dashboard. */
  adminOnly?: boolean;
  /** Reachable by an admin who has not picked whom to act as yet (others redirect to the picker). */
  allowsAdminWithoutTarget?: boolean;
  /** Wrap the page in the signed-in shell (header, impersonation banner). */
  shell?: boolean;
  seo: Seo;
}
