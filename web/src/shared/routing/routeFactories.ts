import type { Permission } from '../../__generated__/graphql';
import type { PageModule, RouteDeclaration } from './routeTypes';
import type { Seo } from './seo';

// Route declarations (features' routes.ts): codegen runs these in Node, so this module imports
// nothing but types.

// Private pages are of no use to search engines; public ones get a canonical URL and the
// open graph and twitter card data link previews use.
const PRIVATE = 'noindex, nofollow';

export const privateSeo = (title: string, description: string): Seo => ({ title, description, robots: PRIVATE });

export const publicSeo = (title: string, description: string, canonical: string): Seo => ({
  title,
  description,
  canonical,
  openGraph: { type: 'website' },
  twitter: { card: 'summary' },
});

/** `/404`, unknown paths, and pages whose data says they do not exist (an unknown company). */
export const NOT_FOUND_SEO = privateSeo('Page not found', 'This page does not exist.');

/** Spec §2: a page requiring Innovator also admits Explorer; that is an active subscription. */
export const INNOVATOR = ['INNOVATOR'] as const;

export interface SectionAccess {
  page: PageModule;
  needsLogin?: boolean;
  permission?: Permission;
  plans?: RouteDeclaration['plans'];
}

/** A section of spec §2 in the shell, with its guards and SEO (private when it needs login). */
export function section(path: string, title: string, description: string, access: SectionAccess): RouteDeclaration {
  const needsLogin = access.needsLogin ?? false;
  return {
    path,
    page: access.page,
    needsLogin,
    permission: access.permission,
    plans: access.plans,
    shell: true,
    seo: needsLogin ? privateSeo(title, description) : publicSeo(title, description, path),
  };
}

/** A member's page (spec §6): signed in, the named permission, and an active subscription unless `anyPlan`. */
export const member = (
  path: string,
  title: string,
  description: string,
  permission: Permission,
  { anyPlan = false, page }: { anyPlan?: boolean; page: PageModule },
) => section(path, title, description, { needsLogin: true, permission, plans: anyPlan ? undefined : INNOVATOR, page });

/** A public page of the platform's paid area: anyone may open it, content needs an active subscription. */
export const publicArea = (path: string, title: string, description: string, page: PageModule) =>
  section(path, title, description, { plans: INNOVATOR, page });
