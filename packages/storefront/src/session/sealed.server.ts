// Sealing of the session cookie: the shopper's browser keeps the session, but can neither read nor
// change it. AES-256-GCM with a key derived from SESSION_SECRET by HKDF-SHA-256; a fresh 96-bit IV
// per cookie; the cookie's name is authenticated with it, so a cookie of one shop is not accepted
// by another. Format: `v1.` + base64url(iv | ciphertext | tag).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SealKey = Buffer;

/** The cookie key, derived from the secret; the secret itself never touches the cipher. */
export function sealKey(secret: string): SealKey {
  return Buffer.from(hkdfSync('sha256', secret, 'shop-storefront-session', 'session cookie aes-256-gcm v1', 32));
}

export function seal(value: unknown, key: SealKey, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The sealed value, or null when it was not sealed by us with this key and context. */
export function unseal(sealed: unknown, key: SealKey, context: string): unknown {
  if (typeof sealed !== 'string' || !sealed.startsWith(VERSION)) return null;
  const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
