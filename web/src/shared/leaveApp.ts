/**
 * Sends the browser to a page outside the app: the card page of the payment gateway (the local
 * gateway's page, or Stripe's). Only http(s) addresses are followed, so a corrupted answer can
 * never run script (`javascript:`) in the app's origin. False when the address was refused.
 */
export function leaveAppFor(url: string): boolean {
  let target: URL;
  try {
    target = new URL(url, window.location.origin);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  window.location.assign(target.href);
  return true;
}
