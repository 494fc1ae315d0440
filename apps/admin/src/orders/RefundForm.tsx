// The refund form (issue 34): by returned items (units per line, each back to stock or not, and the
// delivery and fee where they go back) or by an amount (a goodwill refund). Nothing is prefilled: no
// unit, no amount, except when staff start it from a withdrawal declaration (?refund_from=<id>):
// then every unit not refunded yet, the delivery and the payment fee are filled in, as a withdrawal
// of the whole order gives back every payment including the standard delivery (§ 357 BGB), and
// staff take out what the declaration does not name. What the items come to is pricing-vat's
// lineRefund, the same the back office books, shown live and again in the confirmation before
// anything is booked.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type OrderAdminDetail } from '@shop/contract/admin';
import { goodsRefundLeft, lineRefund, returnsEverything } from '@shop/pricing-vat';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useRevalidator, useSearchParams } from 'react-router';
import { z } from 'zod';
import { adminCall } from '../api/admin-client.ts';
import { AMOUNT, amountToCents } from '../components/amounts.ts';
import { Checkbox, TextArea, TextField } from '../components/fields.tsx';
import { date, money } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { FormProblem, newRequestKey, useStepDone, useStepFailure } from './order-steps.tsx';
import local from './orders.module.css';

type Order = OrderAdminDetail;

/** The back office's field messages of the refund form in the admin's language. */
function useRefundFieldMessage() {
  const { t } = useLingui();
  const known: Record<string, string> = {
    'Enter the IBAN the money is sent to.': t`Enter the IBAN the money is sent to.`,
    'This is no valid IBAN.': t`This is no valid IBAN.`,
    'All units of this line were refunded already.': t`All units of this line were refunded already.`,
    'The delivery was refunded already.': t`The delivery was refunded already.`,
    'The payment fee was refunded already.': t`The payment fee was refunded already.`,
  };
  return (text: string | undefined) => (text === undefined ? undefined : (known[text] ?? text));
}

/** What the chosen units, delivery and fee come to (0 when nothing is chosen). */
export function itemsRefundCents(order: Order, chosen: { lines: { units: string; restock: boolean }[]; postage: boolean; fee: boolean }): number {
  const parts = order.lines.flatMap((line, index) => {
    const units = Number(chosen.lines[index]?.units || 0);
    return Number.isInteger(units) && units > 0 && units <= line.quantity - line.refunded_quantity
      ? [{ paid: line.paid_cents, quantity: line.quantity, before: line.refunded_quantity, units, rate: line.tax_rate }]
      : [];
  });
  const postage = chosen.postage ? order.totals.postage_taxed_cents : 0;
  const fee = chosen.fee ? order.totals.payment_fee_taxed_cents : 0;
  if (parts.length === 0 && postage === 0 && fee === 0) return 0;
  const everything = returnsEverything(
    order.lines.map((line, index) => ({ quantity: line.quantity, refunded: line.refunded_quantity, units: Number(chosen.lines[index]?.units || 0) })),
    [
      { charged: order.totals.postage_taxed_cents, refunded: order.returns.postage_refunded, asked: chosen.postage },
      { charged: order.totals.payment_fee_taxed_cents, refunded: order.returns.payment_fee_refunded, asked: chosen.fee },
    ],
  );
  return lineRefund({
    parts,
    delivery: postage > 0 ? { gross: postage, rate: order.returns.service_rate } : null,
    fee: fee > 0 ? { gross: fee, rate: order.returns.service_rate } : null,
    left: goodsRefundLeft(order.payment.paid_cents, order.payment.refunded_cents, order.totals.total_taxed_cents),
    returnsEverything: everything,
  }).amount;
}

export function RefundForm({ order }: { order: Order }) {
  const { t } = useLingui();
  const message = useRefundFieldMessage();
  const done = useStepDone();
  const revalidator = useRevalidator();
  const failed = useStepFailure();
  // One key per refund: sending this form twice (a double click, a retry) refunds once.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const left = order.payment.refundable_cents;
  const chooseMessage = t`Choose the units, the delivery or the fee that go back.`;
  const postageOpen = order.totals.postage_taxed_cents > 0 && !order.returns.postage_refunded;
  const feeOpen = order.totals.payment_fee_taxed_cents > 0 && !order.returns.payment_fee_refunded;
  const schema = z
    .object({
      mode: z.enum(['items', 'amount']),
      lines: z.array(z.object({ units: z.string().trim(), restock: z.boolean() })),
      postage: z.boolean(),
      fee: z.boolean(),
      amount: z.string(),
      reason: z.string().trim().min(1, { error: t`Say why the money goes back.` }).max(500, { error: t`At most 500 characters.` }),
      notify_customer: z.boolean(),
      // Prepayment and cash on delivery go back by bank transfer (checked by the back office).
      payer_iban: z.string().trim(),
    })
    .superRefine((values, context) => {
      if (values.mode === 'amount') {
        if (!AMOUNT.test(values.amount)) context.addIssue({ code: 'custom', path: ['amount'], message: t`Enter an amount such as 309.15.` });
        else if (amountToCents(values.amount) <= 0) context.addIssue({ code: 'custom', path: ['amount'], message: t`Enter the amount to refund.` });
        else if (amountToCents(values.amount) > left) context.addIssue({ code: 'custom', path: ['amount'], message: t`At most ${money(left, order.currency)} can still be refunded.` });
        return;
      }
      values.lines.forEach((line, index) => {
        const open = (order.lines[index]?.quantity ?? 0) - (order.lines[index]?.refunded_quantity ?? 0);
        if (line.units === '') return;
        const units = Number(line.units);
        if (!Number.isInteger(units) || units < 0) context.addIssue({ code: 'custom', path: ['lines', index, 'units'], message: t`Enter a whole number of units.` });
        else if (units > open) context.addIssue({ code: 'custom', path: ['lines', index, 'units'], message: t`At most ${open} can still be refunded.` });
      });
      if (itemsRefundCents(order, values) === 0) context.addIssue({ code: 'custom', path: ['root'], message: chooseMessage });
    });
  type Values = z.infer<typeof schema>;
  // Nothing prefilled: no unit and no amount, so a click cannot send back everything.
  const empty = (): Values => ({
    mode: 'items',
    lines: order.lines.map(() => ({ units: '', restock: false })),
    postage: false,
    fee: false,
    amount: '',
    reason: '',
    notify_customer: true,
    payer_iban: '',
  });
  // Started from a withdrawal: what a withdrawal of everything not refunded yet gives back.
  // (The order page keys this form by the declaration, so another link fills it anew.)
  const [search, setSearch] = useSearchParams();
  const withdrawal = order.withdrawals.find((declared) => String(declared.id) === search.get('refund_from'));
  const fromWithdrawal = (declared: Order['withdrawals'][number]): Values => {
    const declaredOn = date(declared.received_at);
    return {
      ...empty(),
      lines: order.lines.map((line) => ({ units: line.quantity > line.refunded_quantity ? String(line.quantity - line.refunded_quantity) : '', restock: false })),
      postage: postageOpen,
      fee: feeOpen,
      reason: t`Withdrawal declared on ${declaredOn}`,
    };
  };
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: withdrawal ? fromWithdrawal(withdrawal) : empty() });
  // The declaration's link leads here: the form is brought into view and focus moves to it.
  const heading = useRef<HTMLHeadingElement>(null);
  const prefilled = withdrawal !== undefined;
  const declaredOn = withdrawal ? date(withdrawal.received_at) : '';
  useEffect(() => {
    if (prefilled) heading.current?.focus();
  }, [prefilled]);
  const { errors, isSubmitting } = form.formState;
  const watched = useWatch({ control: form.control }) as Values;
  const viaProvider = order.payment_method.kind === 'online';
  const cents = (values: Values) => (values.mode === 'amount' ? amountToCents(values.amount) : itemsRefundCents(order, values));
  const itemsCents = watched.mode === 'items' ? itemsRefundCents(order, watched) : 0;
  // "Choose what goes back" is answered once something is chosen: it does not wait for the next try.
  const { clearErrors } = form;
  const nothingChosen = errors.root?.message === chooseMessage && itemsCents > 0;
  useEffect(() => {
    if (nothingChosen) clearErrors('root');
  }, [nothingChosen, clearErrors]);
  // The amount is shown for a second look before anything is booked.
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [sending, setSending] = useState(false);
  const review = form.handleSubmit((values) => setConfirming(values));
  const submit = async (values: Values) => {
    setSending(true);
    try {
      const byItems =
        values.mode === 'items'
          ? {
              // Every line in the order's order (0 units too): the back office's lines.N is this form's lines.N.
              lines: order.lines.map((line, index) => ({
                line_id: line.id,
                quantity: Number(values.lines[index]?.units || 0),
                restock: order.returns.restock_allowed && (values.lines[index]?.restock ?? false),
              })),
              postage: values.postage,
              payment_fee: values.fee,
            }
          : {};
      await adminCall(adminCalls.orders.refund, {
        params: { id: order.id },
        body: {
          amount_cents: cents(values),
          reason: values.reason,
          request_key: requestKey,
          notify_customer: values.notify_customer,
          ...byItems,
          ...(viaProvider ? {} : { payer_iban: values.payer_iban }),
        },
      });
      setRequestKey(newRequestKey());
      setConfirming(null);
      form.reset(empty());
      // Booked: the declaration's prefill is done with, and a reload starts empty again.
      if (withdrawal) setSearch((params) => { params.delete('refund_from'); return params; }, { replace: true, preventScrollReset: true });
      await done(viaProvider ? t`Refund made through the payment provider; the credit note was issued.` : t`Refund recorded; the credit note was issued. Please send the money by hand.`);
    } catch (error) {
      setConfirming(null);
      // By items, a refusal of the amount (another refund came first) is said above the form, and
      // the order is read again so the total shown is the one that holds now.
      const lineFields = Object.fromEntries(
        order.lines.flatMap((_, index) => [
          [`lines.${index}.quantity`, `lines.${index}.units`],
          [`lines.${index}.restock`, `lines.${index}.units`],
        ]),
      ) as Record<string, `lines.${number}.units`>;
      failed(error, form, { amount_cents: values.mode === 'amount' ? 'amount' : 'root', postage: 'postage', payment_fee: 'fee', ...lineFields });
      if (values.mode === 'items') await revalidator.revalidate();
    } finally {
      setSending(false);
    }
  };
  const confirmAmount = confirming ? money(cents(confirming), order.currency) : '';
  return (
    <form onSubmit={review} noValidate className={local.actionForm} aria-labelledby="step-refund">
      <h3 id="step-refund" tabIndex={-1} ref={heading}>
        {t`Refund`}
      </h3>
      <p className={styles.hint}>
        {viaProvider ? t`The money goes back through the payment provider.` : t`Prepayment and cash on delivery are refunded by hand; this records the refund.`}
      </p>
      <FormProblem message={errors.root?.message} />
      {withdrawal ? (
        <div className={local.prefilled} role="note">
          <p>{t`Filled in from the withdrawal declared on ${declaredOn}: every unit not refunded yet, the delivery and the payment fee. Take out what the customer does not return, and tick "Back to stock" once the goods are back.`}</p>
          <p>
            {t`The customer named:`} <q>{withdrawal.items}</q>
          </p>
        </div>
      ) : null}
      <fieldset className={local.choice}>
        <legend>{t`What goes back`}</legend>
        <label>
          <input type="radio" value="items" {...form.register('mode')} /> {t`Returned items`}
        </label>
        <label>
          <input type="radio" value="amount" {...form.register('mode')} /> {t`An amount (goodwill)`}
        </label>
      </fieldset>
      {watched.mode === 'amount' ? (
        <TextField
          label={t`Amount (${order.currency})`}
          inputMode="decimal"
          hint={t`Up to ${money(left, order.currency)}`}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
      ) : (
        <>
          {order.lines.map((line, index) => {
            const open = line.quantity - line.refunded_quantity;
            if (open === 0) return null;
            const title = line.title;
            const unitsError = message(errors.lines?.[index]?.units?.message);
            return (
              <fieldset key={line.id} className={local.refundLine}>
                <legend>{title}</legend>
                <TextField
                  label={t`Units to refund (of ${open})`}
                  inputMode="numeric"
                  autoComplete="off"
                  hint={line.refunded_quantity > 0 ? t`${line.refunded_quantity} of ${line.quantity} refunded before` : undefined}
                  error={unitsError}
                  {...form.register(`lines.${index}.units`)}
                />
                {order.returns.restock_allowed ? <Checkbox label={t`Back to stock`} {...form.register(`lines.${index}.restock`)} /> : null}
              </fieldset>
            );
          })}
          {order.returns.restock_allowed ? null : <p className={styles.hint}>{t`Not shipped yet: the goods are still in stock for this order. Cancel it, or refund it in full, to give them back.`}</p>}
          {postageOpen ? (
            <Checkbox label={t`Delivery costs (${money(order.totals.postage_taxed_cents, order.currency)})`} {...form.register('postage')} />
          ) : null}
          {errors.postage ? <p className={styles.formError}>{message(errors.postage.message)}</p> : null}
          {feeOpen ? <Checkbox label={t`Payment fee (${money(order.totals.payment_fee_taxed_cents, order.currency)})`} {...form.register('fee')} /> : null}
          {errors.fee ? <p className={styles.formError}>{message(errors.fee.message)}</p> : null}
          <p role="status" className={local.refundSum}>
            {t`The refund comes to ${money(itemsCents, order.currency)}`}
          </p>
        </>
      )}
      <TextArea label={t`Reason`} rows={2} hint={t`For the timeline and the audit log.`} error={errors.reason?.message} {...form.register('reason')} />
      {viaProvider ? null : (
        <TextField
          label={t`Payer's IBAN`}
          autoComplete="off"
          hint={t`The refund waits on the dashboard's list of transfers until it is marked sent.`}
          error={message(errors.payer_iban?.message)}
          {...form.register('payer_iban')}
        />
      )}
      <Checkbox label={t`Tell the customer by mail, with the credit note`} {...form.register('notify_customer')} />
      {confirming ? (
        <div className={local.confirm} role="group" aria-label={t`Confirm the refund`}>
          <p>{viaProvider ? t`Refund ${confirmAmount} to the customer through the payment provider? A credit note is issued.` : t`Record a refund of ${confirmAmount}? A credit note is issued; you send the money by hand.`}</p>
          <div className={local.buttons}>
            <button type="button" className={styles.primary} disabled={sending} onClick={() => void submit(confirming)}>
              {t`Yes, refund ${confirmAmount}`}
            </button>
            <button type="button" className={styles.button} onClick={() => setConfirming(null)}>{t`Change`}</button>
          </div>
        </div>
      ) : (
        <div className={local.buttons}>
          <button type="submit" className={styles.primary} disabled={isSubmitting}>{t`Refund…`}</button>
        </div>
      )}
    </form>
  );
}
