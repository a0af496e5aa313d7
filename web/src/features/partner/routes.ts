import { member } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';

// Both roles (spec §6), on every plan (docs/contracted-partners.md); blocked while impersonating.
export const routes: readonly RouteDeclaration[] = [
  member('/dashboard/contracted-partners', 'Contracted partners', 'Companies you work with.', 'CONTRACTED_PARTNERS', {
    anyPlan: true,
    page: './pages/ContractedPartnersPage#ContractedPartnersPage',
  }),
  member(
    '/dashboard/contracted-partners/details/:id',
    'Contracted partner',
    'A company you work with: labels, ratings, notes and documents.',
    'CONTRACTED_PARTNER_DETAILS',
    { anyPlan: true, page: './pages/ContractedPartnerPage#ContractedPartnerPage' },
  ),
];
