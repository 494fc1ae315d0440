// The product's feature values per language and its accessories, in the editor.
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { adminCalls, type ProductDetail, type ProductFeaturesBody } from '@shop/contract/admin';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useRevalidator } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { applyFieldErrors } from '../components/field-errors.ts';
import { TextArea, TextField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { useUnsavedChanges } from '../components/unsaved-changes.tsx';
import { useProductMessage } from './product-labels.ts';
import own from './products.module.css';

/** Feature values (material, width…) in German and Romanian; an empty field removes the value. */
export function FeaturesPanel({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const message = useProductMessage();
  const form = useForm<ProductFeaturesBody>({ defaultValues: { features: product.features.map(({ feature_id, value_de, value_ro }) => ({ feature_id, value_de, value_ro })) } });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(t`Features`, isDirty);
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.products.saveFeatures, { params: { id: product.id }, body: values });
      await revalidator.revalidate();
      toast.success(t`The features are saved.`);
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
export function AccessoriesPanel({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const message = useProductMessage();
  const form = useForm<{ refs: string }>({ defaultValues: { refs: product.accessories.map((accessory) => accessory.ref).join('\n') } });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(t`Accessories`, isDirty);
  const submit = form.handleSubmit(async (values) => {
    const refs = values.refs
      .split(/[\n,]/)
      .map((ref) => ref.trim())
      .filter(Boolean);
    try {
      await adminCall(adminCalls.products.saveAccessories, { params: { id: product.id }, body: { refs } });
      await revalidator.revalidate();
      toast.success(t`The accessories are saved.`);
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
