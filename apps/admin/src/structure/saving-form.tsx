// What the structure forms share: a submit that shows the back office's field errors at their
// fields (anything else as one message at the top), that message, the shown-or-hidden checkbox
// and the submit button.
import { useLingui } from '@lingui/react/macro';
import { forwardRef, type InputHTMLAttributes } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import styles from '../components/admin.module.css';
import { applyFieldErrors } from '../components/field-errors.ts';
import own from '../customers/pages.module.css';

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

/** A labelled checkbox for react-hook-form's register() (shown in the shop, active…). */
export const Checkbox = forwardRef<HTMLInputElement, { label: string } & InputHTMLAttributes<HTMLInputElement>>(function Checkbox({ label, ...input }, ref) {
  return (
    <label className={own.checkbox}>
      <input ref={ref} type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
});

export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <div>
      <button type="submit" className={styles.primary} disabled={busy}>
        {label}
      </button>
    </div>
  );
}
