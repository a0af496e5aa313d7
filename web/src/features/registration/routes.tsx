import { REGISTER_PATH } from '../../shared/paths';
import { lazyPage } from '../../shared/routing/lazyPage';
import { privateSeo, publicSeo } from '../../shared/routing/routeFactories';
import type { AppRoute } from '../../shared/routing/routeTypes';
import {
  CREATE_PASSWORD_PATH,
  REGISTER_SUCCESS_PARTNER_PATH,
  REGISTER_SUCCESS_SPONSOR_PATH,
  VERIFICATION_PATH,
} from './registrationUrls';

export const routes: readonly AppRoute[] = [
  {
    path: REGISTER_PATH,
    page: lazyPage(() => import('./pages/RegisterPage').then((m) => m.RegisterPage)),
    needsLogin: false,
    skipLoading: true,
    seo: publicSeo('Join', 'Create your company account and start a 180-day free trial.', REGISTER_PATH),
  },
  {
    path: VERIFICATION_PATH,
    page: lazyPage(() => import('./pages/VerificationPage').then((m) => m.VerificationPage)),
    needsLogin: false,
    skipLoading: true,
    seo: privateSeo('Check your email', 'Enter the verification code we emailed you.'),
  },
  {
    path: CREATE_PASSWORD_PATH,
    page: lazyPage(() => import('./pages/CreatePasswordPage').then((m) => m.CreatePasswordPage)),
    needsLogin: false,
    skipLoading: true,
    seo: privateSeo('Create your account', 'Choose your company and your password.'),
  },
  {
    path: REGISTER_SUCCESS_SPONSOR_PATH,
    page: lazyPage(() => import('./pages/RegisterSuccessSponsorPage').then((m) => m.RegisterSuccessSponsorPage)),
    needsLogin: false,
    seo: privateSeo('Welcome', 'Your account is ready.'),
  },
  {
    path: REGISTER_SUCCESS_PARTNER_PATH,
    page: lazyPage(() => import('./pages/RegisterSuccessPartnerPage').then((m) => m.RegisterSuccessPartnerPage)),
    needsLogin: false,
    seo: privateSeo('Welcome', 'Your account is ready.'),
  },
];
