import type { RoutePreviewProps } from '../../../shared/routing/routeTypes';
import { CompanyPreviewPage } from './CompanyPreviewPage';
import { CompanyProfilePage } from './CompanyProfilePage';

/**
 * The profile route's page and its `preview` in one: the plan guard renders it with a call to
 * action when the viewer's plan does not admit the profile. One lazy page for both keeps one
 * chunk, and one entry in the first route's code (web/build/bundleBudget.ts leaves no room for two).
 */
export function CompanyProfileRoute({ callToAction }: Partial<RoutePreviewProps>) {
  return callToAction ? <CompanyPreviewPage callToAction={callToAction} /> : <CompanyProfilePage />;
}
