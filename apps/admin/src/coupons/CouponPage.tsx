// One coupon to create (/coupons/new) or change (/coupons/:id): its code, what it takes off
// (percent of the goods, an amount, or the delivery), the shop and currency, the first and last
// day, the minimum order, and how often it may be used overall and per customer. The back office
// checks all of it; its reasons appear at the fields.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type CouponBody, type CouponRow } from '@shop/contract/admin';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { editableAmount, numberReader } from '../components/amounts.ts';
import { applyFieldErrors } from '../components/field-errors.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { useCountryName } from '../customers/labels.ts';
import own from '../customers/pages.module.css';
import { useCouponMessage } from './labels.ts';

export async function couponLoader({ params }: LoaderFunctionArgs): Promise<CouponRow | null> {
  if (params.id === undefined) return null;
  return (await adminCall(adminCalls.coupons.detail, { params: { id: Number(params.id) } })).data;
}

/** The form's values: what the fields hold, as text. */
type Values = {
  code: string;
  kind: CouponRow['kind'];
  percent: string;
  amount_cents: string;
  country_id: string;
  currency_code: string;
  min_order_cents: string;
  valid_from: string;
  valid_until: string;
  max_uses: string;
  max_uses_per_customer: string;
  active: boolean;
};

function valuesOf(coupon: CouponRow | null): Values {
  const text = (value: number | null) => (value === null ? '' : String(value));
  const amount = (cents: number | null) => (cents === null ? '' : editableAmount(cents));
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    percent: text(coupon?.percent ?? null),
    amount_cents: amount(coupon?.amount_cents ?? null),
    country_id: text(coupon?.country_id ?? null),
    currency_code: coupon?.currency_code ?? '',
    min_order_cents: amount(coupon?.min_order_cents ?? null),
    valid_from: coupon?.valid_from ?? '',
    valid_until: coupon?.valid_until ?? '',
    max_uses: text(coupon?.max_uses ?? null),
    max_uses_per_customer: text(coupon?.max_uses_per_customer ?? null),
    active: coupon?.active ?? true,
  };
}

export function CouponPage() {
  const coupon = useLoaderData<typeof couponLoader>();
  // Another coupon (or the new one, once created) starts a fresh form.
  return <CouponEditor key={coupon?.id ?? 'new'} coupon={coupon} />;
}

function CouponEditor({ coupon }: { coupon: CouponRow | null }) {
  const { t } = useLingui();
  usePageTitle(coupon ? coupon.code : t`New coupon`);
  const navigate = useNavigate();
  const message = useCouponMessage();
  const countryName = useCountryName();
  const form = useForm<Values>({ defaultValues: valuesOf(coupon) });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    // Numbers and amounts are read here; what they mean is the back office's to check.
    const read = numberReader(form.setError, { whole: t`Enter a whole number.`, amount: t`Enter an amount such as 5.00.` });
    const { whole, cents } = read;
    const body: CouponBody = {
      code: values.code,
      kind: values.kind,
      percent: values.kind === 'percent' ? whole('percent', values.percent) : null,
      amount_cents: values.kind === 'amount' ? cents('amount_cents', values.amount_cents) : null,
      country_id: values.country_id === '' ? null : (Number(values.country_id) as 5 | 13 | 146),
      currency_code: values.currency_code === '' ? null : (values.currency_code as 'EUR' | 'RON'),
      min_order_cents: cents('min_order_cents', values.min_order_cents),
      valid_from: values.valid_from === '' ? null : values.valid_from,
      valid_until: values.valid_until === '' ? null : values.valid_until,
      max_uses: whole('max_uses', values.max_uses),
      max_uses_per_customer: whole('max_uses_per_customer', values.max_uses_per_customer),
      active: values.active,
    };
    if (read.wrong) return;
    try {
      const answer = coupon
        ? await adminCall(adminCalls.coupons.update, { params: { id: coupon.id }, body })
        : await adminCall(adminCalls.coupons.create, { body });
      toast.success(coupon ? t`Coupon ${answer.data.code} saved.` : t`Coupon ${answer.data.code} created.`);
      form.reset(valuesOf(answer.data));
      if (!coupon) await navigate(`/coupons/${answer.data.id}`, { replace: true });
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: t`The coupon could not be saved. Please try again.` });
    }
  });

  const field = (name: keyof Values) => ({ error: message(errors[name]?.message), ...form.register(name) });
  return (
    <section className={styles.page}>
      <p>
        <Link to="/coupons">{t`All coupons`}</Link>
      </p>
      <h1>{coupon ? t`Coupon ${coupon.code}` : t`New coupon`}</h1>
      {coupon ? (
        <p>
          {coupon.max_uses === null
            ? t`Orders hold this coupon ${plural(coupon.used_count, { one: '# time', other: '# times' })}.`
            : t`Orders hold this coupon ${plural(coupon.used_count, { one: '# time', other: '# times' })}, at most ${coupon.max_uses}.`}
        </p>
      ) : null}
      <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate aria-label={t`Coupon`}>
        {errors.root ? (
          <p role="alert" className={styles.formError}>
            {errors.root.message}
          </p>
        ) : null}
        <TextField label={t`Code`} autoComplete="off" hint={t`What shoppers enter in the cart; upper and lower case are the same.`} {...field('code')} />
        <SelectField label={t`Kind`} {...field('kind')}>
          <option value="percent">{t`Percent of the goods`}</option>
          <option value="amount">{t`Fixed amount`}</option>
          <option value="free_shipping">{t`Free delivery`}</option>
        </SelectField>
        {kind === 'percent' ? <TextField label={t`Percent`} inputMode="numeric" autoComplete="off" {...field('percent')} /> : null}
        {kind === 'amount' ? (
          <TextField label={t`Amount off (gross)`} inputMode="decimal" autoComplete="off" hint={t`In the coupon’s currency.`} {...field('amount_cents')} />
        ) : null}
        <SelectField label={t`Shop`} {...field('country_id')}>
          <option value="">{t`All shops`}</option>
          {[5, 13, 146].map((id) => (
            <option key={id} value={String(id)}>
              {countryName(id)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Currency`} hint={t`A coupon of one shop has that shop’s currency; for all shops, a currency limits it to the shops that use it.`} {...field('currency_code')}>
          <option value="">{t`The shop’s (or any)`}</option>
          <option value="EUR">EUR</option>
          <option value="RON">RON</option>
        </SelectField>
        <TextField label={t`Minimum order (gross goods)`} inputMode="decimal" autoComplete="off" hint={t`Empty: no minimum.`} {...field('min_order_cents')} />
        <TextField label={t`First day`} type="date" hint={t`Empty: valid at once.`} {...field('valid_from')} />
        <TextField label={t`Last day`} type="date" hint={t`Empty: no end.`} {...field('valid_until')} />
        <TextField label={t`Uses in total`} inputMode="numeric" autoComplete="off" hint={t`Empty: no limit.`} {...field('max_uses')} />
        <TextField label={t`Uses per customer`} inputMode="numeric" autoComplete="off" hint={t`Empty: no limit. Counted by email address.`} {...field('max_uses_per_customer')} />
        <div className={styles.field}>
          <label className={own.checkbox}>
            <input type="checkbox" {...form.register('active')} />
            <span>{t`Active: shoppers can use it`}</span>
          </label>
        </div>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {coupon ? t`Save coupon` : t`Create coupon`}
        </button>
      </form>
    </section>
  );
}
