// The product's documents in the editor: PDF upload with a title per language, order, titles,
// removal. The shop lists them on the product page in this order.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { adminCalls, productDocumentsBodySchema, productDocumentUploadFieldsSchema, type ProductDetail, type ProductDocumentsBody, type ProductDocumentUploadFields } from '@shop/contract/admin';
import { useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useRevalidator } from 'react-router';
import { adminCall, adminUpload } from '../api/admin-client.ts';
import { applyFieldErrors } from '../components/field-errors.ts';
import { TextField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { useUnsavedChanges } from '../components/unsaved-changes.tsx';
import { intlLocale } from '../i18n/admin-i18n.ts';
import { OrderButtons } from './OrderButtons.tsx';
import { useProductMessage } from './product-labels.ts';
import own from './products.module.css';

function fileSize(bytes: number): string {
  const format = new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${format.format(bytes / (1024 * 1024))} MB` : `${format.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

export function DocumentsPanel({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const message = useProductMessage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const known = new Map(product.documents.map((document) => [document.id, document]));
  const upload = useForm<ProductDocumentUploadFields>({ resolver: zodResolver(productDocumentUploadFieldsSchema) as never, defaultValues: { title_de: '', title_ro: '' } });
  const form = useForm<ProductDocumentsBody>({
    resolver: zodResolver(productDocumentsBodySchema) as never,
    defaultValues: { documents: product.documents.map(({ id, title_de, title_ro }) => ({ id, title_de, title_ro })) },
  });
  const { fields, move, remove } = useFieldArray({ control: form.control, name: 'documents', keyName: 'key' });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(t`Documents (PDF)`, isDirty);
  const uploadErrors = upload.formState.errors;

  const uploadWith = async (titles: ProductDocumentUploadFields) => {
    const file = fileInput.current?.files?.[0];
    setFileProblem(null);
    if (!file) {
      setFileProblem(t`Please choose a PDF file.`);
      fileInput.current?.focus();
      return;
    }
    try {
      const body = new FormData();
      // The titles first: the back office reads them before the file.
      body.append('title_de', titles.title_de);
      body.append('title_ro', titles.title_ro);
      body.append('file', file);
      await adminUpload(adminCalls.products.uploadDocument, adminCalls.products.uploadDocument.path.replace(':id', String(product.id)), body);
      toast.success(t`The document is added at the end.`);
      upload.reset();
      if (fileInput.current) fileInput.current.value = '';
      await revalidator.revalidate();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.body?.error.fields ?? []) : [];
      let shown = false;
      for (const field of fields) {
        if (field.path === 'file') {
          setFileProblem(message(field.message) ?? field.message);
          shown = true;
        } else if (field.path === 'title_de' || field.path === 'title_ro') {
          upload.setError(field.path, { message: field.message }, { shouldFocus: !shown });
          shown = true;
        }
      }
      if (!shown) setFileProblem(t`The document could not be uploaded.`);
    }
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.products.saveDocuments, { params: { id: product.id }, body: values });
      await revalidator.revalidate();
      toast.success(t`The documents are saved.`);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: t`The documents could not be saved.` });
    }
  });
  return (
    <section className={`${styles.card} ${own.variant}`} aria-labelledby="documents-title">
      <h2 id="documents-title">{t`Documents (PDF)`}</h2>
      <p className={styles.hint}>{t`Data sheets and manuals: the product page lists them in this order, with the title in the shop’s language.`}</p>
      <form className={`${styles.form} ${own.wide}`} onSubmit={(event) => void upload.handleSubmit(uploadWith)(event)} noValidate aria-label={t`New document`}>
        <div className={own.upload}>
          <div className={styles.field}>
            <label htmlFor="document-file">{t`New document`}</label>
            <input
              id="document-file"
              ref={fileInput}
              type="file"
              accept="application/pdf,.pdf"
              aria-describedby={fileProblem ? 'document-file-hint document-file-error' : 'document-file-hint'}
              aria-invalid={fileProblem ? true : undefined}
            />
            <p id="document-file-hint" className={styles.hint}>
              {t`PDF, at most 20 MB.`}
            </p>
            {fileProblem ? (
              <p id="document-file-error" role="alert" className={styles.formError}>
                {fileProblem}
              </p>
            ) : null}
          </div>
          <TextField label={t`Title, German`} lang="de" autoComplete="off" error={message(uploadErrors.title_de?.message)} {...upload.register('title_de')} />
          <TextField label={t`Title, Romanian`} lang="ro" autoComplete="off" error={message(uploadErrors.title_ro?.message)} {...upload.register('title_ro')} />
          <button type="submit" className={styles.button} disabled={upload.formState.isSubmitting}>
            {upload.formState.isSubmitting ? t`Uploading…` : t`Upload document`}
          </button>
        </div>
      </form>
      {fields.length === 0 ? (
        <p>{t`No document yet.`}</p>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t`Documents`} className={`${styles.form} ${own.wide}`}>
          {errors.root ? (
            <p role="alert" className={styles.formError}>
              {errors.root.message}
            </p>
          ) : null}
          <ol className={own.photos}>
            {fields.map((field, index) => {
              const stored = known.get(field.id);
              const name = stored ? `${stored.file_name} (${fileSize(stored.byte_size)})` : '';
              return (
                <li key={field.key} className={own.photo}>
                  <div className={own.photoFields}>
                    <p>
                      <a href={stored?.url} target="_blank" rel="noreferrer">
                        {name}
                      </a>
                    </p>
                    <TextField label={t`Title, German`} lang="de" error={message(errors.documents?.[index]?.title_de?.message)} {...form.register(`documents.${index}.title_de`)} />
                    <TextField label={t`Title, Romanian`} lang="ro" error={message(errors.documents?.[index]?.title_ro?.message)} {...form.register(`documents.${index}.title_ro`)} />
                    <OrderButtons index={index} count={fields.length} name={name} move={move} remove={remove} />
                  </div>
                </li>
              );
            })}
          </ol>
          <button type="submit" className={styles.primary} disabled={isSubmitting}>
            {t`Save documents`}
          </button>
        </form>
      )}
    </section>
  );
}
