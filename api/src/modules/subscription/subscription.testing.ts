import type { TestApp } from '../../testing/test-app.js';

/** The test cards of the local gateway's card page. */
export const TEST_CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  expired: '4000 0000 0000 0069',
  chargeFails: '4000 0000 0000 0341',
} as const;

export const DAY = 86_400_000;

/** GETs as a seeded user. */
export async function getAs(t: TestApp, email: string, url: string) {
  return t.request({ url, token: t.tokenFor(email) });
}

export async function sendAs(
  t: TestApp,
  email: string,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.request({ method, url, token: t.tokenFor(email), ...(payload === undefined ? {} : { payload }) });
}

/** The price id of an option, as the options route answers it. */
export async function priceIdOf(t: TestApp, code: string, interval: 'MONTH' | 'YEAR'): Promise<string> {
  const res = await t.request({ url: `/v1/subscriptions/options?code=${code}&interval=${interval}` });
  const option = (res.json() as { priceId: string }[])[0];
  if (!option) throw new Error(`no option ${code} ${interval}`);
  return option.priceId;
}

/** The api path of a card page URL (the browser reaches it through the bff at /payments/local/…). */
export const cardPagePath = (url: string): string => `/v1${new URL(url).pathname}`;

/** Opens the card page as `email` and submits the form; answers the form POST's response. */
export async function submitCard(
  t: TestApp,
  email: string,
  number: string,
  options: { cardCheck?: boolean; returnPath?: string; subscriptionId?: number } = {},
) {
  const query = new URLSearchParams({
    cardCheck: String(options.cardCheck ?? true),
    returnPath: options.returnPath ?? '/subscriptions?priceId=x#offerings',
  });
  const base = options.subscriptionId
    ? `/v1/subscriptions/${options.subscriptionId}/customers/cards-management`
    : '/v1/subscriptions/customers/cards-management';
  const urlRes = await getAs(t, email, `${base}?${query.toString()}`);
  if (urlRes.statusCode !== 200) throw new Error(`cards-management answered ${urlRes.statusCode}: ${urlRes.body}`);
  const year = String(t.clock.now().getUTCFullYear() + 2);
  const form = new URLSearchParams({
    number,
    expMonth: '12',
    expYear: year,
    cvc: '123',
    name: 'Test Holder',
    action: 'save',
  });
  return t.request({
    method: 'POST',
    url: cardPagePath(urlRes.body),
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export async function buy(
  t: TestApp,
  email: string,
  code: string,
  interval: 'MONTH' | 'YEAR',
  extra: Record<string, unknown> = {},
) {
  return sendAs(t, email, 'POST', '/v1/subscriptions', { priceId: await priceIdOf(t, code, interval), ...extra });
}
