// The answer of login, registration and guest conversion: a fresh customer token and what the
// storefront's user state needs (spec section 3, User state): customer_id and address_id, title,
// country (of the default address), isAdmin, isCompany, excludeVAT.
import type { Session } from '@shop/contract';
import type { CustomerRow, DbOrTrx } from './customer-repository.ts';
import { toCustomer } from './customer-view.ts';
import { issueCustomerToken } from './tokens.ts';

export async function sessionFor(db: DbOrTrx, customer: CustomerRow, jwtSecret: string, now: Date): Promise<Session> {
  const [view, token] = await Promise.all([
    toCustomer(db, customer),
    issueCustomerToken(
      { customerId: customer.id, email: customer.email, tokenVersion: customer.token_version },
      jwtSecret,
      now,
    ),
  ]);
  return {
    token: token.token,
    expires_at: token.expiresAt,
    customer: view,
    // The cart calls send it as thelia_login: the customer's login, their email.
    user_identifier: customer.email,
    is_admin: customer.role !== 'customer',
    is_company: customer.is_company === 1,
    exclude_vat: customer.exclude_vat === 1,
  };
}
