// The checkout page (spec sections 2, 4, 5, 8 and 9). One form: contact and addresses, delivery
// (with a pickup point for local pickup), payment, a message, the terms, and the order button next
// to a summary of every cost. It works with the keyboard alone and before JavaScript has loaded;
// with JavaScript the delivery cost follows the chosen method and state.
import { useLingui } from '@lingui/react/macro';
import { hasUndeliverable } from '@shop/cart-core';
import { footerSlugs, legalMessages } from '@shop/i18n';
import { Button } from '@shop/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { CartLineRow } from '../cart/CartLineRow.tsx';
import { CartTotals } from '../cart/CartTotals.tsx';
import { useRefusalText } from '../cart/coupon-refusal.ts';
import { MINIMUM_ORDER_NOTICE_ID, MinimumOrderNotice, useMinimumOrder } from '../cart/MinimumOrderNotice.tsx';
import { money } from '../catalog/price.ts';
import { AddressFields } from '../forms/AddressFields.tsx';
import { TextField } from '../forms/TextField.tsx';
import { BuyerReferenceField } from '../forms/BuyerReferenceField.tsx';
import { useFieldMessage } from '../forms/use-field-messages.ts';
import country from '../country/current-country.ts';
import type { loader } from '../routes/checkout.tsx';
import type { CheckoutActionResult } from './place-order.server.ts';
import { RetryWait } from './PaymentRetryCountdown.tsx';
import { TermsConsent } from './TermsConsent.tsx';
import formStyles from '../forms/forms.module.css';
import styles from './checkout.module.css';

type Checkout = Awaited<ReturnType<typeof loader>>['data'];

export function CheckoutScreen({ checkout, result }: { checkout: Checkout; result: CheckoutActionResult | undefined }) {
  const { t } = useLingui();
  const slugs = footerSlugs[country.language];
  const message = useFieldMessage();
  const navigation = useNavigation();
  const postage = useFetcher<typeof loader>();
  const express = checkout.express;
  const payerEmail = express?.email ?? '';
  const walletName = express?.code === 'amazon' ? 'Amazon Pay' : 'PayPal';
  // What was typed comes back after a refused order; before that, an express checkout fills in the wallet's payer.
  // After a failed or cancelled payment the form comes back as it was sent (checkout.draft).
  const valueOf = (name: string) =>
    result?.values[name] ?? (express ? { ...express.prefill, payment_module_id: String(express.paymentModuleId) }[name] : (checkout.draft?.[name] ?? undefined));
  const errorOf = (name: string) => message(result?.errors[name]);
  const freight = checkout.cart.lines.some((line) => line.is_freight);
  const defaultAddress = checkout.customer?.addresses.find((address) => address.is_default) ?? checkout.customer?.addresses[0];
  const [deliveryId, setDeliveryId] = useState(Number(valueOf('delivery_module_id') ?? checkout.chosenDeliveryId ?? 0));
  const [choice, setChoice] = useState<{ state?: string; address?: string }>({});
  const chosenMethod = checkout.deliveryMethods.find((method) => method.id === deliveryId);
  // The chosen payment method's fee (cash on delivery) is part of the total shown before ordering.
  const [paymentId, setPaymentId] = useState(Number(valueOf('payment_module_id') ?? 0));
  const paymentFee = checkout.paymentMethods.find((method) => method.id === paymentId)?.fee_cents ?? 0;
  const belowMinimum = useMinimumOrder(checkout.cart).missing > 0;
  const submitting = navigation.state !== 'idle' && navigation.formAction?.startsWith('/checkout') === true;

  // The delivery cost depends on the method and the delivery address's state: ask again on change.
  const recalculate = (next: { delivery?: number; state?: string; address?: string }) => {
    const merged = { ...choice, ...next };
    setChoice({ state: merged.state, address: merged.address } as typeof choice);
    const query = new URLSearchParams({ delivery: String(next.delivery ?? deliveryId) });
    if (merged.state) query.set('state', merged.state);
    if (merged.address) query.set('address', merged.address);
    void postage.load(`/checkout?${query.toString()}`);
  };
  const delivery = postage.state === 'idle' && postage.data ? postage.data.delivery : (result?.summary?.delivery ?? checkout.delivery);
  const refusalText = useRefusalText();
  const couponRefused = (refused: CheckoutActionResult) => {
    const code = refused.couponRefusal?.code ?? '';
    const reason = refusalText({ couponRefusal: refused.couponRefusal, couponError: 'not_applicable' });
    return t`Your coupon ${code} cannot be used for this order: ${reason}`;
  };
  const formError =
    result?.formError === 'account_exists'
      ? t`There is already an account associated with this email`
      : result?.formError === 'retry_wait'
        ? t`Please wait 2 minutes before retrying the payment or contact support.`
        : result?.formError === 'out_of_stock'
          ? t`Not enough stock for a product in your cart. Please check the cart.`
          : result?.formError === 'below_minimum'
            ? t`The minimum order value has not been reached.`
          : result?.formError === 'express_expired'
            ? t`Your express checkout has expired. Please start it again from the cart or choose another payment method.`
          : result?.formError === 'coupon_refused'
            ? couponRefused(result)
          : result?.formError
            ? t`Order failed, please try again`
            : Object.keys(result?.errors ?? {}).length > 0
              ? t`Please check the marked fields.`
              : null;
  const undeliverable = hasUndeliverable(checkout.cart.lines);
  // After a refused order the shopper lands on the first marked field (on a phone it can be
  // thousands of pixels above the order button), or on the message when no field is marked.
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!result || (!result.formError && Object.keys(result.errors).length === 0)) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? alertRef.current;
    target?.focus();
    target?.scrollIntoView({ block: 'center' });
  }, [result]);

  return (
    <section className={styles.page}>
      <h1>{express ? t`Confirm your order` : t`Checkout`}</h1>
      {express ? (
        <div role="status" className={styles.expressNote}>
          <p>
            {express.code === 'paypal' ? t`You are paying with PayPal as ${payerEmail}.` : t`You are paying with Amazon Pay as ${payerEmail}.`}{' '}
            {express.addressFromWallet
              ? t`The address comes from your ${walletName} account: please check it, choose the state and the delivery, and place your order.`
              : t`The address in your ${walletName} account is not in this shop's country: please enter the delivery address.`}
          </p>
          <Link to={`/express/${express.code}/cancel?to=checkout`}>{t`Pay another way`}</Link>
        </div>
      ) : null}
      {formError ? (
        <div role="alert" className={formStyles.formError} ref={alertRef} tabIndex={-1}>
          <p>
            {formError} {result?.formError === 'account_exists' ? <Link to="/forgot-password">{t`Forgot your password?`}</Link> : null}
          </p>
          {result?.formError === 'coupon_refused' ? <Link to="/cart">{t`Change or remove the coupon in the cart`}</Link> : null}
          {result?.formError === 'retry_wait' ? <RetryWait seconds={result.retryAfterSeconds ?? 120} offline={checkout.offlinePayments} /> : null}
        </div>
      ) : null}
      {undeliverable ? (
        <p role="alert" className={styles.warning}>
          {t`Your cart contains items that cannot be delivered to your country. Please remove them before you order.`}
        </p>
      ) : null}
      {checkout.customer ? null : (
        <details className={styles.login}>
          <summary>{t`Already a customer? Sign in`}</summary>
          <Form method="post" action="/login-register?then=/checkout" className={formStyles.form}>
            <input type="hidden" name="intent" value="login" />
            <TextField name="email" type="email" label={t`Email address`} autoComplete="email" required />
            <TextField name="password" type="password" label={t`Password`} autoComplete="current-password" required />
            <Button type="submit" variant="secondary">{t`Sign in`}</Button>
          </Form>
        </details>
      )}
      <Form method="post" className={styles.layout} noValidate ref={formRef}>
        <input type="hidden" name="checkout_key" value={checkout.checkoutKey} />
        <div className={styles.steps}>
          {checkout.customer ? (
            <>
              <AddressChoice
                name="invoice_address_id"
                legend={t`Invoice address`}
                addresses={checkout.customer.addresses}
                selected={valueOf('invoice_address_id') ?? String(defaultAddress?.id ?? '')}
              />
              <AddressChoice
                name="delivery_address_id"
                legend={t`Delivery address`}
                addresses={checkout.customer.addresses}
                selected={valueOf('delivery_address_id') ?? String(defaultAddress?.id ?? '')}
                error={errorOf('delivery_address_id')}
                onChange={(address) => recalculate({ address })}
              />
              <Link to="/account">{t`Manage your addresses`}</Link>
              {/* A company may name this order for its books (BT-10 of the invoice); empty: its account's reference. */}
              {checkout.customer.isCompany ? <BuyerReferenceField name="buyer_reference" error={errorOf('buyer_reference')} defaultValue={valueOf('buyer_reference')} /> : null}
            </>
          ) : (
            <>
              <fieldset className={formStyles.fieldset}>
                <legend>{t`Contact`}</legend>
                <TextField name="email" type="email" label={t`Email address`} autoComplete="email" error={errorOf('email')} defaultValue={valueOf('email')} required />
              </fieldset>
              <AddressFields prefix="invoice" legend={t`Invoice address`} states={checkout.states} errorOf={errorOf} valueOf={valueOf} onStateChange={(state) => recalculate({ state })} freight={freight} />
              <label className={styles.check}>
                <input type="checkbox" name="as_company" defaultChecked={valueOf('as_company') === 'on'} className={styles.asCompany} />
                {t`Order as a company`}
              </label>
              <div className={styles.companyFields}>
                <fieldset className={formStyles.fieldset}>
                  <legend>{t`Company`}</legend>
                  <TextField name="company.name" label={t`Company name`} autoComplete="billing organization" error={errorOf('company.name')} defaultValue={valueOf('company.name')} required />
                  <TextField name="company.vat_id" label={t`VAT number`} error={errorOf('company.vat_id')} defaultValue={valueOf('company.vat_id')} required />
                  <BuyerReferenceField name="company.buyer_reference" error={errorOf('company.buyer_reference')} defaultValue={valueOf('company.buyer_reference')} />
                  <p className={styles.muted}>{t`We check the VAT number with the EU's VIES service.`}</p>
                </fieldset>
              </div>
              <label className={styles.check}>
                <input type="checkbox" name="ship_elsewhere" defaultChecked={valueOf('ship_elsewhere') === 'on'} className={styles.shipElsewhere} />
                {t`Deliver to a different address`}
              </label>
              <div className={styles.deliveryAddress}>
                <AddressFields prefix="delivery" legend={t`Delivery address`} states={checkout.states} errorOf={errorOf} valueOf={valueOf} freight={freight} />
              </div>
            </>
          )}

          <fieldset className={formStyles.fieldset}>
            <legend>{t`Delivery`}</legend>
            {checkout.deliveryMethods.map((method) => (
              <label key={method.id} className={styles.option}>
                <input
                  type="radio"
                  name="delivery_module_id"
                  value={method.id}
                  checked={deliveryId === method.id}
                  onChange={() => {
                    setDeliveryId(method.id);
                    recalculate({ delivery: method.id });
                  }}
                />
                <span>
                  <strong>{method.title}</strong>
                  {method.description ? <span className={styles.muted}>{method.description}</span> : null}
                </span>
              </label>
            ))}
            {errorOf('delivery_module_id') ? <span className={formStyles.error}>{errorOf('delivery_module_id')}</span> : null}
            {chosenMethod?.is_local_pickup || errorOf('local_pickup_id') ? (
              <label className={formStyles.field}>
                <span>
                  {t`Pickup point`}
                  <span aria-hidden="true"> *</span>
                </span>
                <select name="local_pickup_id" defaultValue={valueOf('local_pickup_id') ?? ''} aria-invalid={errorOf('local_pickup_id') ? true : undefined} aria-describedby="pickup-error">
                  <option value="">{t`Please choose`}</option>
                  {checkout.pickupPoints.map((point) => (
                    <option key={point.id} value={point.id}>
                      {`${point.title}, ${point.address1}, ${point.zipcode} ${point.city}`}
                    </option>
                  ))}
                </select>
                {errorOf('local_pickup_id') ? (
                  <span id="pickup-error" className={formStyles.error}>
                    {errorOf('local_pickup_id')}
                  </span>
                ) : null}
              </label>
            ) : null}
            {freight ? <p className={styles.muted}>{t`Freight items: we need a phone number for the delivery appointment.`}</p> : null}
          </fieldset>

          <fieldset className={formStyles.fieldset} aria-describedby={errorOf('payment_module_id') ? 'payment-error' : undefined}>
            <legend>{t`Payment`}</legend>
            {checkout.paymentMethods.map((method) => (
              <label key={method.id} className={styles.option}>
                <input
                  type="radio"
                  name="payment_module_id"
                  value={method.id}
                  defaultChecked={valueOf('payment_module_id') === String(method.id)}
                  onChange={() => setPaymentId(method.id)}
                />
                <span>
                  <strong>{method.title}</strong>
                  {method.description ? <span className={styles.muted}>{method.description}</span> : null}
                  {method.fee_cents > 0 ? <span className={styles.muted}>{t`plus ${money(method.fee_cents)} cash-on-delivery fee`}</span> : null}
                </span>
              </label>
            ))}
            {errorOf('payment_module_id') ? (
              <span id="payment-error" className={formStyles.error}>
                {errorOf('payment_module_id')}
              </span>
            ) : null}
            {/* Without JavaScript the summary cannot follow the choice: this asks the page again with
                it, so the fee and delivery cost show before the order button is pressed. */}
            <noscript>
              <Button type="submit" name="intent" value="summary" variant="secondary" className={styles.updateTotal}>
                {t`Update the total`}
              </Button>
            </noscript>
          </fieldset>

          <label className={formStyles.field}>
            <span>{t`Message to the shop (optional)`}</span>
            <textarea name="message" rows={3} maxLength={1000} defaultValue={valueOf('message')} className={styles.textarea} />
          </label>
        </div>

        <aside className={styles.summary} aria-label={t`Order summary`}>
          <h2>{t`Your order`}</h2>
          <ul className={styles.lines}>
            {checkout.cart.lines.map((line) => (
              <CartLineRow key={line.cart_item_id} line={line} basis={checkout.cart.price_basis} compact />
            ))}
          </ul>
          <CartTotals cart={checkout.cart} delivery={delivery} fee={paymentFee} loadingDelivery={postage.state !== 'idle'} />
          <label className={styles.check}>
            <input type="checkbox" name="is_complete_delivery" defaultChecked={valueOf('is_complete_delivery') === 'on'} />
            {t`Ship only when every item can go at once`}
          </label>
          <TermsConsent
            termsHref={slugs.termsAndConditions}
            withdrawalHref={slugs.rightOfWithdrawal}
            checked={valueOf('terms_accepted') === 'on'}
            error={errorOf('terms_accepted')}
          />
          <MinimumOrderNotice cart={checkout.cart} />
          <Button
            type="submit"
            disabled={submitting || belowMinimum}
            aria-busy={submitting || undefined}
            aria-describedby={belowMinimum ? MINIMUM_ORDER_NOTICE_ID : undefined}
            className={styles.orderButton}
          >
            {t(legalMessages.orderButton)}
          </Button>
          <Link to="/cart">{t`Back to the cart`}</Link>
        </aside>
      </Form>
    </section>
  );
}

type ChoiceAddress = { id: number; label: string; firstname: string; lastname: string; street: string; street_number: string; zipcode: string; city: string; phone: string | null };

function AddressChoice(props: { name: string; legend: string; addresses: readonly ChoiceAddress[]; selected: string; error?: string | undefined; onChange?: (id: string) => void }) {
  return (
    <fieldset className={formStyles.fieldset}>
      <legend>{props.legend}</legend>
      {props.addresses.map((address) => (
        <label key={address.id} className={styles.option}>
          <input type="radio" name={props.name} value={address.id} defaultChecked={props.selected === String(address.id)} onChange={() => props.onChange?.(String(address.id))} />
          <span>
            <strong>{address.label}</strong>
            <span className={styles.muted}>
              {`${address.firstname} ${address.lastname}, ${address.street} ${address.street_number}, ${address.zipcode} ${address.city}`}
              {address.phone ? `, ${address.phone}` : ''}
            </span>
          </span>
        </label>
      ))}
      {props.error ? <span className={formStyles.error}>{props.error}</span> : null}
    </fieldset>
  );
}

