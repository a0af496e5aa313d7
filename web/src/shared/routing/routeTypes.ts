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

/** Who may open a route and how the shell frames it: what the guard decides on before the page loads. */
export interface RouteAccess {
  /** Signed-out visitors get the not-logged-in page, whose link returns here after sign-in. */
  needsLogin: boolean;
  /**
   * The permission (spec §6) a signed-in viewer must hold; otherwise access is denied. Visitors
   * meet it only when `needsLogin` is false: they are admitted (the page shows its public view).
   */
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
}

/** A route's texts, which load with its page (never in the first route): its SEO, and its billing view's. */
export interface RouteTexts {
  seo: Seo;
  /** `?billing=true` shows the billing view behind spec §2's billing-admin guard, with this SEO. */
  billingView?: { seo: Seo };
}

/**
 * A page: its module, relative to the declaring file (a feature's pages), and its named export,
 * e.g. `'./pages/CompanyListPage#CompanyListPage'`. Codegen turns it into a lazy import, which
 * the type checker then checks.
 */
export type PageModule = `${'./' | '../'}${string}#${string}`;

/**
 * One route as a feature declares it in its `routes.ts`: codegen (scripts/codegen-routes.ts)
 * reads the declarations into the route manifest, and the texts load from there with the page.
 */
export interface RouteDeclaration extends RouteAccess, RouteTexts {
  /** A react-router path pattern. */
  path: string;
  page: PageModule;
  /**
   * Shown beneath the subscription modal instead of a bare note when `plans` exclude the viewer:
   * what anyone may see of the page (e.g. a company profile's public preview), with the way on.
   */
  preview?: PageModule;
}

/** What a route of the table has whatever gives its texts. */
interface RouteBase extends RouteAccess {
  /** A react-router path pattern. */
  path: string;
  /** The page; the router loads its chunk (`preload`) before showing the route. */
  page: RoutePage;
  /** See `RouteDeclaration.preview`. */
  preview?: RoutePreview;
}

/** A route written with its texts (tests' own routes). */
export type RouteWithTexts = RouteBase & RouteTexts;

/** A route of the generated manifest: the router loads its texts beside its page's chunk. */
export type ManifestRoute = RouteBase & { texts: () => Promise<RouteTexts>; billingView?: true };

/** One entry of the route table. */
export type AppRoute = RouteWithTexts | ManifestRoute;

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
  /** A count beside the label (e.g. unread messages), rendering nothing while there is none. */
  badge?: ComponentType;
}

/** A strip the shell shows below the header to a signed-in viewer (null when it has nothing to say). */
export type ShellBanner = ComponentType<{ viewer: SessionViewer }>;

/**
 * A control the shell shows in the header, beside the account, to a signed-in viewer at every
 * width (e.g. the notifications bell); it renders null when the viewer may not use it.
 */
export type HeaderItem = ComponentType<{ viewer: SessionViewer }>;

/**
 * What a feature's `shell.ts(x)` exports: its additions to the shell's frame. The shell loads
 * every feature's after the first paint (codegen lists them), so none of it is first-route code.
 */
export interface FeatureShell {
  navigation?: readonly NavEntry[];
  shellBanners?: readonly ShellBanner[];
  headerItems?: readonly HeaderItem[];
}
