// The product's manufacturer and safety information (GPSR, issue 17), in the editor: shown on the
// product page; all fields empty removes it.
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type ProductDetail, type ProductSafetyBody } from '@shop/contract/admin';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useRevalidator } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { applyFieldErrors } from '../components/field-errors.ts';
import { TextArea, TextField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { useUnsavedChanges } from '../components/unsaved-changes.tsx';
import { useProductMessage } from './product-labels.ts';
import own from './products.module.css';

export function SafetyPanel({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const message = useProductMessage();
  const form = useForm<ProductSafetyBody>({ defaultValues: product.safety });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(t`Product safety (GPSR)`, isDirty);
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.products.saveSafety, { params: { id: product.id }, body: values });
      await revalidator.revalidate();
      toast.success(t`The product safety information is saved.`);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: t`The product safety information could not be saved.` });
    }
  });
  return (
    <form className={`${styles.card} ${styles.form} ${own.wide}`} onSubmit={submit} noValidate aria-labelledby="safety-title">
      <h2 id="safety-title">{t`Product safety (GPSR)`}</h2>
      <p className={styles.hint}>{t`The manufacturer with its postal address, and warnings or safety information, as the product page shows them. Leave every field empty when the product has none.`}</p>
      {errors.root ? (
        <p role="alert" className={styles.formError}>
          {errors.root.message}
        </p>
      ) : null}
      <TextField label={t`Manufacturer`} error={message(errors.manufacturer_name?.message)} {...form.register('manufacturer_name')} />
      <TextArea label={t`Manufacturer's postal address`} rows={3} error={message(errors.manufacturer_address?.message)} {...form.register('manufacturer_address')} />
      <TextField label={t`Manufacturer's email address`} type="email" error={message(errors.manufacturer_email?.message)} {...form.register('manufacturer_email')} />
      <TextArea label={t`Safety information (German)`} lang="de" rows={3} error={message(errors.information_de?.message)} {...form.register('information_de')} />
      <TextArea label={t`Safety information (Romanian)`} lang="ro" rows={3} error={message(errors.information_ro?.message)} {...form.register('information_ro')} />
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {t`Save product safety`}
      </button>
    </form>
  );
}
