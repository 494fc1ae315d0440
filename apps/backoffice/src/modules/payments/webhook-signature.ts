// Signed provider notifications, the scheme card providers use: header `t=<unix seconds>,v1=<hex>`
// with v1 = HMAC-SHA256(secret, "<t>.<raw body>"). The timestamp bounds replays of old messages;
// the body is verified as received, before any parsing.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'sandbox-signature';
const TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${rawBody}`)}`;
}

export function isValidSignature(secret: string, rawBody: string, header: string | undefined, now: Date): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...rest] = part.trim().split('=');
      return [key, rest.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, `${timestamp}.${rawBody}`), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}
