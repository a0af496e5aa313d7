import { GatewayUnavailableError } from '../payment.gateway.js';

/** The Stripe API version every call pins (response shapes, e.g. `current_period_end` on subscriptions). */
export const STRIPE_API_VERSION = '2024-06-20';

export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/** Stripe's form encoding: nested keys as `a[b][0][c]=v`; null and undefined left out. */
export function encodeForm(params: Record<string, FormValue>): URLSearchParams {
  const out = new URLSearchParams();
  const add = (key: string, value: FormValue): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach((v, i) => add(`${key}[${i}]`, v));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else out.append(key, String(value));
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return out;
}

/** An error answer of Stripe's API (`{ error: { type, code, message } }`). */
export class StripeApiError extends Error {
  override name = 'StripeApiError';
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string | undefined,
    message: string,
    readonly raw: Record<string, unknown>,
  ) {
    super(message);
  }

  /** A card problem the customer can fix (declined, expired ...), as opposed to our mistake. */
  get isCardError(): boolean {
    return this.type === 'card_error';
  }
}

export interface StripeClientOptions {
  secretKey: string;
  /** https://api.stripe.com by default; tests point it at a local server replaying recordings. */
  apiUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface StripeClient {
  get<T>(path: string, query?: Record<string, FormValue>): Promise<T>;
  post<T>(path: string, params?: Record<string, FormValue>, idempotencyKey?: string): Promise<T>;
  del<T>(path: string): Promise<T>;
}

/** A small client over Stripe's REST API (no SDK): bearer key, pinned version, form bodies, timeouts. */
export function createStripeClient(options: StripeClientOptions): StripeClient {
  const base = (options.apiUrl ?? 'https://api.stripe.com').replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  async function call<T>(
    method: string,
    path: string,
    params?: Record<string, FormValue>,
    idempotencyKey?: string,
  ): Promise<T> {
    const form = params ? encodeForm(params) : undefined;
    const url =
      method === 'GET' && form && [...form.keys()].length > 0 ? `${base}${path}?${form.toString()}` : `${base}${path}`;
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
    };
    if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: method === 'POST' ? (form?.toString() ?? '') : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new GatewayUnavailableError(
        `Stripe unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await response.text();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new GatewayUnavailableError(`Stripe answered ${response.status} without JSON`);
    }
    if (response.ok) return body as T;
    const error = (body.error ?? {}) as { type?: string; code?: string; message?: string };
    if (response.status >= 500 || response.status === 429)
      throw new GatewayUnavailableError(`Stripe answered ${response.status}: ${error.message ?? ''}`);
    throw new StripeApiError(
      response.status,
      error.type ?? 'api_error',
      error.code,
      error.message ?? 'Stripe refused the request.',
      error as Record<string, unknown>,
    );
  }
  return {
    get: (path, query) => call('GET', path, query),
    post: (path, params, idempotencyKey) => call('POST', path, params ?? {}, idempotencyKey),
    del: (path) => call('DELETE', path),
  };
}
