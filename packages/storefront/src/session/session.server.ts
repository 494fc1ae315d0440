// The shopper's session lives in one signed, HttpOnly cookie (ARCHITECTURE.md, "Session"): the
// guest's user identifier, and once signed in the customer token with its expiry and the flags
// the screens need. No script in the page can read the token.
import { randomUUID } from 'node:crypto';
import { createCookieSessionStorage, type Session } from 'react-router';
import { shopConfig } from '../server/shop-config.server.ts';
import country from '../country/current-country.ts';

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
  lastOrder: { id: number; ref: string; payment: string };
};

type FlashData = { toast: string };

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, FlashData>> | undefined;

function sessionStorage() {
  if (!storage) {
    const config = shopConfig();
    storage = createCookieSessionStorage<SessionData, FlashData>({
      cookie: {
        name: `__shop_${country.isoAlpha2.toLowerCase()}`,
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        // Browsers keep Secure cookies on http://localhost too; a plain-http public host does not.
        secure: country.origin.startsWith('https:') || process.env.NODE_ENV === 'production',
        secrets: [config.sessionSecret],
        maxAge: 60 * 60 * 24 * 30,
      },
    });
  }
  return storage;
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
