// Tokens for links in mails (password reset, newsletter): 256 random bits, URL-safe. The database
// keeps a SHA-256 of the ones that grant something, so a copy of the database opens no account.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { fieldMessages } from '@shop/contract';
import { AppError } from '../../http/app-error.ts';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function sameSecretToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The answer for a link token that is unknown, used or expired. */
export function invalidLink(): AppError {
  return new AppError('validation_failed', {
    message: fieldMessages.link_invalid,
    fields: [{ path: 'token', message: fieldMessages.link_invalid }],
  });
}
