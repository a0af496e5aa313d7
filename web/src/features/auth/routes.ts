import { LOGIN_PATH } from '../../shared/paths';
import { privateSeo, publicSeo } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { CONFIRMATION_MFA_PATH, FORGOT_PASSWORD_PATH } from './authUrls';

// Sign-in renders at once (no waiting for the session) and stays reachable by an admin who has
// not picked whom to act as yet.
export const routes: readonly RouteDeclaration[] = [
  {
    path: LOGIN_PATH,
    page: './pages/LoginPage#LoginPage',
    needsLogin: false,
    skipLoading: true,
    allowsAdminWithoutTarget: true,
    seo: publicSeo('Sign in', 'Sign in to your account.', LOGIN_PATH),
  },
  {
    path: CONFIRMATION_MFA_PATH,
    page: './pages/ConfirmationMfaPage#ConfirmationMfaPage',
    needsLogin: false,
    skipLoading: true,
    allowsAdminWithoutTarget: true,
    seo: privateSeo('Two-step verification', 'Confirm your sign-in.'),
  },
  {
    path: FORGOT_PASSWORD_PATH,
    page: './pages/ForgotPasswordPage#ForgotPasswordPage',
    needsLogin: false,
    skipLoading: true,
    allowsAdminWithoutTarget: true,
    seo: publicSeo('Reset your password', 'Reset the password of your account.', FORGOT_PASSWORD_PATH),
  },
];
