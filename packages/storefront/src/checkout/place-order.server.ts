// The checkout's action (spec sections 4, 5 and 7): checks the form, turns a guest's email and
// addresses into a guest customer, places the order through the pay call of the chosen payment
// method, and sends the shopper on: to the provider's page for online methods, else to
// /order-placed. The Idempotency-Key comes from the page, so a double click or a repeated POST
// answers the order of the first one. Bad input answers the fields' messages with what was typed.
import { randomUUID } from 'node:crypto';
import { ApiError } from '@shop/api-client';
import {
  addressFieldsSchema,
  fieldMessages,
  calls,
  checkoutFormSchema,
  emailSchema,
  guestCompanySchemaFor,
  IDEMPOTENCY_KEY_HEADER,
  PAY_FIXED_VALUES,
  parsePayRedirect,
  payCallsByCode,
  type Address,
} from '@shop/contract';
import { data, redirect, redirectDocument } from 'react-router';
import { z } from 'zod';
import country from '../country/current-country.ts';
import { fieldErrors, formToObject, typedValues, type FieldErrors } from '../forms/parse-form.ts';
import { shopConfig } from '../server/shop-config.server.ts';
import type { Backend } from '../server/backend.server.ts';
import { commitSession, signedInCustomer, type ShopSession } from '../session/session.server.ts';
import { loadCheckout, type CheckoutData } from './checkout-data.server.ts';
import { addressLabels } from './address-labels.ts';
import { refusalOf } from '../cart/cart-action.server.ts';
import type { CouponRefusal } from '../cart/cart-result.ts';
import { keepCheckoutDraft } from './checkout-draft.server.ts';
import { activeExpress } from './express.server.ts';

export type CheckoutFormError = 'account_exists' | 'order_failed' | 'retry_wait' | 'out_of_stock' | 'cart_changed' | 'express_expired' | 'below_minimum' | 'coupon_refused';
export type CheckoutActionResult = {
  errors: FieldErrors;
  formError?: CheckoutFormError;
  values: Record<string, string>;
  /** The summary for the methods and address chosen in the form (the "update total" button, without JavaScript). */
  summary?: { delivery: CheckoutData['delivery'] };
  /** retry_wait: the seconds until an online payment may be tried again. */
  retryAfterSeconds?: number;
  /** coupon_refused: why the cart's coupon cannot be used for this order (a guest's per-customer limit, known only now). */
  couponRefusal?: CouponRefusal;
};

const numberFields = ['invoice.state_id', 'delivery.state_id', 'delivery_module_id', 'payment_module_id', 'local_pickup_id', 'invoice_address_id', 'delivery_address_id'];


const guestSchema = z.object({
  email: emailSchema,
  invoice: addressFieldsSchema,
  delivery: addressFieldsSchema.optional(),
  /** Ticked "order as a company": its name and VAT id, for the shop's country (issue 17). */
  company: guestCompanySchemaFor(country.isoAlpha2).optional(),
});

/** The key of this checkout attempt; the page carries it in the form, the session keeps it. */
export function checkoutKeyOf(session: ShopSession): string {
  const key = session.get('checkoutKey') ?? randomUUID();
  session.set('checkoutKey', key);
  return key;
}

/** Where the card checkout provider's session id is paid: its hosted page (the sandbox by default). */
function cardCheckoutUrl(sessionId: string): string {
  const template = shopConfig().cardCheckoutUrl;
  return template.replace('{sessionId}', encodeURIComponent(sessionId));
}

export async function placeOrderAction(request: Request, backend: Backend, session: ShopSession) {
  const form = await request.formData();
  const values = typedValues(form);
  const fail = (status: number, errors: FieldErrors, formError?: CheckoutFormError) =>
    data<CheckoutActionResult>({ errors, values, ...(formError ? { formError } : {}) }, { status });

  if (form.get('intent') === 'summary') return summaryOfChoice(backend, session, form, values);
  const checkout = await loadCheckout(backend, session, {}, { withPostage: false });
  if (!checkout) throw redirect('/cart');
  const customer = signedInCustomer(session);
  const raw = formToObject(form, numberFields) as Record<string, unknown> & { invoice?: object; delivery?: object };
  const shipElsewhere = form.get('ship_elsewhere') === 'on';
  const { invoice: invoiceLabel, delivery: deliveryLabel } = addressLabels[country.language];

  // Every problem at once: the guest's email and addresses, then the checkout's own rules.
  const errors: FieldErrors = {};
  let guest: z.infer<typeof guestSchema> | null = null;
  if (!customer) {
    const parsed = guestSchema.safeParse({
      email: raw.email,
      invoice: { ...raw.invoice, label: invoiceLabel, country_id: country.id },
      ...(shipElsewhere ? { delivery: { ...raw.delivery, label: deliveryLabel, country_id: country.id } } : {}),
      ...(form.get('as_company') === 'on' ? { company: raw.company ?? {} } : {}),
    });
    if (parsed.success) guest = parsed.data;
    else Object.assign(errors, fieldErrors(parsed.error));
  }
  const addresses = checkout.customer?.addresses ?? [];
  const byId = (id: unknown): Address | undefined => addresses.find((address) => address.id === id);
  const guestDelivery = (shipElsewhere ? raw.delivery : raw.invoice) as { phone?: unknown } | undefined;
  const deliveryPhone = customer ? (byId(raw.delivery_address_id)?.phone ?? null) : String(guestDelivery?.phone ?? '');
  const rules = checkoutFormSchema({
    localPickupModuleIds: checkout.deliveryMethods.filter((method) => method.is_local_pickup).map((method) => method.id),
    hasFreightItems: checkout.cart.lines.some((line) => line.is_freight),
    deliveryAddressPhone: deliveryPhone,
  }).safeParse({
    terms_accepted: form.get('terms_accepted') === 'on',
    delivery_module_id: raw.delivery_module_id,
    payment_module_id: raw.payment_module_id,
    local_pickup_id: raw.local_pickup_id ?? null,
    // A guest's addresses get their ids below; a placeholder lets the other rules run now.
    delivery_address_id: customer ? raw.delivery_address_id : 1,
    invoice_address_id: customer ? raw.invoice_address_id : 1,
    customer_note: raw.message ?? '',
    is_complete_delivery: form.get('is_complete_delivery') === 'on',
  });
  if (!rules.success) {
    const ruleErrors = fieldErrors(rules.error);
    // A guest has no address to choose: a freight delivery's missing phone is marked at the phone field.
    if (!customer && ruleErrors.delivery_address_id !== undefined) {
      errors[`${shipElsewhere ? 'delivery' : 'invoice'}.phone`] ??= ruleErrors.delivery_address_id;
      delete ruleErrors.delivery_address_id;
    }
    Object.assign(errors, ruleErrors);
  }
  if (customer && rules.success && (!byId(rules.data.invoice_address_id) || !byId(rules.data.delivery_address_id))) {
    errors.delivery_address_id = fieldMessages.address_choice_required;
  }
  const payment = rules.success ? checkout.paymentMethods.find((method) => method.id === rules.data.payment_module_id) : undefined;
  if (rules.success && !payment) errors.payment_module_id = fieldMessages.payment_choice_required;
  if (Object.keys(errors).length > 0 || !rules.success || !payment) return fail(400, errors);
  const choice = rules.data;
  session.set('deliveryId', choice.delivery_module_id);
  // Back from the wallet's express checkout: the order is paid with the session approved there.
  const express = activeExpress(session);
  const expressId = express?.code === payment.code ? express.id : undefined;

  try {
    let customerId: number;
    let email: string;
    let ids = { invoice: choice.invoice_address_id, delivery: choice.delivery_address_id };
    if (customer) {
      customerId = customer.id;
      email = customer.email;
    } else if (guest) {
      const identity = await backend.backOffice(calls.backoffice.guestCheckoutIdentity, {
        body: {
          email: guest.email,
          locale: country.locale,
          invoice_address: guest.invoice,
          ...(guest.delivery ? { delivery_address: guest.delivery } : {}),
          ...(guest.company ? { company: guest.company } : {}),
        },
      });
      customerId = identity.data.customer_id;
      email = guest.email;
      ids = { invoice: identity.data.invoice_address_id, delivery: identity.data.delivery_address_id };
    } else {
      return fail(400, errors);
    }
    const companyReference = (customer?.isCompany ? String(form.get('buyer_reference') ?? '') : (guest?.company?.buyer_reference ?? '')).trim().slice(0, 100);
    const key = String(form.get('checkout_key') ?? '') || checkoutKeyOf(session);
    const placed = await backend.backOffice(
      payCallsByCode[payment.code] as typeof calls.backoffice.vorkassePay,
      {
        body: {
          cart_id: checkout.cart.id,
          customer_id: customerId,
          appliedCoupon: checkout.cart.coupon_code ?? session.get('coupon') ?? null,
          api_call: true,
          ...PAY_FIXED_VALUES,
          email,
          delivery_address_id: ids.delivery,
          delivery_module_id: choice.delivery_module_id,
          invoice_address_id: ids.invoice,
          payment_module_id: payment.id,
          country_id: country.id,
          locale: country.locale,
          isCompany: customer?.isCompany ?? false,
          message: choice.customer_note,
          // A company's reference for this order's invoice: a signed-in company's from the form, a guest company's with its identity.
          ...(companyReference ? { buyer_reference: companyReference } : {}),
          isCompleteDelivery: choice.is_complete_delivery,
          guest: !customer,
          ...(expressId ? { express_id: expressId } : {}),
          ...(typeof choice.local_pickup_id === 'number' ? { local_pickup_id: choice.local_pickup_id } : {}),
        },
      },
      { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
    );
    const order = placed.data;
    if (typeof choice.local_pickup_id === 'number') {
      // The spec's two pickup calls; the order was placed with its point already (the pay call), so
      // one that fails changes nothing the shopper needs: it never turns a placed order into "failed".
      try {
        await backend.backOffice(calls.backoffice.localPickupOrder, { body: { order_id: order.order_id, local_pickup_id: choice.local_pickup_id } });
        await backend.backOffice(calls.backoffice.localPickupAddressOrder, { body: { order_id: order.order_id, local_pickup_id: choice.local_pickup_id } });
      } catch (error) {
        console.error('pickup point call failed after the order was placed:', error instanceof Error ? error.message : error);
      }
    }
    session.set('lastOrder', { id: order.order_id, ref: order.order_ref, payment: payment.code, ...(customer ? {} : { guest: { customerId, email } }) });
    session.unset('express');
    // Should the payment fail, the next attempt starts from what was typed now.
    keepCheckoutDraft(session, values);
    const next = parsePayRedirect(order.redirect_url);
    const location = next.kind === 'session' ? cardCheckoutUrl(next.sessionId) : next.url;
    // A whole document: the order outcome's address carries the order's secret hash, and its page
    // has its own policy (no third-party scripts, no Referer).
    return redirectDocument(location, { headers: { 'set-cookie': await commitSession(session) } });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      if (error.code === 'account_exists_for_email') return fail(409, { email: error.message }, 'account_exists');
      if (error.code === 'payment_retry_wait') {
        const retryAfterSeconds = error.body?.error.retry_after_seconds ?? 120;
        return data<CheckoutActionResult>({ errors: {}, values, formError: 'retry_wait', retryAfterSeconds }, { status: 429 });
      }
      if (error.code === 'out_of_stock') return fail(409, {}, 'out_of_stock');
      if (error.code === 'coupon_invalid' || error.code === 'coupon_not_found') {
        const couponRefusal = refusalOf(error, (checkout.cart.coupon_code ?? session.get('coupon') ?? '').toUpperCase());
        return data<CheckoutActionResult>({ errors: {}, values, formError: 'coupon_refused', couponRefusal }, { status: 422 });
      }
      if (error.code === 'below_minimum_order') return fail(422, {}, 'below_minimum');
      // VIES does not know the VAT id: the spec's verification error at the field, nothing ordered.
      if (error.code === 'vat_id_not_verified') return fail(422, { 'company.vat_id': fieldMessages.vat_id_not_verified });
      if (expressId && ['express_expired', 'express_not_approved', 'payment_failed'].includes(error.code ?? '')) {
        // The wallet's approval is spent or gone: the page comes back as the normal checkout.
        session.unset('express');
        const status = error.code === 'payment_failed' ? 402 : 410;
        return data<CheckoutActionResult>(
          { errors: {}, values, formError: error.code === 'payment_failed' ? 'order_failed' : 'express_expired' },
          { status, headers: { 'set-cookie': await commitSession(session) } },
        );
      }
      if (error.code === 'cart_not_found') throw redirect('/cart');
      const fields: FieldErrors = {};
      for (const field of error.body?.error.fields ?? []) fields[field.path] = field.message;
      return fail(error.status, fields, 'order_failed');
    }
    // The back office or a provider did not answer: nothing was charged; the form keeps its values.
    console.error('checkout failed:', error instanceof Error ? error.message : error);
    return fail(502, {}, 'order_failed');
  }
}

/**
 * Without JavaScript the summary cannot follow the radio buttons: the "update total" button posts
 * the form here, and the page comes back with everything typed, the chosen payment method's fee
 * and the delivery cost for the chosen method and address, before anything is ordered.
 */
async function summaryOfChoice(backend: Backend, session: ShopSession, form: FormData, values: Record<string, string>) {
  const id = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
  };
  const guestStateField = form.get('ship_elsewhere') === 'on' ? 'delivery.state_id' : 'invoice.state_id';
  const checkout = await loadCheckout(backend, session, { deliveryId: id('delivery_module_id'), stateId: id(guestStateField), addressId: id('delivery_address_id') });
  if (!checkout) throw redirect('/cart');
  return data<CheckoutActionResult>({ errors: {}, values, summary: { delivery: checkout.delivery } });
}
