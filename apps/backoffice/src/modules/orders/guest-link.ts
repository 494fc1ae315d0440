// A guest reads an order through a link only the buyer knows: /guest/invoice/{ref}/{token}. Each
// link (the order-placed page after paying, the confirmation mail) gets its own random 256-bit
// token; the database keeps only its SHA-256, compared in constant time, so a copy of the database
// opens no order. Links of the earlier scheme (an HMAC of the order) no longer work.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { guestLinkHashesOf, insertGuestLinkHash } from './guest-link-repository.ts';

type DbOrTrx = Kysely<Database> | Transaction<Database>;

function sha256(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** A new link token for the order (stored hashed); the caller puts it into the link. */
export async function issueGuestOrderLink(db: DbOrTrx, orderId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertGuestLinkHash(db, orderId, sha256(token).toString('hex'), now.toISOString());
  return token;
}

/** Whether the token is one of the order's link tokens; every stored hash is compared. */
export async function isGuestOrderLink(db: DbOrTrx, orderId: number, token: string): Promise<boolean> {
  const hashes = await guestLinkHashesOf(db, orderId);
  const given = sha256(token);
  let found = false;
  for (const hash of hashes) {
    const stored = Buffer.from(hash, 'hex');
    if (stored.length === given.length && timingSafeEqual(stored, given)) found = true;
  }
  return found;
}

export function guestInvoicePath(order: { ref: string }, token: string): string {
  return `/guest/invoice/${encodeURIComponent(order.ref)}/${token}`;
}
