// What the structure forms share: a submit that shows the back office's field errors at their
// fields (anything else as one message at the top), that message, the shown-or-hidden checkbox
// and the submit button.
import { useLingui } from '@lingui/react/macro';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import styles from '../components/admin.module.css';
import { applyFieldErrors } from '../components/field-errors.ts';

export function useSaveSubmit<T extends FieldValues>(form: UseFormReturn<T>, save: (values: T) => Promise<void>) {
  const { t } = useLingui();
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: t`That could not be saved. Please try again.` });
    }
  });
}

export function FormProblem({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className={styles.formError}>
      {message}
    </p>
  ) : null;
}

export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <div>
      <button type="submit" className={styles.primary} disabled={busy}>
        {label}
      </button>
    </div>
  );
}
