export const SUBSCRIPTION_HISTORY_PATH = '/dashboard/subscription/history';

/** The payment history, on a page (zero-based; the first page is left out). */
export function subscriptionHistoryPath(page = 0): string {
  return page > 0 ? `${SUBSCRIPTION_HISTORY_PATH}?page=${page}` : SUBSCRIPTION_HISTORY_PATH;
}
