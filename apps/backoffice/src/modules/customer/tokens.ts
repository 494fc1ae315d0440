// Customer tokens: signed JWTs valid 6 hours (spec section 9); the storefront refreshes them at
// two thirds of that. Verification lives in http/caller.ts. A token carries the customer's token
// version (`ver`): a password change, a completed reset or a logout bumps the version, and every call
// refuses tokens of an older version. It carries no rights: whether the customer is an admin is read
// from the database on each call.
import { SignJWT } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 6 * 60 * 60;

export type TokenSubject = { customerId: number; email: string; tokenVersion?: number };

export async function issueCustomerToken(
  subject: TokenSubject,
  secret: string,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS;
  const token = await new SignJWT({ email: subject.email, ver: subject.tokenVersion ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(subject.customerId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}
