// The signed-in staff member's own two-factor sign-in: set it up, renew the recovery codes, or
// switch it off where the role does not require it.
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type TwoFactorStatus } from '@shop/contract/admin';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import toast from 'react-hot-toast';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { dateTime } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { CodeForm } from './CodeForm.tsx';
import { Enrolment } from './Enrolment.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import own from './two-factor.module.css';

export async function twoFactorLoader(): Promise<TwoFactorStatus> {
  return (await adminCall(adminCalls.twoFactor.status, {})).data;
}

type Doing = 'nothing' | 'enrol' | 'new-codes' | 'disable';

export function TwoFactorPage() {
  const { t } = useLingui();
  usePageTitle(t`Two-factor sign-in`);
  const status = useLoaderData() as TwoFactorStatus;
  const revalidator = useRevalidator();
  const [doing, setDoing] = useState<Doing>('nothing');
  const [codes, setCodes] = useState<string[] | null>(null);
  const finish = async () => {
    setCodes(null);
    setDoing('nothing');
    await revalidator.revalidate();
  };

  return (
    <div className={styles.page}>
      <h1>{t`Two-factor sign-in`}</h1>
      <p>{t`With two-factor sign-in, your password alone does not open the admin: you also enter a code from an app on your phone.`}</p>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => void finish()} doneLabel={t`I have kept the codes`} />
      ) : status.enabled ? (
        <div className={own.panel}>
          <p role="status">
            <strong>{t`Two-factor sign-in is on`}</strong>
            {status.confirmed_at ? ` (${t`since ${dateTime(status.confirmed_at)}`})` : ''}.{' '}
            {t`Recovery codes left: ${status.recovery_codes_left} of 10.`}
          </p>
          {status.required ? <p>{t`Your role signs in with a second factor: it cannot be switched off. If your phone is lost, another admin resets it.`}</p> : null}
          {doing === 'new-codes' ? (
            <CodeForm
              submitLabel={t`Make ten new recovery codes`}
              onCode={async (_kind, code) => {
                const { data } = await adminCall(adminCalls.twoFactor.newRecoveryCodes, { body: { code } });
                setCodes(data.recovery_codes);
              }}
            >
              <p>{t`The ten new codes replace the old ones, used or not.`}</p>
            </CodeForm>
          ) : doing === 'disable' ? (
            <CodeForm
              submitLabel={t`Switch off`}
              onCode={async (_kind, code) => {
                await adminCall(adminCalls.twoFactor.disable, { body: { code } });
                toast.success(t`Two-factor sign-in is off.`);
                await finish();
              }}
            >
              <p>{t`Enter a current code to switch two-factor sign-in off.`}</p>
            </CodeForm>
          ) : (
            <div className={own.actions}>
              <button type="button" className={styles.button} onClick={() => setDoing('new-codes')}>
                {t`New recovery codes`}
              </button>
              {status.required ? null : (
                <button type="button" className={styles.button} onClick={() => setDoing('disable')}>
                  {t`Switch off`}
                </button>
              )}
            </div>
          )}
        </div>
      ) : doing === 'enrol' ? (
        <Enrolment onConfirmed={(result) => setCodes(result.recovery_codes)} />
      ) : (
        <div className={own.panel}>
          <p role="status">
            <strong>{t`Two-factor sign-in is off.`}</strong>
          </p>
          <div className={own.actions}>
            <button type="button" className={styles.primary} onClick={() => setDoing('enrol')}>
              {t`Set up two-factor sign-in`}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
