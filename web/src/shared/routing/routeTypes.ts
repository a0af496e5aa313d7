import type { ComponentType, ReactNode } from 'react';
import type { Permission, Plan } from '../../__generated__/graphql';
import type { SessionViewer } from '../session/sessionContext';
import type { Seo } from './seo';

/** A page component, normally from `lazyPage(...)`: `preload` fetches its chunk ahead of rendering. */
export type RoutePage = ComponentType & { preload?: () => Promise<unknown> };

/** What a route's preview receives from the plan guard. */
export interface RoutePreviewProps {
  /**
   * The way on for the viewer (join, start the free trial, renew...), as spec §4's gating modal
   * offers it; `what` names what it unlocks, e.g. "the full profile".
   */
  callToAction: (what: string) => ReactNode;
}

/** A preview page, normally from `lazyPage(...)`. */
export type RoutePreview = ComponentType<RoutePreviewProps> & { preload?: () => Promise<unknown> };

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
  /**
   * Shown beneath the subscription modal instead of a bare note when `plans` exclude the viewer:
   * what anyone may see of the page (e.g. a company profile's public preview), with the way on.
   */
  preview?: RoutePreview;
  /** Render at once instead of waiting for the session (spec §2). */
  skipLoading?: boolean;
  /** Only members of the admin group; anyone else goes to the dashboard. */
  adminOnly?: boolean;
  /** Reachable by an admin who has not picked whom to act as yet (others redirect to the picker). */
  allowsAdminWithoutTarget?: boolean;
  /** Wrap the page in the shell (header with navigation, impersonation banner, main landmark). */
  shell?: boolean;
  /** A screen of later work (`features/upcoming`): it shows `SectionUnavailablePage`. */
  placeholder?: boolean;
  /** `?billing=true` shows the billing view behind spec §2's billing-admin guard, with this SEO. */
  billingView?: { seo: Seo };
  seo: Seo;
}

/** A link of the header's main navigation, declared by the feature whose page it opens. */
export interface NavEntry {
  /**
   * The link's path; or, for links that depend on who is signed in (their own company), built
   * from the viewer: null leaves the link out (e.g. a user of no company).
   */
  to: string | ((viewer: SessionViewer) => string | null);
  label: string;
  /** Position in the header, ascending (leave gaps, so a new link fits between two). */
  order: number;
  /** The permission (spec §6) a signed-in viewer needs; without one every signed-in viewer sees it. */
  permission?: Permission;
  /** Shown to signed-out visitors too (screens that work for everyone). */
  signedOut?: boolean;
  /**
   * A count beside the label (e.g. unread messages), rendering nothing while there is none. It is
   * in the first route's bundle: keep it to a query and a span, never page code.
   */
  badge?: ComponentType;
}

/** A strip the shell shows below the header to a signed-in viewer (null when it has nothing to say). */
export type ShellBanner = ComponentType<{ viewer: SessionViewer }>;

/**
 * A control the shell shows in the header, beside the account, to a signed-in viewer at every
 * width (e.g. the notifications bell); it renders null when the viewer may not use it. It loads
 * with the first route: keep it tiny and load the rest on use.
 */
export type HeaderItem = ComponentType<{ viewer: SessionViewer }>;

/**
 * What a feature's `routes.tsx` exports: the only module of a feature the shell imports. The
 * shell collects every one of them, so a feature adds its screens without editing the shell.
 */
export interface FeatureRoutes {
  routes?: readonly AppRoute[];
  navigation?: readonly NavEntry[];
  shellBanners?: readonly ShellBanner[];
  headerItems?: readonly HeaderItem[];
}
