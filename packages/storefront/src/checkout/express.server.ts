// Express checkout on the storefront (issue 15; spec: user_express, express data for 30 minutes).
// The cart's wallet buttons start it (/express/{code}), the wallet returns the payer to
// /express/{code}/return, and the checkout then shows a short confirmation: the wallet's payer and
// address filled in, the wallet as the payment method, delivery and the order button.
import type { ExpressCode } from '@shop/contract';
import country from '../country/current-country.ts';
import type { SessionData, ShopSession } from '../session/session.server.ts';
import { expressPrefill } from './express-prefill.ts';

export type ActiveExpress = SessionData['express'];

/** The express checkout in the session while it lasts; an expired one is forgotten. */
export function activeExpress(session: ShopSession, now = new Date()): ActiveExpress | null {
  const express = session.get('express');
  if (!express) return null;
  if (new Date(express.expiresAt) <= now) {
    session.unset('express');
    return null;
  }
  return express;
}

/** What the checkout page shows of an express checkout. */
export function expressView(express: ActiveExpress) {
  return {
    code: express.code as ExpressCode,
    email: express.payer.email,
    expiresAt: express.expiresAt,
    prefill: expressPrefill(express.payer, country.isoAlpha2),
    addressFromWallet: express.payer.country_code.toUpperCase() === country.isoAlpha2,
  };
}
