// The sales of one shop country (?country=DE|AT|RO): the sales bar above every page (on or off,
// message, link, whether shoppers may close it), the products on the home page and whether the
// advent calendar shows (with a link to the advent calendar's page), and the home page's banners
// (BannersPanel.tsx). The shops show a change within 5 minutes (their cache of these settings).
import { useLingui } from '@lingui/react/macro';
import { adminCalls, salesMessages, type Banners, type Sales, type SalesBody } from '@shop/contract/admin';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { CountryTabs, countryOfRequest, type ShopCountryId } from '../components/CountryTabs.tsx';
import { applyFieldErrors } from '../components/field-errors.ts';
import { Checkbox, TextField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { useUnsavedChanges } from '../components/unsaved-changes.tsx';
import { useCountryName, useKnownMessages } from '../customers/labels.ts';
import { BannersPanel } from './BannersPanel.tsx';

export async function salesLoader({ request }: LoaderFunctionArgs) {
  const country = countryOfRequest(request).id;
  const [sales, banners] = await Promise.all([adminCall(adminCalls.sales.detail, { params: { country } }), adminCall(adminCalls.banners.detail, { params: { country } })]);
  return { sales: sales.data, banners: banners.data };
}

function useSalesMessage(): (message: string | undefined) => string | undefined {
  const { t } = useLingui();
  return useKnownMessages({
    [salesMessages.message_required]: t`A sales bar that shows needs a message.`,
    [salesMessages.link_href]: t`A link starts with / (a page of the shop) or https://.`,
    [salesMessages.comma_ids]: t`Enter product numbers or references separated by commas, such as 12,15,WT-000040.`,
    [salesMessages.unknown_product]: t`One of these numbers or references is not a product of the shop.`,
    [salesMessages.too_many_products]: t`At most 24 products.`,
    [salesMessages.door_title_required]: t`A door with a text or a link needs a title.`,
  });
}

export function SalesPage() {
  const { sales, banners } = useLoaderData<typeof salesLoader>();
  return <SalesForm key={sales.country_id} sales={sales} banners={banners} />;
}

function SalesForm({ sales, banners }: { sales: Sales; banners: Banners }) {
  const { t } = useLingui();
  usePageTitle(t`Sales`);
  const countryName = useCountryName();
  const message = useSalesMessage();
  const revalidator = useRevalidator();
  const form = useForm<SalesBody>({ defaultValues: sales.values });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(t`Sales of ${countryName(sales.country_id)}`, isDirty);
  // Switching the calendar off while the shop still links to it (issue 36): said before it is saved.
  const adventOn = useWatch({ control: form.control, name: 'advent_active' });
  const orphaned = sales.values.advent_active && !adventOn ? sales.advent_links : [];
  const placeName = useAdventLinkPlace();
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await adminCall(adminCalls.sales.update, { params: { country: sales.country_id as ShopCountryId }, body: values });
      form.reset(answer.data.values);
      toast.success(t`Sales of ${countryName(sales.country_id)} saved. The shop shows them within 5 minutes.`);
      // The list of saved products below the field follows.
      await revalidator.revalidate();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: t`That did not work. Please try again.` });
    }
  });
  const checkbox = (name: 'salesbar_active' | 'salesbar_dismiss_button' | 'advent_active', label: string) => <Checkbox label={label} {...form.register(name)} />;
  return (
    <section className={styles.page}>
      <h1>{t`Sales`}</h1>
      <CountryTabs current={sales.country_id} path="/sales" />
      <form onSubmit={submit} noValidate aria-label={t`Sales of ${countryName(sales.country_id)}`} className={`${styles.card} ${styles.form}`}>
        {errors.root ? (
          <p role="alert" className={styles.formError}>
            {errors.root.message}
          </p>
        ) : null}
        <h2>{t`Sales bar`}</h2>
        {checkbox('salesbar_active', t`Show the sales bar above every page`)}
        <TextField label={t`Message`} autoComplete="off" error={message(errors.salesbar_message?.message)} {...form.register('salesbar_message')} />
        <TextField label={t`Link`} autoComplete="off" hint={t`Empty: no link. A page of the shop starts with /.`} error={message(errors.salesbar_link?.message)} {...form.register('salesbar_link')} />
        <TextField label={t`Link text`} autoComplete="off" error={message(errors.salesbar_link_text?.message)} {...form.register('salesbar_link_text')} />
        {checkbox('salesbar_dismiss_button', t`Shoppers may close it`)}
        <h2>{t`Home page`}</h2>
        <TextField
          label={t`Products on the home page`}
          autoComplete="off"
          hint={t`Product numbers or references in this order, separated by commas; saved as numbers.`}
          error={message(errors.homepage_products?.message)}
          {...form.register('homepage_products')}
        />
        {sales.homepage_product_list.length > 0 ? (
          <ol aria-label={t`The home page’s products as saved`} className={styles.hint}>
            {sales.homepage_product_list.map((product) => (
              <li key={product.id}>
                <Link to={`/products/${product.id}`}>{product.title}</Link> ({product.ref})
              </li>
            ))}
          </ol>
        ) : null}
        {checkbox('advent_active', t`Show the advent calendar`)}
        {orphaned.length > 0 ? (
          <div role="alert" className={styles.notice}>
            <p>{t`These links of the shop lead to the advent calendar. Switched off, they show "page not found" until they are changed:`}</p>
            <ul>
              {orphaned.map((link) => (
                <li key={`${link.place}:${link.href}:${link.text}`}>
                  {placeName(link.place)}: „{link.text || link.href}“ ({link.href})
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {banners.advent_page ? (
          <p className={styles.hint}>
            {t`What the advent calendar shows is its page:`}{' '}
            <Link to={`/contents/${banners.advent_page.id}`}>{t`Edit “${banners.advent_page.title}”`}</Link>
          </p>
        ) : null}
        <details>
          <summary>{t`The 24 doors’ offers`}</summary>
          <p className={styles.hint}>{t`One door opens each day from 1 to 24 December. A door without a title has no offer.`}</p>
          {sales.values.advent_doors.map((_, i) => {
            const door = i + 1;
            const doorErrors = errors.advent_doors?.[i];
            return (
              <fieldset key={door} className={styles.form}>
                <legend>{t`Door ${door}`}</legend>
                <TextField label={t`Title of door ${door}`} autoComplete="off" error={message(doorErrors?.title?.message)} {...form.register(`advent_doors.${i}.title`)} />
                <TextField label={t`Text of door ${door}`} autoComplete="off" error={message(doorErrors?.text?.message)} {...form.register(`advent_doors.${i}.text`)} />
                <TextField
                  label={t`Link of door ${door}`}
                  autoComplete="off"
                  hint={t`Empty: no link. A page of the shop starts with /.`}
                  error={message(doorErrors?.link?.message)}
                  {...form.register(`advent_doors.${i}.link`)}
                />
              </fieldset>
            );
          })}
        </details>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>{t`Save sales`}</button>
      </form>
      <BannersPanel key={banners.banners.map((banner) => `${banner.image_url}|${banner.link}|${banner.alt}`).join(',')} banners={banners} />
    </section>
  );
}

function useAdventLinkPlace() {
  const { t } = useLingui();
  const places: Record<Sales['advent_links'][number]['place'], string> = {
    menu_left: t`Left menu`,
    menu_right: t`Right menu`,
    banner: t`Home page banner`,
    sales_bar: t`Sales bar`,
  };
  return (place: Sales['advent_links'][number]['place']) => places[place];
}
