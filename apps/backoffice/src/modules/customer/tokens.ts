// Customer tokens: signed JWTs valid 6 hours (spec section 9); the storefront refreshes them at
// two thirds of that. Verification lives in http/caller.ts. A token also carries the customer's
// token version (`ver`): a password change or reset bumps the version, and the customer calls refuse
// tokens of an older version (see current-customer.ts).
import { decodeJwt, SignJWT } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 6 * 60 * 60;

export type TokenSubject = { customerId: number; email: string; isAdmin: boolean; tokenVersion?: number };

export async function issueCustomerToken(
  subject: TokenSubject,
  secret: string,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS;
  const token = await new SignJWT({ email: subject.email, admin: subject.isAdmin, ver: subject.tokenVersion ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(subject.customerId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/**
 * The version claim of a bearer token the caller resolver has already verified (so decoding without
 * checking the signature again is safe). Tokens without the claim count as version 0.
 */
export function tokenVersionOf(authorization: string | undefined): number {
  const token = authorization?.split(' ', 2)[1];
  if (!token) return -1;
  try {
    const ver = decodeJwt(token).ver;
    return typeof ver === 'number' && Number.isSafeInteger(ver) ? ver : 0;
  } catch {
    return -1;
  }
}
