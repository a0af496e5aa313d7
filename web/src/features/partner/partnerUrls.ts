/** The viewer company's contracted partners (spec §2). */
export const CONTRACTED_PARTNERS_PATH = '/dashboard/contracted-partners';

/** `/dashboard/contracted-partners/details/{id}`: a partner's labels, ratings, notes and documents. */
export const contractedPartnerPath = (companyId: string): string =>
  `${CONTRACTED_PARTNERS_PATH}/details/${encodeURIComponent(companyId)}`;
