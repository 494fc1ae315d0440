// The shopper's session lives in one sealed, HttpOnly cookie (ARCHITECTURE.md, "Session"): the
// guest's user identifier, and once signed in the customer token with its expiry and the flags
// the screens need. The cookie is encrypted and authenticated (AES-256-GCM, sealed.server.ts): no
// script in the page can read it, and the shopper can neither read nor change the token or flags.
import { randomUUID } from 'node:crypto';
import type { ExpressCode, WalletPayerData } from '@shop/contract';
import { createCookie, createSession, type Session, type SessionStorage } from 'react-router';
import { shopConfig } from '../server/shop-config.server.ts';
import country from '../country/current-country.ts';
import { seal, sealKey, unseal } from './sealed.server.ts';

export type SessionCustomer = {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  isAdmin: boolean;
  isCompany: boolean;
  excludeVat: boolean;
  addressId: number | null;
};

export type SessionData = {
  userIdentifier: string;
  token: string;
  /** ISO time the token was issued (refreshed at two thirds of its life). */
  tokenIssuedAt: string;
  tokenExpiresAt: string;
  customer: SessionCustomer;
  cartId: number;
  deliveryId: number;
  /** Pieces in the cart, for the header badge without a call to the back office. */
  cartCount: number;
  /** The applied coupon code (spec: appliedCoupon), sent with the pay call. */
  coupon: string;
  /** One key per checkout attempt: repeating the order button answers the same order. */
  checkoutKey: string;
  /** The order just placed, for /order-placed and /order-failed. */
  /** The order just placed; a guest's also with the guest record, for the account offer on /order-placed. */
  lastOrder: { id: number; ref: string; payment: string; guest?: { customerId: number; email: string } };
  /**
   * Express checkout (spec: user_express, user_express_data with its expiry): the wallet the payer
   * approved at from the cart, the back office's express id and the payer's data, for 30 minutes.
   */
  express: { code: ExpressCode; id: string; expiresAt: string; payer: WalletPayerData };
  /** What was typed into the checkout when the order was placed, for a new attempt after a failed payment (checkout-draft.server.ts). */
  checkoutDraft: { values: Record<string, string>; savedAt: string };
};

type FlashData = { toast: string };

const MAX_COOKIE_LENGTH = 4096;

/** Secure whenever the shop is served over HTTPS, and always in production mode. */
export function sessionCookieName(secure: boolean): string {
  // __Host-: the browser accepts it only Secure, for path / and from this very host.
  return `${secure ? '__Host-' : '__'}shop_${country.isoAlpha2.toLowerCase()}`;
}

let storage: SessionStorage<SessionData, FlashData> | undefined;

function sessionStorage(): SessionStorage<SessionData, FlashData> {
  if (storage) return storage;
  const config = shopConfig();
  const secure = config.mode === 'production' || country.origin.startsWith('https:');
  const name = sessionCookieName(secure);
  // No signing secrets: the GCM tag authenticates the sealed value.
  const cookie = createCookie(name, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: 60 * 60 * 24 * 30 });
  const key = sealKey(config.sessionSecret);
  storage = {
    async getSession(cookieHeader) {
      const opened = cookieHeader ? unseal(await cookie.parse(cookieHeader), key, name) : null;
      return createSession<SessionData, FlashData>(opened && typeof opened === 'object' ? (opened as SessionData) : ({} as SessionData));
    },
    async commitSession(session) {
      const serialized = await cookie.serialize(seal(session.data, key, name));
      if (serialized.length > MAX_COOKIE_LENGTH) throw new Error(`Session cookie would exceed the browser maximum: ${serialized.length}`);
      return serialized;
    },
    destroySession() {
      return cookie.serialize('', { maxAge: undefined, expires: new Date(0) });
    },
  };
  return storage;
}

/** Whether a request carries this shop's session cookie. */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return cookieHeader?.includes(`shop_${country.isoAlpha2.toLowerCase()}=`) ?? false;
}

export type ShopSession = Session<SessionData, FlashData>;

/** The request's session; a first-time visitor gets a user identifier at once. */
export async function getSession(request: Request): Promise<ShopSession> {
  const session = await sessionStorage().getSession(request.headers.get('cookie'));
  if (!session.get('userIdentifier')) session.set('userIdentifier', randomUUID());
  return session;
}

export function commitSession(session: ShopSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: ShopSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

/** The signed-in customer, or null when there is none or the token has run out (spec section 4). */
export function signedInCustomer(session: ShopSession, now = new Date()): SessionCustomer | null {
  const customer = session.get('customer');
  const expiresAt = session.get('tokenExpiresAt');
  if (!customer || !expiresAt || new Date(expiresAt) <= now) return null;
  return customer;
}
