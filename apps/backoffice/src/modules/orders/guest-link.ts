// A guest reads an order through a link only the buyer knows: /guest/invoice/{ref}/{hash}, where
// the hash is an HMAC of the order id and reference with a key derived from the back office's
// secret. Unguessable, and nothing to store.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function guestOrderHash(secret: string, order: { id: number; ref: string }): string {
  const key = createHmac('sha256', secret).update('guest-order-links').digest();
  return createHmac('sha256', key).update(`${order.id}:${order.ref}`).digest('base64url').slice(0, 32);
}

export function isGuestOrderHash(secret: string, order: { id: number; ref: string }, hash: string): boolean {
  const expected = Buffer.from(guestOrderHash(secret, order));
  const given = Buffer.from(hash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function guestInvoicePath(secret: string, order: { id: number; ref: string }): string {
  return `/guest/invoice/${encodeURIComponent(order.ref)}/${guestOrderHash(secret, order)}`;
}
