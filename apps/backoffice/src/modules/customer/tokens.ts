// Customer tokens: signed JWTs valid 6 hours (spec section 9); the storefront refreshes them at
// two thirds of that. Verification lives in http/caller.ts.
import { SignJWT } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 6 * 60 * 60;

export type TokenSubject = { customerId: number; email: string; isAdmin: boolean };

export async function issueCustomerToken(
  subject: TokenSubject,
  secret: string,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS;
  const token = await new SignJWT({ email: subject.email, admin: subject.isAdmin })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(subject.customerId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}
