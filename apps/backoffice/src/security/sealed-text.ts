// Text kept encrypted in the database (AES-256-GCM): mail secrets, the seller's ANAF tokens. The key
// is derived from the back office's secret (which is not in the database) and the purpose, so a copy
// of the tables opens nothing, and a value sealed for one purpose does not open as another's.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

function keyOf(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', purpose, 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function sealText(plain: string, secret: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The text sealed by `sealText`, or null when it is of an unknown version. Throws when it was tampered with. */
export function unsealText(stored: string, secret: string, purpose: string): string | null {
  const [version, iv = '', tag = '', sealed = ''] = stored.split('.');
  if (version !== 'v1') return null;
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
