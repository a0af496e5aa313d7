/** The reviews of the viewer's company (company admins, MANAGE_REVIEWS). */
export const MANAGE_REVIEWS_PATH = '/dashboard/manage-reviews';
