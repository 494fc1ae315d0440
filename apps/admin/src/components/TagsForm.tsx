// Staff's tags on an order or a customer (issue 36): typed comma-separated, shown as chips, saved as
// a whole set. Each tag links to the list filtered by it. Never shown to the shopper.
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { MAX_TAGS } from '@shop/contract/admin';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from './fields.tsx';
import styles from './admin.module.css';
import { useUnsavedChanges } from './unsaved-changes.tsx';

/** "a, b ,, c" as ['a', 'b', 'c']. */
export function tagsOfText(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

export function TagsForm({ tags, listPath, onSave, idPrefix }: { tags: string[]; listPath: string; onSave: (tags: string[]) => Promise<void>; idPrefix: string }) {
  const { t } = useLingui();
  const form = useForm<{ text: string }>({ defaultValues: { text: tags.join(', ') } });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(t`Tags`, isDirty);
  const submit = form.handleSubmit(async ({ text }) => {
    const wanted = tagsOfText(text);
    if (wanted.length > MAX_TAGS) {
      form.setError('text', { message: t`At most ${MAX_TAGS} tags.` }, { shouldFocus: true });
      return;
    }
    if (wanted.some((tag) => tag.length > 30)) {
      form.setError('text', { message: t`A tag has at most 30 characters.` }, { shouldFocus: true });
      return;
    }
    try {
      await onSave(wanted);
      form.reset({ text: wanted.join(', ') });
    } catch (error) {
      form.setError('text', { message: error instanceof ApiError && error.status === 400 ? t`These tags could not be saved: at most 10, each up to 30 characters.` : t`The tags could not be saved.` }, { shouldFocus: true });
    }
  });
  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-labelledby={`${idPrefix}-tags`}>
      <h3 id={`${idPrefix}-tags`}>{t`Tags`}</h3>
      {tags.length > 0 ? (
        <ul className={styles.tags} aria-label={t`Tags`}>
          {tags.map((tag) => (
            <li key={tag}>
              <Link to={`${listPath}?tag=${encodeURIComponent(tag)}`}>{tag}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <TextField label={t`Tags, separated by commas`} hint={t`Only staff see them. For example: Rückfrage, Express.`} autoComplete="off" error={errors.text?.message} {...form.register('text')} />
      <div>
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {t`Save tags`}
        </button>
      </div>
    </form>
  );
}

/** Tags in a list's cell, as small chips. */
export function TagChips({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
