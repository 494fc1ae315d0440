import { defineCall } from '../call.ts';
import * as address from './address.ts';
import * as auth from './auth.ts';
import * as county from './county.ts';
import * as customer from './customer.ts';
import * as guest from './guest.ts';
import * as newsletter from './newsletter.ts';
import * as password from './password.ts';
import * as privacy from './privacy.ts';
import * as reviews from './reviews.ts';
import * as token from './token.ts';

/** Back-office customer calls (base {api}). */
export const customerCalls = {
  register: defineCall({ method: 'POST', path: '/api/customer/register', auth: 'shop', body: auth.registerBodySchema, response: auth.sessionResponseSchema }),
  login: defineCall({ method: 'POST', path: '/api/customer/login', auth: 'shop', body: auth.loginBodySchema, response: auth.sessionResponseSchema }),
  convertGuest: defineCall({
    method: 'POST',
    path: '/api/customer/convertGuest',
    auth: 'shop',
    body: auth.convertGuestBodySchema,
    response: auth.sessionResponseSchema,
  }),
  refreshToken: defineCall({
    method: 'POST',
    path: '/api/refreshToken',
    auth: 'customer',
    body: token.refreshTokenBodySchema,
    response: token.refreshTokenResponseSchema,
  }),
  /**
   * Logout (ours; spec section 4 only says the storefront resets the user data): the back office
   * bumps the customer's token version, so this token and every other one issued before stop
   * working at once, on every device.
   */
  logout: defineCall({ method: 'POST', path: '/api/customer/logout', auth: 'customer', response: password.okResponseSchema }),
  changePassword: defineCall({
    method: 'POST',
    path: '/api/changePassword',
    auth: 'customer',
    body: password.changePasswordBodySchema,
    response: password.changePasswordResponseSchema,
  }),
  passwordResetRequest: defineCall({
    method: 'POST',
    path: '/api/customer/password-reset',
    auth: 'shop',
    body: password.passwordResetRequestBodySchema,
    response: password.okResponseSchema,
  }),
  passwordReset: defineCall({
    method: 'POST',
    path: '/api/customer/password-reset/confirm',
    auth: 'shop',
    body: password.passwordResetBodySchema,
    response: password.okResponseSchema,
  }),
  customerByEmail: defineCall({
    method: 'GET',
    path: '/api/ExternalOrderApi/customer',
    auth: 'customer',
    query: customer.customerByEmailQuerySchema,
    response: customer.customerByEmailResponseSchema,
  }),
  addressList: defineCall({
    method: 'GET',
    path: '/api/ExternalOrderApi/address',
    auth: 'customer',
    query: address.addressListQuerySchema,
    response: address.addressListResponseSchema,
  }),
  addressCreate: defineCall({
    method: 'POST',
    path: '/api/ExternalOrderApi/address',
    auth: 'shop',
    body: address.addressCreateBodySchema,
    response: address.addressResponseSchema,
  }),
  addressUpdate: defineCall({
    method: 'PUT',
    path: '/api/ExternalOrderApi/address/:id',
    auth: 'customer',
    params: address.addressParamsSchema,
    body: address.addressUpdateBodySchema,
    response: address.addressResponseSchema,
  }),
  county: defineCall({
    method: 'GET',
    path: '/api/ExternalOrderApi/county/:countryId',
    auth: 'shop',
    params: county.countyParamsSchema,
    response: county.countyResponseSchema,
  }),
  newsletterSubscribe: defineCall({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    auth: 'shop',
    body: newsletter.newsletterSubscribeBodySchema,
    response: newsletter.newsletterResponseSchema,
  }),
  newsletterUnsubscribe: defineCall({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    auth: 'shop',
    body: newsletter.newsletterUnsubscribeBodySchema,
    response: newsletter.newsletterResponseSchema,
  }),
  newsletterConfirm: defineCall({
    method: 'POST',
    path: '/api/newsletter/confirm',
    auth: 'shop',
    body: newsletter.newsletterConfirmBodySchema,
    response: newsletter.newsletterResponseSchema,
  }),
  customerReviews: defineCall({
    method: 'GET',
    path: '/api/customer/reviews',
    auth: 'customer',
    query: reviews.customerReviewsQuerySchema,
    response: reviews.customerReviewsResponseSchema,
  }),
  dataExport: defineCall({ method: 'GET', path: '/api/customer/data-export', auth: 'customer', response: privacy.dataExportResponseSchema }),
  accountDelete: defineCall({ method: 'POST', path: '/api/customer/delete', auth: 'customer', body: privacy.accountDeleteBodySchema, response: password.okResponseSchema }),
  profileUpdate: defineCall({ method: 'POST', path: '/api/customer/profile', auth: 'customer', body: privacy.profileUpdateBodySchema, response: password.okResponseSchema }),
  emailChange: defineCall({ method: 'POST', path: '/api/customer/email-change', auth: 'customer', body: privacy.emailChangeBodySchema, response: password.okResponseSchema }),
  emailChangeConfirm: defineCall({
    method: 'POST',
    path: '/api/customer/email-change/confirm',
    auth: 'shop',
    body: privacy.emailChangeConfirmBodySchema,
    response: privacy.emailChangeConfirmResponseSchema,
  }),
  guestCheckoutIdentity: defineCall({
    method: 'POST',
    path: '/api/customer/guest',
    auth: 'shop',
    body: guest.guestCheckoutIdentityBodySchema,
    response: guest.guestCheckoutIdentityResponseSchema,
  }),
} as const;
