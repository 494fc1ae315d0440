// One product: its texts in German (the German and Austrian shops) and Romanian, shown or hidden,
// brand and categories; each variant's reference, EAN, quantity step and stock per fulfilment
// centre; and its prices per shop from a day on (a reduction shows struck through in the shop, with
// the lowest price of the 30 days before it). Photos, features and accessories have their own
// panels (ImagesPanel.tsx, DocumentsPanel.tsx, FeaturesPanels.tsx), variants and prices theirs (VariantPanel.tsx).
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { adminCalls, productUpdateBodySchema, type ProductDetail, type ProductUpdateBody } from '@shop/contract/admin';
import { ApiError } from '@shop/api-client';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { applyFieldErrors } from '../components/field-errors.ts';
import { SelectField, TextArea, TextField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { useUnsavedChanges } from '../components/unsaved-changes.tsx';
import { DocumentsPanel } from './DocumentsPanel.tsx';
import { AccessoriesPanel, FeaturesPanel } from './FeaturesPanels.tsx';
import { ImagesPanel } from './ImagesPanel.tsx';
import { SafetyPanel } from './SafetyPanel.tsx';
import { useProductMessage, useRootProblem } from './product-labels.ts';
import own from './products.module.css';
import { VariantPanel } from './VariantPanel.tsx';

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
      {/* Each panel is keyed by what it saved, so a save remounts it: the panels revalidate before they toast, and the toast appears over the form that shows the saved values. */}
      <ProductForm key={product.updated_at} product={product} />
      <ImagesPanel key={product.images.map((image) => `${image.id}:${image.alt_de}:${image.alt_ro}`).join(',')} product={product} />
      <DocumentsPanel key={product.documents.map((document) => `${document.id}:${document.title_de}:${document.title_ro}`).join(',')} product={product} />
      <FeaturesPanel key={`features-${product.features.map((feature) => `${feature.value_de}|${feature.value_ro}`).join(',')}`} product={product} />
      <SafetyPanel key={`safety-${Object.values(product.safety).join('|')}`} product={product} />
      <AccessoriesPanel key={`accessories-${product.accessories.map((accessory) => accessory.ref).join(',')}`} product={product} />
      <h2>{t`Variants, stock and prices`}</h2>
      {product.variants.map((variant) => (
        <VariantPanel key={variant.id} productId={product.id} variant={variant} shopReorderPoint={product.choices.reorder_point} />
      ))}
    </section>
  );
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
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(t`Product: texts, categories and brand`, isDirty);
  // A save refused because someone else saved first: what they changed, said where the person looks.
  const [changedMeanwhile, setChangedMeanwhile] = useState<string[]>([]);
  const problem = useRef<HTMLDivElement>(null);
  const fieldName = useProductFieldName();
  useEffect(() => {
    if (errors.root) problem.current?.focus();
  }, [errors.root]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.products.update, { params: { id: product.id }, body: values });
      await revalidator.revalidate();
      toast.success(t`The product is saved. The shop shows it within a minute.`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'product_changed') {
        const { data: now } = await adminCall(adminCalls.products.detail, { params: { id: product.id } });
        setChangedMeanwhile(changedFields(product, now).map(fieldName));
      } else setChangedMeanwhile([]);
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
        <div role="alert" ref={problem} tabIndex={-1} className={`${styles.formError} ${own.problem}`}>
          <p>{errors.root.message}</p>
          {changedMeanwhile.length > 0 ? (
            <>
              <p>{t`Changed by the other save:`}</p>
              <ul>
                {changedMeanwhile.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
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

type ProductField = 'active' | 'brand_id' | 'default_category_id' | 'category_ids' | `${'de' | 'ro'}.${keyof ProductDetail['texts']['de']}`;

/** The fields whose value differs between the version the form started from and the current one. */
function changedFields(before: ProductDetail, now: ProductDetail): ProductField[] {
  const changed: ProductField[] = [];
  if (before.active !== now.active) changed.push('active');
  if (before.brand_id !== now.brand_id) changed.push('brand_id');
  if (before.default_category_id !== now.default_category_id) changed.push('default_category_id');
  if ([...before.category_ids].sort().join() !== [...now.category_ids].sort().join()) changed.push('category_ids');
  for (const lang of ['de', 'ro'] as const) {
    for (const key of Object.keys(before.texts[lang]) as (keyof ProductDetail['texts']['de'])[]) {
      if (before.texts[lang][key] !== now.texts[lang][key]) changed.push(`${lang}.${key}`);
    }
  }
  return changed;
}

function useProductFieldName() {
  const { t } = useLingui();
  return (field: ProductField): string => {
    const [lang, key] = field.split('.') as ['de' | 'ro', string | undefined];
    if (key === undefined) {
      return { active: t`Shown in the shop`, brand_id: t`Brand`, default_category_id: t`Main category`, category_ids: t`Also listed in` }[field as 'active' | 'brand_id' | 'default_category_id' | 'category_ids'];
    }
    const name = ({ title: t`Title`, chapo: t`Short description`, description: t`Description`, meta_title: t`Meta title`, meta_description: t`Meta description` } as Record<string, string>)[key] ?? key;
    return `${name} (${lang === 'de' ? t`German` : t`Romanian`})`;
  };
}
