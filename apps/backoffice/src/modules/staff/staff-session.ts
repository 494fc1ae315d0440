// The admin's own session (issue 14): an HttpOnly, SameSite=Strict cookie on the back-office origin
// holds a random token; the database keeps its SHA-256, the account and a CSRF token. Every call
// reads the account's role and block state anew, so taking a role away or blocking an account ends
// its admin access at the next call. A session idle for ADMIN_IDLE_MINUTES is gone.
//
// CSRF: the cookie is SameSite=Strict, and every write must also carry the session's CSRF token in
// ADMIN_CSRF_HEADER, which only the admin app (same origin, it read the token from the session
// call) can know. Cross-origin calls get no CORS credentials, so another site can neither read
// the token nor send the cookie along.
import { ADMIN_CSRF_HEADER, ADMIN_IDLE_MINUTES, type StaffRole } from '@shop/contract/admin';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { StaffMember } from '../../http/admin-call.ts';
import { deleteIdleStaffSessions, deleteStaffSession, findStaffSession, insertStaffSession, touchStaffSession } from './staff-repository.ts';

export const STAFF_COOKIE = 'shop_admin';
const MINUTE = 60_000;
/** last_seen_at is written at most this often, so reading pages does not write on every call. */
const TOUCH_EVERY_MS = MINUTE;

export type StaffSessionState = { member: StaffMember; csrfToken: string; tokenHash: string };

/** The SHA-256 a token is kept as (sessions, sign-in challenges). */
export const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

function cookieOptions(deps: Deps) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: deps.config.mode === 'production',
    path: '/',
  };
}

/**
 * Opens a session for an account that just proved its password and has a staff role. A session the
 * browser still held ends: one browser, one admin session (a token set before sign-in, by whoever,
 * is never the one that works after it).
 */
export async function openStaffSession(deps: Deps, request: FastifyRequest, reply: FastifyReply, customerId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const at = deps.now().toISOString();
  const previous = request.cookies[STAFF_COOKIE];
  if (previous) await deleteStaffSession(deps.db, hashOf(previous));
  await deleteIdleStaffSessions(deps.db, new Date(deps.now().getTime() - ADMIN_IDLE_MINUTES * MINUTE).toISOString());
  await insertStaffSession(deps.db, { token_hash: hashOf(token), customer_id: customerId, csrf_token: csrfToken, created_at: at });
  reply.setCookie(STAFF_COOKIE, token, cookieOptions(deps));
  return csrfToken;
}

export async function closeStaffSession(deps: Deps, reply: FastifyReply, state: StaffSessionState): Promise<void> {
  await deleteStaffSession(deps.db, state.tokenHash);
  reply.clearCookie(STAFF_COOKIE, cookieOptions(deps));
}

/**
 * The staff member behind the request's cookie, allowed to make a call needing `needed`:
 * 401 without a live session, 403 for a role too low, and 403 csrf_failed for a write without
 * the session's CSRF token.
 */
export async function requireStaff(deps: Deps, request: FastifyRequest, needed: StaffRole): Promise<StaffSessionState> {
  const token = request.cookies[STAFF_COOKIE];
  if (!token) throw new AppError('unauthorized');
  const tokenHash = hashOf(token);
  const row = await findStaffSession(deps.db, tokenHash);
  const now = deps.now();
  if (!row || row.is_guest === 1 || row.blocked_at !== null || row.role === 'customer') {
    if (row) await deleteStaffSession(deps.db, tokenHash);
    throw new AppError('unauthorized');
  }
  const idleMs = now.getTime() - new Date(row.last_seen_at).getTime();
  if (idleMs > ADMIN_IDLE_MINUTES * MINUTE) {
    await deleteStaffSession(deps.db, tokenHash);
    throw new AppError('unauthorized', { message: 'Your admin session ended after a time without activity. Please sign in again.' });
  }
  if (needed === 'admin' && row.role !== 'admin') throw new AppError('forbidden');
  if (request.method !== 'GET' && request.method !== 'HEAD' && !sameToken(request.headers[ADMIN_CSRF_HEADER], row.csrf_token)) {
    throw new AppError('csrf_failed');
  }
  if (idleMs > TOUCH_EVERY_MS) await touchStaffSession(deps.db, tokenHash, now.toISOString());
  const name = `${row.firstname} ${row.lastname}`.trim();
  return { member: { id: row.customer_id, email: row.email, name, role: row.role }, csrfToken: row.csrf_token, tokenHash };
}

function sameToken(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
