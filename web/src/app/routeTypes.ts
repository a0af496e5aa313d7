import type { ComponentType } from 'react';
import type { Permission, Plan } from '../__generated__/graphql';
import type { Seo } from './seo';

/** A page component, normally from `lazyPage(...)`: `preload` fetches its chunk ahead of rendering. */
export type RoutePage = ComponentType & { preload?: () => Promise<unknown> };

/** One entry of the route table: what the page is and who may see it. */
export interface AppRoute {
  /** A react-router path pattern. */
  path: string;
  /** The page; the router loads its chunk (`preload`) before showing the route. */
  page: RoutePage;
  /** Signed-out visitors get the not-logged-in page, whose link returns here after sign-in. */
  needsLogin: boolean;
  /** The permission (spec §6) the viewer must hold; otherwise access is denied. */
  permission?: Permission;
  /** The plans admitted (spec §2: requiring INNOVATOR also admits EXPLORER); otherwise the subscription modal opens. */
  plans?: readonly Plan[];
  /** Render at once instead of waiting for the session (spec §2). */
  skipLoading?: boolean;
  /** Only members of the admin group; anyone else goes to the dashboard. */
  adminOnly?: boolean;
  /** Reachable by an admin who has not picked whom to act as yet (others redirect to the picker). */
  allowsAdminWithoutTarget?: boolean;
  /** Wrap the page in the shell (header with navigation, impersonation banner, main landmark). */
  shell?: boolean;
  /** A screen of later work: it shows `SectionUnavailablePage` and stays out of navigation. */
  placeholder?: boolean;
  /** `?billing=true` shows the billing view behind spec §2's billing-admin guard, with this SEO. */
  billingView?: { seo: Seo };
  seo: Seo;
}
