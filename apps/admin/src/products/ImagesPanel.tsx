// The product's photos in the editor: upload, order, alternative texts per language, removal.
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { adminCalls, type ProductDetail, type ProductImagesBody } from '@shop/contract/admin';
import { useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useRevalidator } from 'react-router';
import { adminCall, adminUpload } from '../api/admin-client.ts';
import { applyFieldErrors } from '../components/field-errors.ts';
import { TextField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { useUnsavedChanges } from '../components/unsaved-changes.tsx';
import { OrderButtons } from './OrderButtons.tsx';
import { useProductMessage } from './product-labels.ts';
import own from './products.module.css';

/** Photos: upload, order, alternative texts per language, removal (saved together). */
export function ImagesPanel({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const message = useProductMessage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const urlOf = new Map(product.images.map((image) => [image.id, image.url]));
  const form = useForm<ProductImagesBody>({ defaultValues: { images: product.images.map(({ id, alt_de, alt_ro }) => ({ id, alt_de, alt_ro })) } });
  const { fields, move, remove } = useFieldArray({ control: form.control, name: 'images', keyName: 'key' });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(t`Photos`, isDirty);

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
      await revalidator.revalidate();
      toast.success(t`The photos are saved.`);
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
                  <OrderButtons index={index} count={fields.length} name={t`photo ${index + 1}`} move={move} remove={remove} />
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
