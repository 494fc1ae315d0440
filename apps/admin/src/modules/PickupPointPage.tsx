// One pickup point to add (/modules/pickup-points/new?country=AT) or change: name, address, phone,
// opening hours, and whether it is open (only open points are offered at the checkout).
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type PickupPointBody, type PickupPointRow } from '@shop/contract/admin';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { countryOfRequest, isoOf, shopCountries, type ShopCountryId } from '../components/CountryTabs.tsx';
import { applyFieldErrors } from '../components/field-errors.ts';
import { SelectField, TextArea, TextField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { useCountryName } from '../customers/labels.ts';
import own from '../customers/pages.module.css';
import { useModuleMessage } from './labels.ts';

type Loaded = { point: PickupPointRow | null; countryId: number };

export async function pickupPointLoader({ params, request }: LoaderFunctionArgs): Promise<Loaded> {
  const countryId = countryOfRequest(request, shopCountries[1]).id;
  if (params.id === undefined) return { point: null, countryId };
  // The point's country is not in its address: each country's list is asked until it is found.
  for (const country of shopCountries) {
    const { data } = await adminCall(adminCalls.modules.ofCountry, { query: { country: country.id } });
    const point = data.pickup_points.find((one) => one.id === Number(params.id));
    if (point) return { point, countryId: point.country_id };
  }
  throw new Response('Not found', { status: 404 });
}

type Values = Omit<PickupPointBody, 'country_id' | 'phone'> & { country_id: string; phone: string };

export function PickupPointPage() {
  const { point, countryId } = useLoaderData<typeof pickupPointLoader>();
  return <PickupPointEditor key={point?.id ?? 'new'} point={point} countryId={countryId} />;
}

function PickupPointEditor({ point, countryId }: Loaded) {
  const { t } = useLingui();
  usePageTitle(point ? point.name : t`New pickup point`);
  const navigate = useNavigate();
  const message = useModuleMessage();
  const countryName = useCountryName();
  const form = useForm<Values>({
    defaultValues: {
      country_id: String(point?.country_id ?? countryId),
      name: point?.name ?? '',
      address1: point?.address1 ?? '',
      zipcode: point?.zipcode ?? '',
      city: point?.city ?? '',
      phone: point?.phone ?? '',
      opening_hours: point?.opening_hours ?? '',
      active: point?.active ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const iso = (id: string) => isoOf(Number(id));
  const submit = form.handleSubmit(async (values) => {
    const body: PickupPointBody = { ...values, country_id: Number(values.country_id) as ShopCountryId };
    try {
      const answer = point
        ? await adminCall(adminCalls.modules.updatePickupPoint, { params: { id: point.id }, body })
        : await adminCall(adminCalls.modules.createPickupPoint, { body });
      toast.success(t`Pickup point ${answer.data.name} saved.`);
      await navigate(`/modules?country=${iso(values.country_id)}`);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: t`The pickup point could not be saved. Please try again.` });
    }
  });
  const field = (name: keyof Values) => ({ error: message(errors[name]?.message), ...form.register(name) });
  return (
    <section className={styles.page}>
      <p>
        <Link to={`/modules?country=${iso(String(point?.country_id ?? countryId))}`}>{t`Modules`}</Link>
      </p>
      <h1>{point ? point.name : t`New pickup point`}</h1>
      <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate aria-label={t`Pickup point`}>
        {errors.root ? (
          <p role="alert" className={styles.formError}>
            {errors.root.message}
          </p>
        ) : null}
        <SelectField label={t`Shop`} {...field('country_id')}>
          {shopCountries.map((country) => (
            <option key={country.id} value={String(country.id)}>
              {countryName(country.id)}
            </option>
          ))}
        </SelectField>
        <TextField label={t`Name`} autoComplete="off" {...field('name')} />
        <TextField label={t`Street and number`} autoComplete="off" {...field('address1')} />
        <TextField label={t`Postcode`} autoComplete="off" {...field('zipcode')} />
        <TextField label={t`City`} autoComplete="off" {...field('city')} />
        <TextField label={t`Phone`} type="tel" autoComplete="off" hint={t`Optional.`} {...field('phone')} />
        <TextArea label={t`Opening hours`} rows={3} {...field('opening_hours')} />
        <div className={styles.field}>
          <label className={own.checkbox}>
            <input type="checkbox" {...form.register('active')} />
            <span>{t`Open: offered at the checkout`}</span>
          </label>
        </div>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>{t`Save pickup point`}</button>
      </form>
    </section>
  );
}
