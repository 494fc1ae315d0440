// One code asked for: six digits from the authenticator app, or (where offered) a recovery code.
// Used by the sign-in's code step, the enrolment's confirmation, new recovery codes and switching off.
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { useState, type ReactNode } from 'react';
import { TextField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { useForm } from 'react-hook-form';

export type CodeKind = 'code' | 'recovery_code';

export function useCodeErrorMessage() {
  const { t } = useLingui();
  return (error: unknown, kind: CodeKind = 'code'): string => {
    if (error instanceof ApiError && error.code === 'validation_failed') {
      return kind === 'code' ? t`Please enter the six digits your authenticator app shows.` : t`A recovery code has ten letters and digits.`;
    }
    if (error instanceof ApiError && error.code === 'wrong_second_factor') return t`The code is wrong or was used already.`;
    if (error instanceof ApiError && error.code === 'sign_in_expired') return t`The sign-in took too long or had too many wrong codes. Please sign in again.`;
    if (error instanceof ApiError && error.code === 'rate_limited') return t`Too many wrong codes. Please wait a few minutes.`;
    if (error instanceof ApiError && error.code === 'two_factor_enabled') return t`Two-factor sign-in is already set up.`;
    return t`That did not work. Please try again.`;
  };
}

export function CodeForm({
  submitLabel,
  onCode,
  allowRecovery = false,
  children,
}: {
  submitLabel: string;
  /** Sends the code; throws the back office's error when it is refused. */
  onCode: (kind: CodeKind, value: string) => Promise<void>;
  allowRecovery?: boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const errorMessage = useCodeErrorMessage();
  const [kind, setKind] = useState<CodeKind>('code');
  const form = useForm<{ value: string }>({ defaultValues: { value: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ value }) => {
    try {
      await onCode(kind, value);
    } catch (error) {
      form.setError('value', { message: errorMessage(error, kind) });
      form.setFocus('value');
    }
  });
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {children}
      {kind === 'code' ? (
        <TextField
          key="code"
          label={t`Code from the authenticator app`}
          hint={t`Six digits; a new code every 30 seconds.`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          error={errors.value?.message}
          {...form.register('value', { required: t`Please enter the six digits your authenticator app shows.` })}
        />
      ) : (
        <TextField
          key="recovery"
          label={t`Recovery code`}
          hint={t`One of the ten codes you kept when setting up; each works once.`}
          autoComplete="off"
          spellCheck={false}
          error={errors.value?.message}
          {...form.register('value', { required: t`Please enter one of your recovery codes.` })}
        />
      )}
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {submitLabel}
      </button>
      {allowRecovery ? (
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            setKind(kind === 'code' ? 'recovery_code' : 'code');
            form.reset({ value: '' });
          }}
        >
          {kind === 'code' ? t`Use a recovery code instead` : t`Use the authenticator app instead`}
        </button>
      ) : null}
    </form>
  );
}
