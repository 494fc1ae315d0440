import { useId, type InputHTMLAttributes } from 'react';
import styles from './forms.module.css';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; error?: string | undefined; hint?: string | undefined };

/** A labelled input whose hint and error are announced and tied to it (aria-describedby). */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const errorId = useId();
  const hintId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <label className={styles.field}>
      <span>
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </span>
      <input {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} />
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </label>
  );
}
