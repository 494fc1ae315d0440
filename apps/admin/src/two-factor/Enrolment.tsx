// Setting up the authenticator app: a new secret as a QR code (and as text, for an app that cannot
// scan), then the first code, which confirms it. Signed in (no challenge), or from the sign-in when
// the role requires a second factor (with the sign-in's challenge, which the first code also spends).
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type StaffSession } from '@shop/contract/admin';
import { useEffect, useState } from 'react';
import { adminCall } from '../api/admin-client.ts';
import { CodeForm, useCodeErrorMessage } from './CodeForm.tsx';
import own from './two-factor.module.css';

type Enrolment = { secret: string; otpauth_uri: string; qr_svg: string };

export function Enrolment({ challenge, onConfirmed }: { challenge?: string; onConfirmed: (result: { recovery_codes: string[]; session: StaffSession | null }) => void }) {
  const { t } = useLingui();
  const errorMessage = useCodeErrorMessage();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    adminCall(adminCalls.twoFactor.enrol, { body: challenge ? { challenge } : {} }).then(
      ({ data }) => current && setEnrolment(data),
      (error: unknown) => current && setFailure(errorMessage(error)),
    );
    return () => {
      current = false;
    };
    // One secret per challenge (or per visit when signed in).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- errorMessage changes with the language only
  }, [challenge]);

  if (failure) return <p role="alert">{failure}</p>;
  if (!enrolment) return <p role="status">{t`Preparing the set-up …`}</p>;
  const grouped = enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? enrolment.secret;
  return (
    <section aria-labelledby="enrol-title" className={own.panel}>
      <h2 id="enrol-title">{t`Set up two-factor sign-in`}</h2>
      <ol>
        <li>{t`Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator, Aegis or 2FAS).`}</li>
        <li>{t`Scan this QR code with it, or type the key below.`}</li>
        <li>{t`Enter the six-digit code the app shows.`}</li>
      </ol>
      <img className={own.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`} alt={t`QR code for the authenticator app`} width={200} height={200} />
      <p>
        {t`Key to type in:`} <code className={own.secret}>{grouped}</code>
      </p>
      <CodeForm
        submitLabel={t`Confirm and switch on`}
        onCode={async (_kind, code) => {
          const { data } = await adminCall(adminCalls.twoFactor.confirm, { body: challenge ? { challenge, code } : { code } });
          onConfirmed(data);
        }}
      />
    </section>
  );
}
