// One product: its texts in German (the German and Austrian shops) and Romanian, shown or hidden,
// brand and categories; each variant's reference, EAN, quantity step and stock per fulfilment
// centre; and its prices per shop from a day on (a reduction shows struck through in the shop, with
// the lowest price of the 30 days before it).
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { adminCalls, productUpdateBodySchema, type ProductDetail, type ProductFeaturesBody, type ProductImagesBody, type ProductUpdateBody, type ProductVariant } from '@shop/contract/admin';
import { decimalAmount, grossFromNet, toCents } from '@shop/pricing-vat';
import { useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminCall, adminUpload } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { applyFieldErrors } from '../components/field-errors.ts';
import { SelectField, TextArea, TextField } from '../components/fields.tsx';
import { date, money } from '../components/format.ts';
import { intlLocale } from '../i18n/admin-i18n.ts';
import styles from '../components/admin.module.css';
import { useCountryName } from '../customers/labels.ts';
import { useProductMessage } from './product-labels.ts';
import own from './products.module.css';

export async function productEditLoader({ params }: LoaderFunctionArgs) {
  return (await adminCall(adminCalls.products.detail, { params: { id: Number(params.id) } })).data;
}

export function ProductEditPage() {
  const { t } = useLingui();
  const product = useLoaderData<typeof productEditLoader>();
  usePageTitle(product.texts.de.title || product.ref);
  return (
    <section className={styles.page}>
      <p>
        <Link to="/products">{t`All products`}</Link>
      </p>
      <h1>{product.texts.de.title || product.ref}</h1>
      <p className={styles.hint}>
        {t`Reference ${product.ref}`}
        {product.shop_path ? ` · ${t`In the German shop at ${product.shop_path}`}` : ''}
      </p>
      <ProductForm key={product.updated_at} product={product} />
      <ImagesPanel key={product.images.map((image) => `${image.id}:${image.alt_de}:${image.alt_ro}`).join(',')} product={product} />
      <FeaturesPanel key={`features-${product.features.map((feature) => `${feature.value_de}|${feature.value_ro}`).join(',')}`} product={product} />
      <AccessoriesPanel key={`accessories-${product.accessories.map((accessory) => accessory.ref).join(',')}`} product={product} />
      <h2>{t`Variants, stock and prices`}</h2>
      {product.variants.map((variant) => (
        <VariantPanel key={variant.id} productId={product.id} variant={variant} />
      ))}
    </section>
  );
}

/** The form's problem when the back office refused it without naming a field. */
function useRootProblem() {
  const { t } = useLingui();
  return (error: unknown, fallback: string): string => {
    if (error instanceof ApiError && (error.code === 'product_changed' || error.code === 'price_changed')) {
      return error.code === 'product_changed'
        ? t`Someone else saved this product in the meantime. Reload the page to see their changes, then make yours again.`
        : t`Someone else changed this price in the meantime. Reload the page to see the current price.`;
    }
    return fallback;
  };
}

function ProductForm({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const message = useProductMessage();
  const rootProblem = useRootProblem();
  const form = useForm<ProductUpdateBody>({
    resolver: zodResolver(productUpdateBodySchema) as never,
    defaultValues: {
      updated_at: product.updated_at,
      active: product.active,
      brand_id: product.brand_id,
      default_category_id: product.default_category_id,
      category_ids: product.category_ids,
      texts: product.texts,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.products.update, { params: { id: product.id }, body: values });
      toast.success(t`The product is saved. The shop shows it within a minute.`);
      await revalidator.revalidate();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: rootProblem(error, t`The product could not be saved.`) });
    }
  });
  const languages = [
    { lang: 'de' as const, title: t`German (Germany and Austria)` },
    { lang: 'ro' as const, title: t`Romanian` },
  ];
  return (
    <form className={`${styles.card} ${styles.form} ${own.wide}`} onSubmit={submit} noValidate aria-labelledby="product-title">
      <h2 id="product-title">{t`Product`}</h2>
      {errors.root ? (
        <p role="alert" className={styles.formError}>
          {errors.root.message}
        </p>
      ) : null}
      <label className={own.checkbox}>
        <input type="checkbox" {...form.register('active')} />
        <span>{t`Shown in the shop`}</span>
      </label>
      <div className={own.columns}>
        <SelectField label={t`Brand`} error={message(errors.brand_id?.message)} {...form.register('brand_id', { setValueAs: (value: string) => (value === '' ? null : Number(value)) })}>
          <option value="">{t`No brand`}</option>
          {product.choices.brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.title}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Main category`} error={message(errors.default_category_id?.message)} hint={t`Breadcrumbs and the product’s address follow it.`} {...form.register('default_category_id', { valueAsNumber: true })}>
          {product.choices.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {`${'\u2003'.repeat(category.depth)}${category.title}`}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className={own.categoryList}>
        <legend>{t`Also listed in`}</legend>
        {product.choices.categories.map((category) => (
          <label key={category.id} className={own.checkbox} style={{ paddingInlineStart: `${category.depth * 1.25}rem` }}>
            <input type="checkbox" value={category.id} {...form.register('category_ids', { setValueAs: (values: unknown) => (Array.isArray(values) ? values.map(Number) : values) })} />
            <span>{category.title}</span>
          </label>
        ))}
      </fieldset>
      <div className={own.columns}>
        {languages.map(({ lang, title }) => (
          <fieldset key={lang} className={`${styles.form} ${own.languages}`} lang={lang}>
            <legend>{title}</legend>
            <TextField label={t`Title`} error={message(errors.texts?.[lang]?.title?.message)} {...form.register(`texts.${lang}.title`)} />
            <TextArea label={t`Short description`} rows={3} error={message(errors.texts?.[lang]?.chapo?.message)} {...form.register(`texts.${lang}.chapo`)} />
            <TextArea label={t`Description`} rows={8} error={message(errors.texts?.[lang]?.description?.message)} {...form.register(`texts.${lang}.description`)} />
            <TextField label={t`Meta title`} hint={t`For search engines; empty: the title.`} error={message(errors.texts?.[lang]?.meta_title?.message)} {...form.register(`texts.${lang}.meta_title`)} />
            <TextArea label={t`Meta description`} rows={2} error={message(errors.texts?.[lang]?.meta_description?.message)} {...form.register(`texts.${lang}.meta_description`)} />
          </fieldset>
        ))}
      </div>
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {t`Save product`}
      </button>
    </form>
  );
}

/** Photos: upload, order, alternative texts per language, removal (saved together). */
function ImagesPanel({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const message = useProductMessage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const urlOf = new Map(product.images.map((image) => [image.id, image.url]));
  const form = useForm<ProductImagesBody>({ defaultValues: { images: product.images.map(({ id, alt_de, alt_ro }) => ({ id, alt_de, alt_ro })) } });
  const { fields, move, remove } = useFieldArray({ control: form.control, name: 'images', keyName: 'key' });
  const { errors, isSubmitting } = form.formState;

  const upload = async () => {
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    setUploading(true);
    setUploadProblem(null);
    try {
      const body = new FormData();
      body.append('file', file);
      await adminUpload(adminCalls.products.uploadImage, adminCalls.products.uploadImage.path.replace(':id', String(product.id)), body);
      toast.success(t`The photo is added at the end.`);
      if (fileInput.current) fileInput.current.value = '';
      await revalidator.revalidate();
    } catch (error) {
      const field = error instanceof ApiError ? error.body?.error.fields?.[0]?.message : undefined;
      setUploadProblem(message(field) ?? t`The photo could not be uploaded.`);
    } finally {
      setUploading(false);
    }
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.products.saveImages, { params: { id: product.id }, body: values });
      toast.success(t`The photos are saved.`);
      await revalidator.revalidate();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: t`The photos could not be saved.` });
    }
  });
  return (
    <section className={`${styles.card} ${own.variant}`} aria-labelledby="images-title">
      <h2 id="images-title">{t`Photos`}</h2>
      <p className={styles.hint}>{t`The shop shows them in this order, before the drawn pictures; the first one is the product’s picture in lists.`}</p>
      <div className={own.upload}>
        <div className={styles.field}>
          <label htmlFor="photo-file">{t`New photo`}</label>
          <input id="photo-file" ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp,image/avif" aria-describedby="photo-file-hint" />
          <p id="photo-file-hint" className={styles.hint}>
            {t`JPEG, PNG, WebP or AVIF, at most 15 MB.`}
          </p>
        </div>
        <button type="button" className={styles.button} disabled={uploading} onClick={() => void upload()}>
          {uploading ? t`Uploading…` : t`Upload photo`}
        </button>
      </div>
      {uploadProblem ? (
        <p role="alert" className={styles.formError}>
          {uploadProblem}
        </p>
      ) : null}
      {fields.length === 0 ? (
        <p>{t`No photo yet: the shop shows the drawn pictures.`}</p>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t`Photos`} className={`${styles.form} ${own.wide}`}>
          {errors.root ? (
            <p role="alert" className={styles.formError}>
              {errors.root.message}
            </p>
          ) : null}
          <ol className={own.photos}>
            {fields.map((field, index) => (
              <li key={field.key} className={own.photo}>
                <img src={`${urlOf.get(field.id) ?? ''}?w=160`} alt="" width={160} />
                <div className={own.photoFields}>
                  <TextField label={t`Alternative text, German`} lang="de" error={message(errors.images?.[index]?.alt_de?.message)} {...form.register(`images.${index}.alt_de`)} />
                  <TextField label={t`Alternative text, Romanian`} lang="ro" error={message(errors.images?.[index]?.alt_ro?.message)} {...form.register(`images.${index}.alt_ro`)} />
                  <div className={own.photoActions}>
                    <button type="button" className={styles.button} disabled={index === 0} onClick={() => move(index, index - 1)}>
                      {t`Move up`}
                      <span className={own.visuallyHidden}>{` (${t`photo ${index + 1}`})`}</span>
                    </button>
                    <button type="button" className={styles.button} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                      {t`Move down`}
                      <span className={own.visuallyHidden}>{` (${t`photo ${index + 1}`})`}</span>
                    </button>
                    <button type="button" className={styles.danger} onClick={() => remove(index)}>
                      {t`Remove`}
                      <span className={own.visuallyHidden}>{` (${t`photo ${index + 1}`})`}</span>
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ol>
          <button type="submit" className={styles.primary} disabled={isSubmitting}>
            {t`Save photos`}
          </button>
        </form>
      )}
    </section>
  );
}

/** Feature values (material, width…) in German and Romanian; an empty field removes the value. */
function FeaturesPanel({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const message = useProductMessage();
  const form = useForm<ProductFeaturesBody>({ defaultValues: { features: product.features.map(({ feature_id, value_de, value_ro }) => ({ feature_id, value_de, value_ro })) } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.products.saveFeatures, { params: { id: product.id }, body: values });
      toast.success(t`The features are saved.`);
      await revalidator.revalidate();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: t`The features could not be saved.` });
    }
  });
  return (
    <form className={`${styles.card} ${styles.form} ${own.wide} ${own.variant}`} onSubmit={submit} noValidate aria-labelledby="features-title">
      <h2 id="features-title">{t`Features`}</h2>
      <p className={styles.hint}>{t`Shown in the product page’s table; an empty field leaves the feature out in that language.`}</p>
      {errors.root ? (
        <p role="alert" className={styles.formError}>
          {errors.root.message}
        </p>
      ) : null}
      <div className={own.featureGrid}>
        {product.features.map((feature, index) => (
          <fieldset key={feature.feature_id} className={own.languages}>
            <legend>{feature.title}</legend>
            <TextField label={t`German`} lang="de" error={message(errors.features?.[index]?.value_de?.message)} {...form.register(`features.${index}.value_de`)} />
            <TextField label={t`Romanian`} lang="ro" error={message(errors.features?.[index]?.value_ro?.message)} {...form.register(`features.${index}.value_ro`)} />
          </fieldset>
        ))}
      </div>
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {t`Save features`}
      </button>
    </form>
  );
}

/** Accessories by product reference, one per line, in the order the product page shows them. */
function AccessoriesPanel({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const message = useProductMessage();
  const form = useForm<{ refs: string }>({ defaultValues: { refs: product.accessories.map((accessory) => accessory.ref).join('\n') } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const refs = values.refs
      .split(/[\n,]/)
      .map((ref) => ref.trim())
      .filter(Boolean);
    try {
      await adminCall(adminCalls.products.saveAccessories, { params: { id: product.id }, body: { refs } });
      toast.success(t`The accessories are saved.`);
      await revalidator.revalidate();
    } catch (error) {
      const field = error instanceof ApiError ? error.body?.error.fields?.[0] : undefined;
      const ref = field ? refs[Number(field.path.split('.')[1])] : undefined;
      form.setError('refs', { message: field ? `${ref ? `${ref}: ` : ''}${message(field.message) ?? field.message}` : t`The accessories could not be saved.` }, { shouldFocus: true });
    }
  });
  return (
    <form className={`${styles.card} ${styles.form} ${own.variant}`} onSubmit={submit} noValidate aria-labelledby="accessories-title">
      <h2 id="accessories-title">{t`Accessories`}</h2>
      {product.accessories.length > 0 ? (
        <ol>
          {product.accessories.map((accessory) => (
            <li key={accessory.id}>
              <Link to={`/products/${accessory.id}`}>{accessory.title}</Link> ({accessory.ref})
            </li>
          ))}
        </ol>
      ) : (
        <p>{t`No accessories yet.`}</p>
      )}
      <TextArea label={t`Accessories by reference`} rows={4} hint={t`One product reference per line, in the order the product page shows them.`} error={errors.refs?.message} {...form.register('refs')} />
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {t`Save accessories`}
      </button>
    </form>
  );
}

function VariantPanel({ productId, variant }: { productId: number; variant: ProductVariant }) {
  const { t } = useLingui();
  const name = [variant.color, variant.size].filter(Boolean).join(' · ') || variant.ref;
  return (
    <article className={`${styles.card} ${own.variant}`} aria-labelledby={`variant-${variant.id}`}>
      <h3 id={`variant-${variant.id}`}>
        {name}
        {variant.is_default ? ` (${t`default variant`})` : ''}
      </h3>
      <div className={own.columns}>
        <VariantForm productId={productId} variant={variant} />
        <div>
          {variant.prices.map((price) => (
            <PriceForm key={price.country_id} productId={productId} variant={variant} price={price} />
          ))}
        </div>
      </div>
    </article>
  );
}

type VariantValues = { ref: string; ean: string; quantity_step: number; stock: { center_id: number; quantity: number }[] };

function VariantForm({ productId, variant }: { productId: number; variant: ProductVariant }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const message = useProductMessage();
  const form = useForm<VariantValues>({
    defaultValues: { ref: variant.ref, ean: variant.ean, quantity_step: variant.quantity_step, stock: variant.stock.map((row) => ({ center_id: row.center_id, quantity: row.quantity })) },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.products.updateVariant, { params: { id: productId, pse_id: variant.id }, body: values });
      toast.success(t`The variant is saved.`);
      await revalidator.revalidate();
    } catch (error) {
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
      {variant.stock.map((row, index) => (
        <TextField
          key={row.center_id}
          label={t`Stock in ${row.center}`}
          type="number"
          min={0}
          error={message(errors.stock?.[index]?.quantity?.message)}
          {...form.register(`stock.${index}.quantity`, { valueAsNumber: true })}
        />
      ))}
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
  const { errors, isSubmitting } = form.formState;
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
      {price.scheduled.map((next) => (
        <p key={next.valid_from} className={styles.hint}>
          {next.promo_price_cents === null
            ? t`From ${date(next.valid_from)}: ${money(next.price_cents, price.currency_code)} net`
            : t`From ${date(next.valid_from)}: ${money(next.promo_price_cents, price.currency_code)} net instead of ${money(next.price_cents, price.currency_code)}`}
        </p>
      ))}
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
          label={t`List price, net (${price.currency_code})`}
          inputMode="decimal"
          autoComplete="off"
          error={message(errors.list?.message)}
          hint={listGross ? t`${listGross} with VAT; struck through when above the price paid` : t`Empty: none (RRP or the price before a reduction).`}
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
