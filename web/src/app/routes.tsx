import { CONFIRMATION_MFA_PATH, FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../features/auth/authUrls';
import { DASHBOARD_PATH } from '../features/dashboard/dashboardUrls';
import { IMPERSONATE_PATH } from '../features/impersonation/impersonationUrls';
import { HomeRedirect } from './guards/HomeRedirect';
import { lazyPage } from './lazyPage';
import type { AppRoute } from './routeTypes';

// Private pages are of no use to search engines.
const PRIVATE = 'noindex, nofollow';

const NotFoundPage = lazyPage(() => import('../features/errors/pages/NotFoundPage').then((m) => m.NotFoundPage));
const notFoundSeo = { title: 'Page not found', description: 'This page does not exist.', robots: PRIVATE };

/** The one route table (spec §2). The router, guards and SEO are all derived from it. */
export const appRoutes: readonly AppRoute[] = [
  {
    path: '/',
    page: HomeRedirect,
    needsLogin: false,
    seo: { title: 'Home', description: 'The clinical-research networking platform.' },
  },
  {
    path: LOGIN_PATH,
    page: lazyPage(() => import('../features/auth/pages/LoginPage').then((m) => m.LoginPage)),
    needsLogin: false,
    skipLoading: true,
    allowsAdminWithoutTarget: true,
    seo: { title: 'Sign in', description: 'Sign in to your account.', canonical: LOGIN_PATH },
  },
  {
    path: CONFIRMATION_MFA_PATH,
    page: lazyPage(() => import('../features/auth/pages/ConfirmationMfaPage').then((m) => m.ConfirmationMfaPage)),
    needsLogin: false,
    skipLoading: true,
    allowsAdminWithoutTarget: true,
    seo: { title: 'Two-step verification', description: 'Confirm your sign-in.', robots: PRIVATE },
  },
  {
    path: FORGOT_PASSWORD_PATH,
    page: lazyPage(() => import('../features/auth/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
    needsLogin: false,
    skipLoading: true,
    allowsAdminWithoutTarget: true,
    seo: { title: 'Reset your password', description: 'Reset the password of your account.', canonical: FORGOT_PASSWORD_PATH },
  },
  {
    path: IMPERSONATE_PATH,
    page: lazyPage(() =>
      import('../features/impersonation/pages/ImpersonationPickerPage').then((m) => m.ImpersonationPickerPage),
    ),
    needsLogin: true,
    adminOnly: true,
    allowsAdminWithoutTarget: true,
    shell: true,
    seo: { title: 'Choose a user to act as', description: 'Pick the user to act as.', robots: PRIVATE },
  },
  {
    path: DASHBOARD_PATH,
    page: lazyPage(() => import('../features/dashboard/pages/DashboardPage').then((m) => m.DashboardPage)),
    needsLogin: true,
    permission: 'MEMBER_DASHBOARD',
    shell: true,
    seo: { title: 'Dashboard', description: 'Your profile, company and subscription.', robots: PRIVATE },
  },
  { path: '/404', page: NotFoundPage, needsLogin: false, skipLoading: true, seo: notFoundSeo },
  { path: '*', page: NotFoundPage, needsLogin: false, skipLoading: true, seo: notFoundSeo },
];
