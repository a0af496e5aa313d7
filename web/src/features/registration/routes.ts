import { REGISTER_PATH } from '../../shared/paths';
import { privateSeo, publicSeo } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import {
  CREATE_PASSWORD_PATH,
  REGISTER_SUCCESS_PARTNER_PATH,
  REGISTER_SUCCESS_SPONSOR_PATH,
  VERIFICATION_PATH,
} from './registrationUrls';

export const routes: readonly RouteDeclaration[] = [
  {
    path: REGISTER_PATH,
    page: './pages/RegisterPage#RegisterPage',
    needsLogin: false,
    skipLoading: true,
    seo: publicSeo('Join', 'Create your company account and start a 180-day free trial.', REGISTER_PATH),
  },
  {
    path: VERIFICATION_PATH,
    page: './pages/VerificationPage#VerificationPage',
    needsLogin: false,
    skipLoading: true,
    seo: privateSeo('Check your email', 'Enter the verification code we emailed you.'),
  },
  {
    path: CREATE_PASSWORD_PATH,
    page: './pages/CreatePasswordPage#CreatePasswordPage',
    needsLogin: false,
    skipLoading: true,
    seo: privateSeo('Create your account', 'Choose your company and your password.'),
  },
  {
    path: REGISTER_SUCCESS_SPONSOR_PATH,
    page: './pages/RegisterSuccessSponsorPage#RegisterSuccessSponsorPage',
    needsLogin: false,
    seo: privateSeo('Welcome', 'Your account is ready.'),
  },
  {
    path: REGISTER_SUCCESS_PARTNER_PATH,
    page: './pages/RegisterSuccessPartnerPage#RegisterSuccessPartnerPage',
    needsLogin: false,
    seo: privateSeo('Welcome', 'Your account is ready.'),
  },
];
