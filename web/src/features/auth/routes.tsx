import { LOGIN_PATH } from '../../shared/paths';
import { lazyPage } from '../../shared/routing/lazyPage';
import { privateSeo, publicSeo } from '../../shared/routing/routeFactories';
import type { AppRoute } from '../../shared/routing/routeTypes';
import { CONFIRMATION_MFA_PATH, FORGOT_PASSWORD_PATH } from './authUrls';

// Sign-in renders at once (no waiting for the session) and stays reachable by an admin who has
// not picked whom to act as yet.
export const routes: readonly AppRoute[] = [
  {
    path: LOGIN_PATH,
    page: lazyPage(() => import('./pages/LoginPage').then((m) => m.LoginPage)),
    needsLogin: false,
    skipLoading: true,
    allowsAdminWithoutTarget: true,
    seo: publicSeo('Sign in', 'Sign in to your account.', LOGIN_PATH),
  },
  {
    path: CONFIRMATION_MFA_PATH,
    page: lazyPage(() => import('./pages/ConfirmationMfaPage').then((m) => m.ConfirmationMfaPage)),
    needsLogin: false,
    skipLoading: true,
    allowsAdminWithoutTarget: true,
    seo: privateSeo('Two-step verification', 'Confirm your sign-in.'),
  },
  {
    path: FORGOT_PASSWORD_PATH,
    page: lazyPage(() => import('./pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
    needsLogin: false,
    skipLoading: true,
    allowsAdminWithoutTarget: true,
    seo: publicSeo('Reset your password', 'Reset the password of your account.', FORGOT_PASSWORD_PATH),
  },
];
