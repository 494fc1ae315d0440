// Keeps a customer's session (spec sections 3 and 4) in the signed cookie: the token with its
// expiry and the flags the screens need. Setting a new token starts a new session.
import type { Session as CustomerSession } from '@shop/contract';
import type { ShopSession } from '../session/session.server.ts';

export function signIn(session: ShopSession, answer: CustomerSession, now = new Date()): void {
  // Spec section 4: setting a new token clears any express-user data.
  session.unset('express');
  session.set('token', answer.token);
  session.set('tokenIssuedAt', now.toISOString());
  session.set('tokenExpiresAt', answer.expires_at);
  session.set('customer', {
    id: answer.customer.ID,
    email: answer.customer.EMAIL,
    firstname: answer.customer.FIRSTNAME,
    lastname: answer.customer.LASTNAME,
    isAdmin: answer.is_admin,
    isCompany: answer.is_company,
    excludeVat: answer.exclude_vat,
    addressId: answer.customer.ADDRESS_ID,
  });
}
