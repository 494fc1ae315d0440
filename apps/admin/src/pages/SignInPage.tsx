// Sign-in with a customer account that has the staff or admin role (the demo: admin@example.com).
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { adminCalls, sessionOfSignIn, staffSignInBodySchema, type StaffSecondFactorStep, type StaffSession } from '@shop/contract/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { adminCall } from '../api/admin-client.ts';
import { nextPageAfterSignIn } from '../app/next-page.ts';
import { usePageTitle } from '../app/page-title.ts';
import { TextField } from '../components/fields.tsx';
import { applyFieldErrors } from '../components/field-errors.ts';
import styles from '../components/admin.module.css';
import { useSessionStore } from '../session/session-store.ts';
import { CodeForm } from '../two-factor/CodeForm.tsx';
import { Enrolment } from '../two-factor/Enrolment.tsx';
import { RecoveryCodes } from '../two-factor/RecoveryCodes.tsx';

type SignIn = z.input<typeof staffSignInBodySchema>;

export function SignInPage() {
  const { t } = useLingui();
  usePageTitle(t`Sign in`);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const expired = useSessionStore((state) => state.expired);
  const form = useForm<SignIn>({ resolver: zodResolver(staffSignInBodySchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  // After the password: the code step, or the set-up a role that requires a second factor needs first.
  const [step, setStep] = useState<StaffSecondFactorStep | null>(null);
  // Set up at sign-in: the recovery codes are shown before the admin opens.
  const [enrolled, setEnrolled] = useState<{ codes: string[]; session: StaffSession } | null>(null);
  const enter = (session: StaffSession) => {
    useSessionStore.getState().signedIn(session);
    navigate(nextPageAfterSignIn(search.get('next')), { replace: true });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await adminCall(adminCalls.staff.signIn, { body: values });
      const session = sessionOfSignIn(data);
      if (session) enter(session);
      else if ('challenge' in data) setStep(data);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'wrong_login') form.setError('root', { message: t`Email or password is wrong.` });
      else if (error instanceof ApiError && error.code === 'forbidden') form.setError('root', { message: t`This account has no access to the admin.` });
      else if (error instanceof ApiError && error.code === 'account_blocked') form.setError('root', { message: t`This account is blocked.` });
      else if (error instanceof ApiError && error.code === 'rate_limited') form.setError('root', { message: t`Too many attempts. Please wait a few minutes.` });
      else if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: t`Signing in failed. Please try again.` });
    }
  });

  if (enrolled) {
    return (
      <main id="main" className={styles.signIn}>
        <h1>{t`Sign in to the admin`}</h1>
        <RecoveryCodes codes={enrolled.codes} onDone={() => enter(enrolled.session)} doneLabel={t`I have kept the codes: open the admin`} />
      </main>
    );
  }
  if (step?.second_factor === 'enrol') {
    return (
      <main id="main" className={styles.signIn}>
        <h1>{t`Sign in to the admin`}</h1>
        <p role="status">{t`Your role signs in with a second factor. Set it up now; it takes a minute.`}</p>
        <Enrolment
          challenge={step.challenge}
          onConfirmed={({ recovery_codes, session }) => {
            if (session) setEnrolled({ codes: recovery_codes, session });
          }}
        />
      </main>
    );
  }
  if (step?.second_factor === 'code') {
    return (
      <main id="main" className={styles.signIn}>
        <h1>{t`Sign in to the admin`}</h1>
        <CodeForm
          submitLabel={t`Sign in`}
          allowRecovery
          onCode={async (kind, value) => {
            const body = kind === 'code' ? { challenge: step.challenge, code: value } : { challenge: step.challenge, recovery_code: value };
            const { data } = await adminCall(adminCalls.staff.secondFactor, { body });
            enter(data);
          }}
        >
          <p>{t`Your password was right. Now enter the code from your authenticator app.`}</p>
        </CodeForm>
        <button type="button" className={styles.button} onClick={() => setStep(null)}>
          {t`Back to the password`}
        </button>
      </main>
    );
  }

  return (
    <main id="main" className={styles.signIn}>
      <h1>{t`Sign in to the admin`}</h1>
      {expired ? <p role="status">{t`Your session ended after a time without activity. Please sign in again.`}</p> : null}
      <form onSubmit={submit} noValidate className={styles.form}>
        {errors.root ? (
          <p role="alert" className={styles.formError}>
            {errors.root.message}
          </p>
        ) : null}
        <TextField label={t`Email`} type="email" autoComplete="username" error={errors.email?.message} {...form.register('email')} />
        <TextField label={t`Password`} type="password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {t`Sign in`}
        </button>
      </form>
    </main>
  );
}
