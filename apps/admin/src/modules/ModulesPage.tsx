// The modules of one shop country (?country=DE|AT|RO): its payment methods (switched on, place in
// the list, fee such as cash on delivery's, gross in the country's currency), its delivery methods
// (switched on, place, free delivery from a value of the goods, the freight fee) and its pickup
// points. Each method saves on its own; the checkout shows the change on its next visit.
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type DeliveryMethodRow, type ModulesOfCountry, type PaymentMethodRow, type PickupPointRow } from '@shop/contract/admin';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { editableAmount, numberReader } from '../components/amounts.ts';
import { DataTable, type Columns } from '../components/DataTable.tsx';
import { CountryTabs, countryOfRequest, isoOf, type ShopCountryId } from '../components/CountryTabs.tsx';
import { applyFieldErrors } from '../components/field-errors.ts';
import { TextField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { useCountryName } from '../customers/labels.ts';
import own from '../customers/pages.module.css';
import local from './modules.module.css';
import { useModuleMessage } from './labels.ts';

export async function modulesLoader({ request }: LoaderFunctionArgs) {
  const country = countryOfRequest(request);
  return (await adminCall(adminCalls.modules.ofCountry, { query: { country: country.id } })).data;
}

export function ModulesPage() {
  const { t } = useLingui();
  usePageTitle(t`Modules`);
  const modules = useLoaderData<typeof modulesLoader>();
  const countryName = useCountryName();
  const iso = isoOf(modules.country_id);
  return (
    <section className={styles.page}>
      <h1>{t`Modules`}</h1>
      <CountryTabs current={modules.country_id} path="/modules" />
      <p className={styles.hint}>
        {t`Amounts are gross, in ${modules.currency_code}, as the shopper pays them. The checkout shows changes of methods and fees on its next visit; pickup points within 5 minutes.`}
      </p>

      <h2>{t`Payment methods in ${countryName(modules.country_id)}`}</h2>
      <div className={styles.grid}>
        {modules.payment.map((method) => (
          <PaymentMethodForm key={`${modules.country_id}-${method.id}`} method={method} modules={modules} />
        ))}
      </div>

      <h2>{t`Delivery methods in ${countryName(modules.country_id)}`}</h2>
      <div className={styles.grid}>
        {modules.delivery.map((method) => (
          <DeliveryMethodForm key={`${modules.country_id}-${method.id}`} method={method} modules={modules} />
        ))}
      </div>

      <h2>{t`Pickup points in ${countryName(modules.country_id)}`}</h2>
      <div className={own.actions}>
        <Link to={`/modules/pickup-points/new?country=${iso}`} className={styles.primary}>{t`New pickup point`}</Link>
      </div>
      <PickupPoints rows={modules.pickup_points} />
    </section>
  );
}

type MethodProps<Row> = { method: Row; modules: ModulesOfCountry };

/** An amount field of a method's form: its name in the back office's answer, and its cents. */
type AmountField = { name: string; label: string; hint?: string; cents: number | null };
type MethodValues = { active: boolean; position: string; amounts: Record<string, string> };
type MethodChange = { active: boolean; position: number; amounts: Record<string, number | null> };

function MethodState({ method }: { method: PaymentMethodRow | DeliveryMethodRow }) {
  const { t } = useLingui();
  return (
    <span className={`${styles.status} ${method.active ? own.statusOk : ''}`}>{method.active ? t`Offered` : method.offered ? t`Switched off` : t`Not offered here yet`}</span>
  );
}

/**
 * One method in the country: offered or not, its position and its amounts, saved on its own. Field
 * errors of the back office (`fee_taxed_cents`, ...) appear at the amount's field.
 */
function MethodForm(props: { id: string; method: PaymentMethodRow | DeliveryMethodRow; offeredLabel: string; amounts: AmountField[]; send: (change: MethodChange) => Promise<unknown> }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const message = useModuleMessage();
  const { method } = props;
  const form = useForm<MethodValues>({
    defaultValues: {
      active: method.active,
      position: String(method.position),
      amounts: Object.fromEntries(props.amounts.map((field) => [field.name, field.cents === null ? '' : editableAmount(field.cents)])),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const amountNames = new Set(props.amounts.map((field) => field.name));
  const setError: typeof form.setError = (name, error, options) => form.setError((amountNames.has(name) ? `amounts.${name}` : name) as typeof name, error, options);
  const submit = form.handleSubmit(async (values) => {
    const read = numberReader(form.setError, { whole: t`Enter a whole number.`, amount: t`Enter an amount such as 5.00.` });
    const change = {
      active: values.active,
      position: read.whole('position', values.position) ?? 0,
      amounts: Object.fromEntries(props.amounts.map((field) => [field.name, read.cents(`amounts.${field.name}`, values.amounts[field.name] ?? '')])),
    };
    if (read.wrong) return;
    try {
      await props.send(change);
      toast.success(t`${method.title} saved.`);
      await revalidator.revalidate();
    } catch (error) {
      if (!applyFieldErrors(error, setError)) form.setError('root', { message: t`That did not work. Please try again.` });
    }
  });
  return (
    <form className={`${styles.card} ${styles.form} ${own.panel}`} onSubmit={submit} noValidate aria-labelledby={props.id}>
      <h3 id={props.id} className={local.title}>
        {method.title} <MethodState method={method} />
      </h3>
      {errors.root ? (
        <p role="alert" className={styles.formError}>
          {errors.root.message}
        </p>
      ) : null}
      <label className={own.checkbox}>
        <input type="checkbox" {...form.register('active')} />
        <span>{props.offeredLabel}</span>
      </label>
      <TextField label={t`Position`} inputMode="numeric" autoComplete="off" hint={t`Lower numbers come first.`} error={message(errors.position?.message)} {...form.register('position')} />
      {props.amounts.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          inputMode="decimal"
          autoComplete="off"
          {...(field.hint ? { hint: field.hint } : {})}
          error={message(errors.amounts?.[field.name]?.message)}
          {...form.register(`amounts.${field.name}`)}
        />
      ))}
      <button type="submit" className={styles.primary} disabled={isSubmitting}>{t`Save ${method.title}`}</button>
    </form>
  );
}

function PaymentMethodForm({ method, modules }: MethodProps<PaymentMethodRow>) {
  const { t } = useLingui();
  const currency = modules.currency_code;
  return (
    <MethodForm
      id={`payment-${method.id}`}
      method={method}
      offeredLabel={t`Offered in this shop`}
      amounts={[{ name: 'fee_taxed_cents', label: method.kind === 'cash_on_delivery' ? t`Cash-on-delivery fee (${currency})` : t`Fee (${currency})`, cents: method.fee_taxed_cents }]}
      send={(change) =>
        adminCall(adminCalls.modules.setPayment, {
          params: { id: method.id, country: modules.country_id as ShopCountryId },
          body: { active: change.active, position: change.position, fee_taxed_cents: change.amounts.fee_taxed_cents ?? null },
        })
      }
    />
  );
}

function DeliveryMethodForm({ method, modules }: MethodProps<DeliveryMethodRow>) {
  const { t } = useLingui();
  const currency = modules.currency_code;
  const amounts: AmountField[] = method.is_local_pickup
    ? []
    : [
        { name: 'free_from_taxed_cents', label: t`Free delivery from (${currency})`, hint: t`Value of the goods from which parcels go free. Empty: never free.`, cents: method.free_from_taxed_cents },
        { name: 'freight_fee_taxed_cents', label: t`Freight fee (${currency})`, hint: t`Flat fee of an order with bulky items. Empty: bulky items are not delivered.`, cents: method.freight_fee_taxed_cents },
      ];
  return (
    <MethodForm
      id={`delivery-${method.id}`}
      method={method}
      offeredLabel={method.is_local_pickup ? t`Offered in this shop (where a pickup point is open)` : t`Offered in this shop`}
      amounts={amounts}
      send={(change) =>
        adminCall(adminCalls.modules.setDelivery, {
          params: { id: method.id, country: modules.country_id as ShopCountryId },
          body: {
            active: change.active,
            position: change.position,
            free_from_taxed_cents: change.amounts.free_from_taxed_cents ?? null,
            freight_fee_taxed_cents: change.amounts.freight_fee_taxed_cents ?? null,
          },
        })
      }
    />
  );
}

function PickupPoints({ rows }: { rows: PickupPointRow[] }) {
  const { t } = useLingui();
  const columns = useMemo<Columns<PickupPointRow>>(
    () => [
      { id: 'name', header: t`Name`, cell: ({ row }) => <Link to={`/modules/pickup-points/${row.original.id}`}>{row.original.name}</Link> },
      { id: 'address', header: t`Address`, cell: ({ row }) => `${row.original.address1}, ${row.original.zipcode} ${row.original.city}` },
      { id: 'phone', header: t`Phone`, cell: ({ row }) => row.original.phone ?? '—' },
      { id: 'hours', header: t`Opening hours`, cell: ({ row }) => row.original.opening_hours },
      {
        id: 'state',
        header: t`State`,
        cell: ({ row }) => <span className={`${styles.status} ${row.original.active ? own.statusOk : ''}`}>{row.original.active ? t`Open` : t`Closed`}</span>,
      },
    ],
    [t],
  );
  return <DataTable caption={t`Pickup points of this shop`} columns={columns} rows={rows} empty={t`No pickup point yet.`} />;
}
