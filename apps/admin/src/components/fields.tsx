// Labelled form fields with their error tied to the input (aria-invalid, aria-describedby), for
// react-hook-form's register().
import { forwardRef, useId, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './admin.module.css';
import own from '../customers/pages.module.css';

type FieldProps = { label: string; error?: string | undefined; hint?: string };

export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function TextField({ label, error, hint, ...input }, ref) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
});

export const TextArea = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea({ label, error, hint, ...input }, ref) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
});

export const SelectField = forwardRef<HTMLSelectElement, FieldProps & SelectHTMLAttributes<HTMLSelectElement>>(function SelectField({ label, error, hint, children, ...input }, ref) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input}>
        {children}
      </select>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
});

export function describedBy(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The hint and the error below a field, with the ids `describedBy` names. */
export function FieldNotes({ id, error, hint }: { id: string; error: string | undefined; hint: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </>
  );
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
