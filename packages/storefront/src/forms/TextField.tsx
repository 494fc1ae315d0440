import { useId, type InputHTMLAttributes } from 'react';
import styles from './forms.module.css';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; error?: string | undefined };

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({ label, error, ...input }: TextFieldProps) {
  const errorId = useId();
  return (
    <label className={styles.field}>
      <span>
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </span>
      <input {...input} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </label>
  );
}
