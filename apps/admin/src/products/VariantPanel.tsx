// One variant in the editor: reference, EAN, quantity step and stock per centre, and its prices per
// shop from a day on (net; the gross beside it is pricing-vat's).
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { adminCalls, type ProductVariant } from '@shop/contract/admin';
import { decimalAmount, grossFromNet, toCents } from '@shop/pricing-vat';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useRevalidator } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { applyFieldErrors } from '../components/field-errors.ts';
import { TextField } from '../components/fields.tsx';
import { date, money } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { useUnsavedChanges } from '../components/unsaved-changes.tsx';
import { useCountryName } from '../customers/labels.ts';
import { intlLocale } from '../i18n/admin-i18n.ts';
import { useProductMessage, useRootProblem } from './product-labels.ts';
import own from './products.module.css';
import { StockHistory } from './StockHistory.tsx';

export function VariantPanel({ productId, variant, shopReorderPoint }: { productId: number; variant: ProductVariant; shopReorderPoint: number }) {
  const { t } = useLingui();
  const name = [variant.color, variant.size].filter(Boolean).join(' · ') || variant.ref;
  return (
    <article className={`${styles.card} ${own.variant}`} aria-labelledby={`variant-${variant.id}`}>
      <h3 id={`variant-${variant.id}`}>
        {name}
        {variant.is_default ? ` (${t`default variant`})` : ''}
      </h3>
      <div className={own.columns}>
        <VariantForm productId={productId} variant={variant} shopReorderPoint={shopReorderPoint} />
        <div>
          {variant.prices.map((price) => (
            <PriceForm key={price.country_id} productId={productId} variant={variant} price={price} />
          ))}
        </div>
      </div>
      <StockHistory variant={variant} />
    </article>
  );
}

type StockRow = { center_id: number; quantity: number; expected: number };
// The reorder point as typed: '' takes the shop's.
type VariantValues = { ref: string; ean: string; quantity_step: number; reorder_point: string; stock: StockRow[]; stock_note: string };

/** The form's values for the variant as loaded: each stock field remembers the number it showed. */
function valuesOf(variant: ProductVariant): VariantValues {
  return {
    ref: variant.ref,
    ean: variant.ean,
    quantity_step: variant.quantity_step,
    reorder_point: variant.reorder_point === null ? '' : String(variant.reorder_point),
    stock: variant.stock.map((row) => ({ center_id: row.center_id, quantity: row.quantity, expected: row.quantity })),
    stock_note: '',
  };
}

function VariantForm({ productId, variant, shopReorderPoint }: { productId: number; variant: ProductVariant; shopReorderPoint: number }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const message = useProductMessage();
  /** The page loaded again, and this variant as the back office has it now. */
  const reload = async (): Promise<ProductVariant> => {
    const [{ data }] = await Promise.all([adminCall(adminCalls.products.detail, { params: { id: productId } }), revalidator.revalidate()]);
    return data.variants.find((candidate) => candidate.id === variant.id) ?? variant;
  };
  // Centres whose stock moved since the form showed it: their field says the current number.
  const [moved, setMoved] = useState<ReadonlyMap<number, number>>(new Map());
  const form = useForm<VariantValues>({ defaultValues: valuesOf(variant) });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(t`Variant ${variant.ref}: stock and details`, isDirty);
  const submit = form.handleSubmit(async (values) => {
    try {
      const { stock_note: note, reorder_point: point, ...rest } = values;
      const reorderPoint = point.trim() === '' ? null : Number(point);
      if (reorderPoint !== null && (!Number.isInteger(reorderPoint) || reorderPoint < 0)) {
        form.setError('reorder_point', { message: t`Please enter a whole number of 0 or more, or leave it empty for the shop's.` }, { shouldFocus: true });
        return;
      }
      await adminCall(adminCalls.products.updateVariant, {
        params: { id: productId, pse_id: variant.id },
        body: { ...rest, reorder_point: reorderPoint, ...(note.trim() ? { stock_note: note.trim() } : {}) },
      });
      toast.success(t`The variant is saved.`);
      setMoved(new Map());
      form.reset(valuesOf(await reload()));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'stock_changed') {
        // A field the person changed keeps what was typed and now compares with the current stock,
        // shown beside it; a field left as shown takes the current stock (else its old number would
        // be written over the order that moved it on the next save).
        const now = new Map<number, number>();
        const current = new Map((await reload()).stock.map((row) => [row.center_id, row.quantity]));
        values.stock.forEach((row, index) => {
          const quantity = current.get(row.center_id);
          if (quantity === undefined || quantity === row.expected) return;
          form.setValue(`stock.${index}.expected`, quantity);
          if (row.quantity === row.expected) form.setValue(`stock.${index}.quantity`, quantity);
          else now.set(row.center_id, quantity);
        });
        setMoved(now);
        form.setError('root', { message: t`The stock changed while this page was open (an order, a return or another person). Nothing was saved. Check the numbers marked and save again.` });
        return;
      }
      if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: t`The variant could not be saved.` });
    }
  });
  return (
    <form className={`${styles.form} ${own.wide}`} onSubmit={submit} noValidate aria-label={t`Variant ${variant.ref}`}>
      {errors.root ? (
        <p role="alert" className={styles.formError}>
          {errors.root.message}
        </p>
      ) : null}
      <TextField label={t`Reference`} autoComplete="off" error={message(errors.ref?.message)} {...form.register('ref')} />
      <TextField label={t`EAN`} inputMode="numeric" autoComplete="off" error={message(errors.ean?.message)} {...form.register('ean')} />
      <TextField label={t`Sold in steps of`} type="number" min={1} error={message(errors.quantity_step?.message)} hint={t`Tiles by the box: the pieces of one box.`} {...form.register('quantity_step', { valueAsNumber: true })} />
      {variant.stock.map((row, index) => {
        const current = moved.get(row.center_id);
        const low = row.quantity <= (variant.reorder_point ?? shopReorderPoint);
        return (
          <TextField
            key={row.center_id}
            label={t`Stock in ${row.center}`}
            type="number"
            min={0}
            hint={low ? t`Low: at or below the reorder point.` : undefined}
            error={current === undefined ? message(errors.stock?.[index]?.quantity?.message) : t`Changed meanwhile: ${current} in stock now.`}
            {...form.register(`stock.${index}.quantity`, { valueAsNumber: true })}
          />
        );
      })}
      <TextField
        label={t`Reorder point`}
        type="number"
        min={0}
        inputMode="numeric"
        hint={t`Low stock at or below this number in a warehouse. Empty: the shop's (${shopReorderPoint}).`}
        error={errors.reorder_point?.message}
        {...form.register('reorder_point')}
      />
      <TextField label={t`Why the stock changes`} autoComplete="off" maxLength={200} hint={t`For example "Goods received" or "Counted": kept in the stock history.`} error={message(errors.stock_note?.message)} {...form.register('stock_note')} />
      <button type="submit" className={styles.button} disabled={isSubmitting}>
        {t`Save variant`}
      </button>
    </form>
  );
}

type Price = ProductVariant['prices'][number];
type PriceValues = { price: string; promo: string; list: string; valid_from: string };

/** Today in Berlin time, as the date field wants it (YYYY-MM-DD). */
function todayInBerlin(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** Cents as the admin's language writes an amount in a field: 1234,56 (no grouping). */
function amountText(cents: number): string {
  const [units, fraction] = decimalAmount(cents).split('.');
  return intlLocale() === 'en-GB' ? `${units}.${fraction}` : `${units},${fraction}`;
}

/** "1.234,56", "1234.56" or "99" as cents; null when it is no amount. */
function centsOf(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return toCents(normalized);
}

function PriceForm({ productId, variant, price }: { productId: number; variant: ProductVariant; price: Price }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const message = useProductMessage();
  const rootProblem = useRootProblem();
  const countryName = useCountryName();
  const form = useForm<PriceValues>({
    defaultValues: {
      price: amountText(price.price_cents),
      promo: price.promo_price_cents === null ? '' : amountText(price.promo_price_cents),
      list: price.list_price_cents === null ? '' : amountText(price.list_price_cents),
      valid_from: todayInBerlin(),
    },
  });
  const [priceText, promoText, listText] = useWatch({ control: form.control, name: ['price', 'promo', 'list'] });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(t`Price of ${variant.ref} in ${countryName(price.country_id)}`, isDirty);
  const gross = (text: string) => {
    const cents = centsOf(text);
    return cents === null ? null : money(grossFromNet(cents, price.vat_rate), price.currency_code);
  };
  const submit = form.handleSubmit(async (values) => {
    const priceCents = centsOf(values.price);
    const promoCents = values.promo.trim() === '' ? null : centsOf(values.promo);
    if (priceCents === null) return form.setError('price', { message: t`Please enter an amount such as 129,00.` }, { shouldFocus: true });
    if (values.promo.trim() !== '' && promoCents === null) return form.setError('promo', { message: t`Please enter an amount such as 99,00, or leave it empty.` }, { shouldFocus: true });
    const listCents = values.list.trim() === '' ? null : centsOf(values.list);
    if (values.list.trim() !== '' && listCents === null) return form.setError('list', { message: t`Please enter an amount such as 99,00, or leave it empty.` }, { shouldFocus: true });
    try {
      const { data } = await adminCall(adminCalls.products.changePrices, {
        params: { id: productId },
        body: {
          changes: [
            {
              pse_id: variant.id,
              country_id: price.country_id,
              price_cents: priceCents,
              promo_price_cents: promoCents,
              list_price_cents: listCents,
              valid_from: values.valid_from,
              expected: { price_cents: price.price_cents, promo_price_cents: price.promo_price_cents },
            },
          ],
        },
      });
      toast.success(data.scheduled > 0 ? t`The price is saved and takes effect on ${date(`${values.valid_from}T12:00:00Z`)}.` : t`The price is saved. The shop shows it within a minute.`);
      await revalidator.revalidate();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.body?.error.fields ?? []) : [];
      const toField: Record<string, keyof PriceValues> = { price_cents: 'price', promo_price_cents: 'promo', list_price_cents: 'list', valid_from: 'valid_from' };
      let shown = false;
      for (const field of fields) {
        const name = toField[field.path.split('.').pop() ?? ''];
        if (name) {
          form.setError(name, { message: field.message }, { shouldFocus: !shown });
          shown = true;
        }
      }
      if (!shown) form.setError('root', { message: rootProblem(error, t`The price could not be saved.`) });
    }
  });
  const country = countryName(price.country_id);
  const priceGross = gross(priceText);
  const promoGross = gross(promoText);
  const listGross = gross(listText);
  return (
    <form className={`${styles.form} ${own.wide} ${own.variant}`} onSubmit={submit} noValidate aria-label={t`Price in ${country}, variant ${variant.ref}`}>
      <h4>{t`Price in ${country}`}</h4>
      <p className={own.current}>
        {price.list_price_cents !== null ? <span className={styles.hint}>{t`List price ${money(price.list_price_cents, price.currency_code)} net`} · </span> : null}
        {price.promo_price_cents === null ? (
          t`Now: ${money(price.price_cents, price.currency_code)} net`
        ) : (
          <>
            {t`Now reduced: ${money(price.promo_price_cents, price.currency_code)} net instead of`}{' '}
            <span className={own.strike}>{money(price.price_cents, price.currency_code)}</span>
          </>
        )}
      </p>
      {price.scheduled.length > 0 ? (
        <ul className={own.scheduled} aria-label={t`Prices saved for a later day in ${country}`}>
          {price.scheduled.map((next) => (
            <ScheduledPrice key={next.id} productId={productId} currency={price.currency_code} next={next} />
          ))}
        </ul>
      ) : null}
      {errors.root ? (
        <p role="alert" className={styles.formError}>
          {errors.root.message}
        </p>
      ) : null}
      <div className={own.priceGrid}>
        <TextField
          label={t`Regular price, net (${price.currency_code})`}
          inputMode="decimal"
          autoComplete="off"
          error={message(errors.price?.message)}
          hint={priceGross ? t`${priceGross} with VAT` : undefined}
          {...form.register('price')}
        />
        <TextField
          label={t`Reduced price, net (${price.currency_code})`}
          inputMode="decimal"
          autoComplete="off"
          error={message(errors.promo?.message)}
          hint={promoGross ? t`${promoGross} with VAT; the shop names the lowest price of the 30 days before` : t`Empty: no reduction.`}
          {...form.register('promo')}
        />
        <TextField
          label={t`Manufacturer's RRP, net (${price.currency_code})`}
          inputMode="decimal"
          autoComplete="off"
          error={message(errors.list?.message)}
          hint={listGross ? t`${listGross} with VAT; the shop names it as the manufacturer's RRP while the price is not reduced` : t`Empty: the manufacturer recommends no price.`}
          {...form.register('list')}
        />
        <TextField label={t`Valid from`} type="date" min={todayInBerlin()} error={message(errors.valid_from?.message)} hint={t`Today: from now on.`} {...form.register('valid_from')} />
      </div>
      <button type="submit" className={styles.button} disabled={isSubmitting}>
        {t`Save price`}
      </button>
    </form>
  );
}

/** A price waiting for its day, with the button that cancels it before then. */
function ScheduledPrice({ productId, currency, next }: { productId: number; currency: string; next: Price['scheduled'][number] }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const message = useProductMessage();
  const rootProblem = useRootProblem();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const text =
    next.promo_price_cents === null
      ? t`From ${date(next.valid_from)}: ${money(next.price_cents, currency)} net`
      : t`From ${date(next.valid_from)}: ${money(next.promo_price_cents, currency)} net instead of ${money(next.price_cents, currency)}`;
  const cancel = async () => {
    if (!window.confirm(t`Cancel the price saved for ${date(next.valid_from)}? The shop keeps its current price.`)) return;
    setBusy(true);
    setProblem(null);
    try {
      await adminCall(adminCalls.products.cancelScheduledPrice, { params: { id: productId, schedule_id: next.id } });
      toast.success(t`The price for ${date(next.valid_from)} is cancelled.`);
      await revalidator.revalidate();
    } catch (error) {
      const field = error instanceof ApiError ? error.body?.error.fields?.[0]?.message : undefined;
      setProblem(message(field) ?? rootProblem(error, t`The price could not be cancelled.`));
      setBusy(false);
    }
  };
  return (
    <li className={own.scheduledLine}>
      <span className={styles.hint}>{text}</span>
      <button type="button" className={styles.danger} disabled={busy} onClick={() => void cancel()}>
        {t`Cancel price`}
        <span className={styles.visuallyHidden}>{` (${text})`}</span>
      </button>
      {problem ? (
        <p role="alert" className={styles.formError}>
          {problem}
        </p>
      ) : null}
    </li>
  );
}
