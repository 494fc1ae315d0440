import { createSession } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ShopSession } from './session.server.ts';
import { keepTokenFresh } from './token-watch.server.ts';

const signedIn = (issuedAt: string, expiresAt: string) =>
  createSession({
    userIdentifier: 'u-1',
    token: 'jwt',
    tokenIssuedAt: issuedAt,
    tokenExpiresAt: expiresAt,
    customer: { id: 7, email: 'kunde@example.com', firstname: 'Kim', lastname: 'Kunde', isAdmin: false, isCompany: false, excludeVat: false, addressId: null },
  }) as unknown as ShopSession;

const noBackOffice = () => {
  throw new Error('the back office must not be asked');
};

describe('keepTokenFresh', () => {
  it('leaves a token younger than 4 hours alone', async () => {
    const session = signedIn('2026-11-21T08:00:00.000Z', '2026-11-21T14:00:00.000Z');
    expect(await keepTokenFresh(session, noBackOffice, new Date('2026-11-21T11:59:00.000Z'))).toBe('fresh');
    expect(session.get('token')).toBe('jwt');
  });

  it('signs out an expired customer and leaves one "Please login again" notice', async () => {
    const session = signedIn('2026-11-21T08:00:00.000Z', '2026-11-21T14:00:00.000Z');
    expect(await keepTokenFresh(session, noBackOffice, new Date('2026-11-21T14:00:00.000Z'))).toBe('expired');
    expect(session.get('customer')).toBeUndefined();
    expect(session.get('token')).toBeUndefined();
    expect(session.get('userIdentifier')).toBe('u-1');
    expect(session.get('toast')).toBe('session_expired');
  });

  it('keeps the token when the refresh at 4 hours fails, and says nothing to the shopper', async () => {
    const session = signedIn('2026-11-21T08:00:00.000Z', '2026-11-21T14:00:00.000Z');
    const unreachable = () => ({
      backOffice: () => Promise.reject(new Error('connection refused')),
      backOfficeRaw: () => Promise.reject(new Error('connection refused')),
      helper: () => Promise.reject(new Error('connection refused')),
      cachedHelper: () => Promise.reject(new Error('connection refused')),
      catalog: () => Promise.reject(new Error('connection refused')),
      catalogHelper: () => Promise.reject(new Error('connection refused')),
    });
    expect(await keepTokenFresh(session, unreachable, new Date('2026-11-21T12:00:00.000Z'))).toBe('refresh-failed');
    expect(session.get('token')).toBe('jwt');
    expect(session.has('toast')).toBe(false);
  });
});
