import type { Permission } from '../__generated__/graphql';
import { CONFIRMATION_MFA_PATH, FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../features/auth/authUrls';
import { DASHBOARD_PATH } from '../features/dashboard/dashboardUrls';
import { IMPERSONATE_PATH } from '../features/impersonation/impersonationUrls';
import { lazyPage } from './lazyPage';
import * as paths from './routePaths';
import type { AppRoute, RoutePage } from './routeTypes';
import type { Seo } from './seo';

// Private pages are of no use to search engines; public ones get a canonical URL and the
// open graph and twitter card data link previews use.
const PRIVATE = 'noindex, nofollow';
const privateSeo = (title: string, description: string): Seo => ({ title, description, robots: PRIVATE });
const publicSeo = (title: string, description: string, canonical: string): Seo => ({
  title,
  description,
  canonical,
  openGraph: { type: 'website' },
  twitter: { card: 'summary' },
});

// Spec §2: a page requiring Innovator also admits Explorer; that is an active subscription.
const INNOVATOR = ['INNOVATOR'] as const;

const NotFoundPage = lazyPage(() => import('../features/errors/pages/NotFoundPage').then((m) => m.NotFoundPage));
const SectionUnavailable = lazyPage(() =>
  import('../features/placeholder/pages/SectionUnavailablePage').then((m) => m.SectionUnavailablePage),
);
const notFoundSeo = privateSeo('Page not found', 'This page does not exist.');

interface SectionAccess {
  needsLogin?: boolean;
  permission?: Permission;
  plans?: AppRoute['plans'];
  /** The built screen; without one the route is a placeholder of later work. */
  page?: RoutePage;
}

/**
 * A section of spec §2 with its guards and SEO. Without a page it shows only that the section is
 * not available yet (and stays out of navigation).
 */
function section(path: string, title: string, description: string, access: SectionAccess = {}): AppRoute {
  const needsLogin = access.needsLogin ?? false;
  return {
    path,
    page: access.page ?? SectionUnavailable,
    needsLogin,
    permission: access.permission,
    plans: access.plans,
    shell: true,
    placeholder: access.page === undefined,
    seo: needsLogin ? privateSeo(title, description) : publicSeo(title, description, path),
  };
}

/** A member's page (spec §6): signed in, the named permission, and an active subscription unless `anyPlan`. */
const member = (
  path: string,
  title: string,
  description: string,
  permission: Permission,
  { anyPlan = false, page }: { anyPlan?: boolean; page?: RoutePage } = {},
) => section(path, title, description, { needsLogin: true, permission, plans: anyPlan ? undefined : INNOVATOR, page });

/** A public page of the platform's paid area: anyone may open it, content needs an active subscription. */
const publicArea = (path: string, title: string, description: string, page?: RoutePage) =>
  section(path, title, description, { plans: INNOVATOR, page });

/** The one route table (spec §2). The router, guards, navigation and SEO are all derived from it. */
export const appRoutes: readonly AppRoute[] = [
  {
    path: paths.HOME_PATH,
    page: lazyPage(() => import('../features/home/pages/HomePage').then((m) => m.HomePage)),
    needsLogin: false,
    shell: true,
    seo: publicSeo(
      'Clinical research partners, found',
      'Sponsors, sites and vendors find, compare and contact each other. Start with a 180-day free trial.',
      paths.HOME_PATH,
    ),
  },
  {
    path: LOGIN_PATH,
    page: lazyPage(() => import('../features/auth/pages/LoginPage').then((m) => m.LoginPage)),
    needsLogin: false,
    skipLoading: true,
    allowsAdminWithoutTarget: true,
    seo: publicSeo('Sign in', 'Sign in to your account.', LOGIN_PATH),
  },
  {
    path: CONFIRMATION_MFA_PATH,
    page: lazyPage(() => import('../features/auth/pages/ConfirmationMfaPage').then((m) => m.ConfirmationMfaPage)),
    needsLogin: false,
    skipLoading: true,
    allowsAdminWithoutTarget: true,
    seo: privateSeo('Two-step verification', 'Confirm your sign-in.'),
  },
  {
    path: FORGOT_PASSWORD_PATH,
    page: lazyPage(() => import('../features/auth/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
    needsLogin: false,
    skipLoading: true,
    allowsAdminWithoutTarget: true,
    seo: publicSeo('Reset your password', 'Reset the password of your account.', FORGOT_PASSWORD_PATH),
  },
  {
    path: paths.REGISTER_PATH,
    page: lazyPage(() => import('../features/registration/pages/RegisterPage').then((m) => m.RegisterPage)),
    needsLogin: false,
    skipLoading: true,
    seo: publicSeo('Join', 'Create your company account and start a 180-day free trial.', paths.REGISTER_PATH),
  },
  {
    path: paths.VERIFICATION_PATH,
    page: lazyPage(() => import('../features/registration/pages/VerificationPage').then((m) => m.VerificationPage)),
    needsLogin: false,
    skipLoading: true,
    seo: privateSeo('Check your email', 'Enter the verification code we emailed you.'),
  },
  {
    path: paths.CREATE_PASSWORD_PATH,
    page: lazyPage(() => import('../features/registration/pages/CreatePasswordPage').then((m) => m.CreatePasswordPage)),
    needsLogin: false,
    skipLoading: true,
    seo: privateSeo('Create your account', 'Choose your company and your password.'),
  },
  {
    path: paths.REGISTER_SUCCESS_SPONSOR_PATH,
    page: lazyPage(() =>
      import('../features/registration/pages/RegisterSuccessSponsorPage').then((m) => m.RegisterSuccessSponsorPage),
    ),
    needsLogin: false,
    seo: privateSeo('Welcome', 'Your account is ready.'),
  },
  {
    path: paths.REGISTER_SUCCESS_PARTNER_PATH,
    page: lazyPage(() =>
      import('../features/registration/pages/RegisterSuccessPartnerPage').then((m) => m.RegisterSuccessPartnerPage),
    ),
    needsLogin: false,
    seo: privateSeo('Welcome', 'Your account is ready.'),
  },
  {
    path: paths.MY_ACCOUNT_PATH,
    page: lazyPage(() => import('../features/account/pages/MyAccountPage').then((m) => m.MyAccountPage)),
    needsLogin: true,
    permission: 'MY_ACCOUNT',
    shell: true,
    seo: privateSeo('My account', 'Your profile, password, security and interests.'),
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
    seo: privateSeo('Choose a user to act as', 'Pick the user to act as.'),
  },
  {
    path: DASHBOARD_PATH,
    page: lazyPage(() => import('../features/dashboard/pages/DashboardPage').then((m) => m.DashboardPage)),
    needsLogin: true,
    permission: 'MEMBER_DASHBOARD',
    plans: INNOVATOR,
    shell: true,
    seo: privateSeo('Dashboard', 'Your profile, company and subscription.'),
  },
  member('/dashboard/member', 'Member', 'A member of your company.', 'MEMBER_DASHBOARD'),
  member('/dashboard/manage-members', 'Manage members', "Your company's members.", 'MANAGE_MEMBERS'),
  member('/dashboard/manage-reviews', 'Manage reviews', 'Reviews of your company.', 'MANAGE_REVIEWS'),
  member('/dashboard/documents', 'Documents', "Your company's documents.", 'DOCUMENTS'),
  member('/dashboard/documents/upload', 'Upload documents', 'Upload a document.', 'DOCUMENT_UPLOAD'),
  member('/dashboard/documents/templates', 'Document templates', 'Templates for your documents.', 'DOCUMENT_TEMPLATES'),
  member('/dashboard/watchlist', 'Watchlist', 'Companies you follow.', 'WATCHLIST'),
  member(paths.CONTRACTED_PARTNERS_PATH, 'Contracted partners', 'Companies you work with.', 'CONTRACTED_PARTNERS'),
  member(
    '/dashboard/contracted-partners/details/:id',
    'Contracted partner',
    'A company you work with.',
    'CONTRACTED_PARTNER_DETAILS',
  ),
  member(paths.INBOX_PATH, 'Inbox', 'Your messages.', 'INBOX'),
  member('/dashboard/company-inbox', 'Company inbox', "Your company's messages.", 'COMPANY_INBOX'),
  member('/dashboard/looking-for', 'Looking for', 'What your company is looking for.', 'MANAGE_LOOKING_FOR'),
  member(
    '/dashboard/capability',
    'Capability alerts',
    'Alerts about capabilities you need.',
    'MANAGE_CAPABILITY_ALERTS',
  ),
  member('/dashboard/rewards', 'Rewards', 'Your rewards.', 'REWARDS'),
  // My subscription also renders the billing view (`?billing=true`) and the confirmation screens.
  {
    ...member(paths.MY_SUBSCRIPTION_PATH, 'My subscription', "Your company's subscription.", 'MY_SUBSCRIPTION', {
      anyPlan: true,
      page: lazyPage(() =>
        import('../features/subscription/pages/MySubscriptionPage').then((m) => m.MySubscriptionPage),
      ),
    }),
    billingView: { seo: privateSeo('Billing', "Your company's billing.") },
  },
  member(
    '/dashboard/subscription/history',
    'Subscription history',
    'Payments of your subscription.',
    'SUBSCRIPTION_HISTORY',
    {
      page: lazyPage(() =>
        import('../features/subscription/pages/SubscriptionHistoryPage').then((m) => m.SubscriptionHistoryPage),
      ),
    },
  ),
  // The profile, looking-for and edit pages replace the title and description with the company's.
  publicArea(
    '/companies',
    'Companies',
    'Clinical-research companies on the platform.',
    lazyPage(() => import('../features/company/pages/CompanyListPage').then((m) => m.CompanyListPage)),
  ),
  publicArea(
    '/companies/:alias',
    'Company profile',
    'A company on the platform.',
    lazyPage(() => import('../features/company/pages/CompanyProfilePage').then((m) => m.CompanyProfilePage)),
  ),
  publicArea(
    '/companies/:alias/looking-for',
    'Looking for',
    'What this company is looking for.',
    lazyPage(() => import('../features/company/pages/CompanyLookingForPage').then((m) => m.CompanyLookingForPage)),
  ),
  member('/companies/:alias/edit', 'Edit company', 'Edit your company profile.', 'COMPANY_EDIT', {
    page: lazyPage(() => import('../features/company/pages/CompanyEditPage').then((m) => m.CompanyEditPage)),
  }),
  section('/search', 'Search', 'Search clinical-research companies.', {
    page: lazyPage(() => import('../features/search/pages/SearchPage').then((m) => m.SearchPage)),
  }),
  member('/compare', 'Compare companies', 'Companies side by side.', 'COMPARE', {
    page: lazyPage(() => import('../features/compare/pages/ComparePage').then((m) => m.ComparePage)),
  }),
  member('/requests', 'Requests', 'Clinical trial site, service and innovation requests.', 'REQUESTS'),
  publicArea('/capability', 'Capability', 'Capabilities companies are looking for.'),
  publicArea('/challenges', 'Challenges', 'Challenges from the community.'),
  publicArea('/meetups', 'Meetups', 'Meetups of the community.'),
  publicArea('/summaries', 'Summaries', 'Summaries and reports.'),
  publicArea('/summaries/reports/:code', 'Report', 'A report.'),
  publicArea('/commons', 'Commons', 'The commons.'),
  publicArea('/commons/experts', 'Experts', 'Experts of the commons.'),
  publicArea('/commons/:type', 'Commons', 'The commons.'),
  section(paths.SUBSCRIPTIONS_PATH, 'Plans and pricing', 'Explorer and Innovator plans, with a 180-day free trial.', {
    page: lazyPage(() => import('../features/subscription/pages/SubscriptionsPage').then((m) => m.SubscriptionsPage)),
  }),
  section('/engagement-info', 'Engagement', 'How companies engage on the platform.'),
  section('/faq', 'Frequently asked questions', 'Answers to common questions.'),
  section('/matchmaking', 'Matchmaking', 'How the platform matches partners.'),
  section('/resources', 'Resources', 'Guides and resources.'),
  section('/privacy-policy', 'Privacy policy', 'How we handle your data.'),
  section('/terms', 'Terms of use', 'The terms of using the platform.'),
  section('/contact-us', 'Contact us', 'Get in touch with the team.'),
  {
    path: paths.NOT_FOUND_PATH,
    page: NotFoundPage,
    needsLogin: false,
    skipLoading: true,
    shell: true,
    seo: notFoundSeo,
  },
  { path: '*', page: NotFoundPage, needsLogin: false, skipLoading: true, shell: true, seo: notFoundSeo },
];
