// Klarna's REST APIs as the Klarna adapter uses them: Node's fetch with HTTP Basic auth (Klarna has
// no official Node SDK), one base URL per region, a time limit on every call, and the request
// bodies built from the purchase the back office priced. Klarna answers errors as
// { error_code, error_messages, correlation_id }.
import { createHash } from 'node:crypto';
import { AppError } from '../../../http/app-error.ts';
import type { Purchase } from '../provider.ts';

export const KLARNA_BASE_URLS = { eu: 'https://api.klarna.com', playground: 'https://api.playground.klarna.com' } as const;

export type KlarnaAnswer = { status: number; headers: Headers; body: Record<string, unknown> };

export type KlarnaApi = {
  readonly baseUrl: string;
  /** Klarna's answer, whatever its status; throws (upstream_unavailable) when Klarna does not answer or fails (5xx). */
  call(method: 'GET' | 'POST' | 'DELETE', path: string, options?: { body?: unknown; idempotencyKey?: string }): Promise<KlarnaAnswer>;
};

export function klarnaApi(settings: { baseUrl: string; username: string; password: string; timeoutMs: number }): KlarnaApi {
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${settings.username}:${settings.password}`).toString('base64')}`;
  return {
    baseUrl,
    async call(method, path, options = {}) {
      let answer: Response;
      try {
        answer = await fetch(`${baseUrl}${path}`, {
          method,
          headers: {
            authorization,
            accept: 'application/json',
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(options.idempotencyKey ? { 'klarna-idempotency-key': options.idempotencyKey } : {}),
          },
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        throw unavailable(error instanceof Error ? error.message : String(error));
      }
      const text = await answer.text().catch(() => '');
      // Klarna failing, or refusing the shop's credentials: nothing the payer or the order can change.
      if (answer.status >= 500 || answer.status === 401) throw unavailable(`it answered ${answer.status}${answer.status === 401 ? ' (the API credentials were refused)' : ''}`);
      return { status: answer.status, headers: answer.headers, body: parseObject(text) };
    },
  };
}

/** Klarna's own words for a refused call (error_messages, else its error_code). */
export function klarnaError(answer: KlarnaAnswer, fallback: string): string {
  const messages = answer.body.error_messages;
  if (Array.isArray(messages) && messages.length > 0) return messages.map(String).join(' ');
  return typeof answer.body.error_code === 'string' ? answer.body.error_code : fallback;
}

/** The purchase as Klarna Payments takes it, in sessions and orders alike: one line for the order total. */
export function purchaseBody(purchase: Purchase) {
  const net = purchase.amountCents - purchase.taxCents;
  // Klarna's rate in basis points: the order's effective VAT rate (one line carries the whole order).
  const taxRate = net > 0 ? Math.round((purchase.taxCents * 10_000) / net) : 0;
  return {
    purchase_country: purchase.country,
    purchase_currency: purchase.currency,
    locale: purchase.locale.replace('_', '-'),
    order_amount: purchase.amountCents,
    order_tax_amount: purchase.taxCents,
    order_lines: [
      { type: 'physical', reference: purchase.orderRef, name: purchase.description.slice(0, 255), quantity: 1, unit_price: purchase.amountCents, tax_rate: taxRate, total_amount: purchase.amountCents, total_tax_amount: purchase.taxCents },
    ],
    merchant_reference1: purchase.orderRef,
  };
}

/**
 * The idempotency key of placing a session's order: the same for every attempt (return page,
 * status callbacks, retries), so Klarna makes one order however often it is asked. A UUID.
 */
export function orderKeyOf(sessionId: string): string {
  const hex = createHash('sha256').update(`klarna-order:${sessionId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function unavailable(detail: string): AppError {
  return new AppError('upstream_unavailable', { message: `Klarna could not be reached: ${detail}` });
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
