// Back-office customer calls: registration, login, guest conversion, token refresh, passwords,
// the customer lookup, addresses, counties and the guest checkout identity.
//
// Logout, a password change and a completed reset bump the customer's token version: every token
// issued before stops working at once, on every call of the back office and the helper service
// (http/caller.ts checks the version on each bearer call).
import { calls } from '@shop/contract';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { countryExists, listStatesOfCountry } from './address-repository.ts';
import { createAddress, listAddresses, updateAddress } from './addresses.ts';
import { requireCurrentCustomer } from './current-customer.ts';
import { endSessions, findCustomerByEmail } from './customer-repository.ts';
import { toCustomer } from './customer-view.ts';
import { convertGuest, guestCheckoutIdentity } from './guest-checkout.ts';
import { logIn, throwawayPasswordHash } from './login.ts';
import { changePassword } from './password-change.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { createRateLimiter, rateRules } from './rate-limit.ts';
import { ownReviews } from './own-reviews.ts';
import { confirmEmailChange, deleteAccount, exportCustomerData, requestEmailChange, updateProfile } from './privacy.ts';
import { registerCustomer, type NewsletterSignUp } from './registration.ts';
import { shopperIp } from './shopper-ip.ts';
import { issueCustomerToken } from './tokens.ts';
import { vatIdCheckerFor } from './vat-id-check.ts';

export function registerCustomerRoutes(register: CallRegistrar, deps: Deps, ports: { signUpForNewsletter: NewsletterSignUp }): void {
  const { db } = deps;
  const vatIdChecker = vatIdCheckerFor(deps.config);
  const limiter = createRateLimiter(db, () => deps.now(), deps.leases);
  // Made now, so the first unknown-email login takes no longer than any other.
  void throwawayPasswordHash();

  register(calls.backoffice.register, async ({ body, caller, request, reply }) => {
    const ip = shopperIp(request, caller);
    await limiter.consume(reply, [
      [rateRules.registerPerIp, ip],
      [rateRules.registerPerEmail, body.email],
    ]);
    return { status_code: 200 as const, data: await registerCustomer(deps, ports.signUpForNewsletter, limiter, reply, body, ip, vatIdChecker) };
  });

  register(calls.backoffice.login, async ({ body, caller, request, reply }) => {
    const session = await logIn(deps, limiter, reply, { email: body.email, password: body.password, ip: shopperIp(request, caller) });
    return { status_code: 200 as const, data: session };
  });

  register(calls.backoffice.convertGuest, async ({ body, caller }) => {
    const session = await convertGuest(deps, caller, { customerId: body.customer_id, email: body.email, password: body.password });
    return { status_code: 200 as const, data: session };
  });

  register(calls.backoffice.guestCheckoutIdentity, async ({ body, caller, request, reply }) => {
    // Each call may write a guest customer and addresses: limited per shopper address and email.
    await limiter.consume(reply, [
      [rateRules.guestCheckoutPerIp, shopperIp(request, caller)],
      [rateRules.guestCheckoutPerEmail, body.email],
    ]);
    return { status_code: 200 as const, data: await guestCheckoutIdentity(deps, caller, body, vatIdChecker) };
  });

  register(calls.backoffice.refreshToken, async ({ body, caller }) => {
    const customer = await requireCurrentCustomer(db, caller);
    // The storefront sends what it has stored; it must be the token's own customer.
    if (body.customer_id !== customer.id || body.email !== customer.email) throw new AppError('forbidden');
    const { token } = await issueCustomerToken(
      { customerId: customer.id, email: customer.email, tokenVersion: customer.token_version },
      deps.config.jwtSecret,
      deps.now(),
    );
    return { token };
  });

  register(calls.backoffice.logout, async ({ caller }) => {
    const customer = await requireCurrentCustomer(db, caller);
    await endSessions(db, customer.id, deps.now().toISOString());
    return { status_code: 200 as const };
  });

  register(calls.backoffice.changePassword, async ({ body, caller, reply }) => {
    const customer = await requireCurrentCustomer(db, caller);
    const session = await changePassword(deps, limiter, reply, customer, { currentPassword: body.current_password, password: body.password });
    return { status_code: 200 as const, data: session };
  });

  // Privacy in the account (issue 17): the customer's data, deletion, name and email.
  register(calls.backoffice.dataExport, async ({ caller }) => {
    const customer = await requireCurrentCustomer(db, caller);
    return { data: await exportCustomerData(db, customer, deps.now()) };
  });

  register(calls.backoffice.accountDelete, async ({ body, caller, reply }) => {
    const customer = await requireCurrentCustomer(db, caller);
    await deleteAccount(deps, limiter, reply, customer, body.current_password);
    return { status_code: 200 as const };
  });

  register(calls.backoffice.profileUpdate, async ({ body, caller }) => {
    const customer = await requireCurrentCustomer(db, caller);
    await updateProfile(deps, customer, body);
    return { status_code: 200 as const };
  });

  register(calls.backoffice.emailChange, async ({ body, caller, reply }) => {
    const customer = await requireCurrentCustomer(db, caller);
    await requestEmailChange(deps, limiter, reply, customer, { email: body.email, currentPassword: body.current_password });
    return { status_code: 200 as const };
  });

  register(calls.backoffice.emailChangeConfirm, async ({ body, caller, request, reply }) => {
    await limiter.consume(reply, [[rateRules.resetConfirmPerIp, shopperIp(request, caller)]]);
    return { status_code: 200 as const, data: await confirmEmailChange(deps, body.token) };
  });

  register(calls.backoffice.customerReviews, async ({ query, caller }) => {
    const customer = await requireCurrentCustomer(db, caller);
    return { data: await ownReviews(db, customer.id, query.lang, query.limit) };
  });

  register(calls.backoffice.passwordResetRequest, async ({ body, caller, request, reply }) => {
    await requestPasswordReset(deps, limiter, reply, { email: body.email, ip: shopperIp(request, caller) });
    return { status_code: 200 as const };
  });

  register(calls.backoffice.passwordReset, async ({ body, caller, request, reply }) => {
    await resetPassword(deps, limiter, reply, { token: body.token, password: body.password, ip: shopperIp(request, caller) });
    return { status_code: 200 as const };
  });

  // A customer reads only themselves; an admin may look up any customer (guests included). Shop
  // callers without a customer token get 401 (the contract's auth), so the call reveals nothing
  // about which emails have accounts.
  register(calls.backoffice.customerByEmail, async ({ query, caller }) => {
    const customer = await requireCurrentCustomer(db, caller);
    if (query.email === customer.email) return { CustomerItems: [await toCustomer(db, customer)] };
    if (customer.role === 'customer') throw new AppError('forbidden');
    const found = await findCustomerByEmail(db, query.email);
    return { CustomerItems: found ? [await toCustomer(db, found)] : [] };
  });

  register(calls.backoffice.addressList, async ({ query, caller }) => {
    const customer = await requireCurrentCustomer(db, caller);
    if (query.customer_id !== customer.id) throw new AppError('forbidden');
    return { AddressItems: await listAddresses(db, customer, query.limit) };
  });

  register(calls.backoffice.addressCreate, async ({ body, caller }) => {
    if (caller.kind === 'guest') {
      throw new AppError('forbidden', { message: 'Guests give their addresses at the checkout.' });
    }
    const customer = await requireCurrentCustomer(db, caller);
    const { customer_id: customerId, ...fields } = body;
    if (customerId !== customer.id) throw new AppError('forbidden');
    return { status_code: 200 as const, data: await createAddress(db, customer, fields, deps.now().toISOString()) };
  });

  register(calls.backoffice.addressUpdate, async ({ params, body, caller }) => {
    const customer = await requireCurrentCustomer(db, caller);
    return { status_code: 200 as const, data: await updateAddress(db, customer, params.id, body) };
  });

  register(calls.backoffice.county, async ({ params }) => {
    if (!(await countryExists(db, params.countryId))) throw notFound('not_found', 'Country not found');
    const states = await listStatesOfCountry(db, params.countryId);
    return { data: states.map((state) => ({ id: state.id, title: state.title, isocode: state.code, country_id: state.country_id })) };
  });
}
