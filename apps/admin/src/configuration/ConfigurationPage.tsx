// The configuration of one shop country (?country=DE|AT|RO): its store info and support times,
// the tag-manager id, the review badge (ShopVote) and trust seal (Trusted Shops) with where they
// show, the minimum order value, the categories sold at 0 % VAT to companies, the menu's
// categories and links. The back office checks every field; its reasons appear at the field. The
// storefront shows the change within 5 minutes (its cache of the locale config).
import { useLingui } from '@lingui/react/macro';
import { adminCalls, configurationMessages, type Configuration, type ConfigurationBody } from '@shop/contract/admin';
import { useFieldArray, useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { editableAmount, numberReader } from '../components/amounts.ts';
import { CountryTabs, countryOfRequest, type ShopCountryId } from '../components/CountryTabs.tsx';
import { applyFieldErrors } from '../components/field-errors.ts';
import { Checkbox, TextField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { useUnsavedChanges } from '../components/unsaved-changes.tsx';
import { useCountryName, useKnownMessages } from '../customers/labels.ts';
import local from './configuration.module.css';

export async function configurationLoader({ request }: LoaderFunctionArgs) {
  return (await adminCall(adminCalls.configuration.detail, { params: { country: countryOfRequest(request).id } })).data;
}

type Values = Omit<ConfigurationBody, 'config_min_price'> & { config_min_price: string };

function valuesOf(configuration: Configuration): Values {
  const { values } = configuration;
  return {
    ...values,
    googletagmanager_trackingcode: values.googletagmanager_trackingcode ?? '',
    shopvote_id: values.shopvote_id ?? '',
    trusted_shop_id: values.trusted_shop_id ?? '',
    config_min_price: editableAmount(values.config_min_price),
  };
}

function useConfigurationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useLingui();
  return useKnownMessages({
    [configurationMessages.email]: t`Please enter a valid email address.`,
    [configurationMessages.phone]: t`Please enter a phone number with digits, spaces, +, / or -.`,
    [configurationMessages.tag_manager_id]: t`A tag-manager id looks like GTM-AB12CD3.`,
    [configurationMessages.shopvote_id]: t`A ShopVote id is a number.`,
    [configurationMessages.trusted_shop_id]: t`A Trusted Shops id is an X followed by 32 letters A–F or digits.`,
    [configurationMessages.badge_needs_id]: t`Enter the id before showing the badge.`,
    [configurationMessages.comma_ids]: t`Enter category numbers separated by commas, such as 12,15,40.`,
    [configurationMessages.unknown_category]: t`One of these numbers is not a category of the shop.`,
    [configurationMessages.amount_range]: t`Enter an amount from 0 to 10,000.`,
    [configurationMessages.link_href]: t`A link starts with / (a page of the shop) or https://.`,
    [configurationMessages.too_many_links]: t`At most 12 links.`,
  });
}

export function ConfigurationPage() {
  const configuration = useLoaderData<typeof configurationLoader>();
  return <ConfigurationForm key={configuration.country_id} configuration={configuration} />;
}

function ConfigurationForm({ configuration }: { configuration: Configuration }) {
  const { t } = useLingui();
  usePageTitle(t`Configuration`);
  const countryName = useCountryName();
  const message = useConfigurationMessage();
  const form = useForm<Values>({ defaultValues: valuesOf(configuration) });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(t`Configuration of ${countryName(configuration.country_id)}`, isDirty);
  const submit = form.handleSubmit(async (values) => {
    const read = numberReader(form.setError, { whole: t`Enter a whole number.`, amount: t`Enter an amount such as 5.00.` });
    const body: ConfigurationBody = { ...values, config_min_price: read.cents('config_min_price', values.config_min_price) ?? 0 };
    if (read.wrong) return;
    try {
      const answer = await adminCall(adminCalls.configuration.update, { params: { country: configuration.country_id as ShopCountryId }, body });
      form.reset(valuesOf(answer.data));
      toast.success(t`Configuration of ${countryName(configuration.country_id)} saved. The shop shows it within 5 minutes.`);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: t`The configuration could not be saved. Please try again.` });
    }
  });
  const field = (name: Exclude<keyof Values, 'links_left_menu' | 'links_right_menu' | `${string}display${string}`>) => ({
    error: message(errors[name]?.message),
    ...form.register(name),
  });
  const flag = (name: 'shopvote_display_footer' | 'shopvote_display_badge' | 'trusted_shop_display_footer' | 'trusted_shop_display_badge', label: string) => (
    <Checkbox label={label} {...form.register(name)} />
  );
  return (
    <section className={styles.page}>
      <h1>{t`Configuration`}</h1>
      <CountryTabs current={configuration.country_id} path="/configuration" />
      <form onSubmit={submit} noValidate aria-label={t`Configuration of ${countryName(configuration.country_id)}`} className={local.form}>
        {errors.root ? (
          <p role="alert" className={styles.formError}>
            {errors.root.message}
          </p>
        ) : null}
        <fieldset className={`${styles.card} ${styles.form}`}>
          <legend>{t`Store`}</legend>
          <TextField label={t`Store name`} autoComplete="off" {...field('store_name')} />
          <TextField label={t`Phone`} type="tel" autoComplete="off" hint={t`Shown in the header and on the contact page.`} {...field('store_phone')} />
          <TextField label={t`Email`} type="email" autoComplete="off" {...field('store_email')} />
          <TextField label={t`Support times Monday to Thursday`} autoComplete="off" {...field('support_time_mo_th')} />
          <TextField label={t`Support times Friday`} autoComplete="off" {...field('support_time_fr')} />
        </fieldset>
        <fieldset className={`${styles.card} ${styles.form}`}>
          <legend>{t`Tracking, reviews and trust seal`}</legend>
          <TextField label={t`Tag-manager id`} autoComplete="off" hint={t`Such as GTM-AB12CD3. Empty: no tag manager.`} {...field('googletagmanager_trackingcode')} />
          <TextField label={t`ShopVote id`} autoComplete="off" inputMode="numeric" {...field('shopvote_id')} />
          {flag('shopvote_display_footer', t`Show the ShopVote rating in the footer`)}
          {flag('shopvote_display_badge', t`Show the ShopVote badge`)}
          <TextField label={t`Trusted Shops id`} autoComplete="off" {...field('trusted_shop_id')} />
          {flag('trusted_shop_display_footer', t`Show the Trusted Shops seal in the footer`)}
          {flag('trusted_shop_display_badge', t`Show the Trusted Shops badge`)}
        </fieldset>
        <fieldset className={`${styles.card} ${styles.form}`}>
          <legend>{t`Orders and menu`}</legend>
          <TextField
            label={t`Minimum order value (${configuration.currency_code})`}
            inputMode="decimal"
            autoComplete="off"
            hint={t`Gross value of the goods; 0: no minimum.`}
            {...field('config_min_price')}
          />
          <TextField label={t`Categories at 0 % VAT for companies`} autoComplete="off" hint={t`Category numbers separated by commas.`} {...field('categories_0_vat')} />
          <TextField label={t`Menu categories`} autoComplete="off" hint={t`Category numbers in the menu, in this order, separated by commas.`} {...field('menu_category_ids')} />
        </fieldset>
        <MenuLinks name="links_left_menu" legend={t`Links of the left menu`} control={form.control} register={form.register} errors={errors} message={message} />
        <MenuLinks name="links_right_menu" legend={t`Links of the right menu`} control={form.control} register={form.register} errors={errors} message={message} />
        <button type="submit" className={styles.primary} disabled={isSubmitting}>{t`Save configuration`}</button>
      </form>
    </section>
  );
}

function MenuLinks(props: {
  name: 'links_left_menu' | 'links_right_menu';
  legend: string;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  message: (message: string | undefined) => string | undefined;
}) {
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray({ control: props.control, name: props.name });
  const errors = props.errors[props.name];
  return (
    <fieldset className={`${styles.card} ${styles.form} ${local.links}`}>
      <legend>{props.legend}</legend>
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className={styles.formError}>
          {props.message(errors.root?.message ?? errors.message)}
        </p>
      ) : null}
      {fields.map((link, index) => (
        <div key={link.id} className={local.link}>
          <TextField
            label={t`Title of link ${index + 1}`}
            autoComplete="off"
            error={props.message(errors?.[index]?.title?.message)}
            {...props.register(`${props.name}.${index}.title`)}
          />
          <TextField
            label={t`Address of link ${index + 1}`}
            autoComplete="off"
            error={props.message(errors?.[index]?.href?.message)}
            {...props.register(`${props.name}.${index}.href`)}
          />
          <button type="button" className={styles.danger} onClick={() => remove(index)}>
            {t`Remove link ${index + 1}`}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => append({ title: '', href: '/' })}>
        {t`Add a link`}
      </button>
    </fieldset>
  );
}
