import { CreatePasswordPage } from '../pages/CreatePasswordPage';
import { RegisterPage } from '../pages/RegisterPage';
import { RegisterSuccessPartnerPage } from '../pages/RegisterSuccessPartnerPage';
import { RegisterSuccessSponsorPage } from '../pages/RegisterSuccessSponsorPage';
import { VerificationPage } from '../pages/VerificationPage';
import type { TestRoute } from '../../../test/renderRoutes';

/** The five registration pages at their paths. */
export const registrationRoutes: readonly TestRoute[] = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/verification', element: <VerificationPage /> },
  { path: '/create-password', element: <CreatePasswordPage /> },
  { path: '/register-success-sponsor', element: <RegisterSuccessSponsorPage /> },
  { path: '/register-success-partner', element: <RegisterSuccessPartnerPage /> },
];
