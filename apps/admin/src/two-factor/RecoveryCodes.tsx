// The ten recovery codes, shown once after setting up (or renewing): each opens the admin once
// when the phone is not at hand. They are not shown again; the person keeps them somewhere safe.
import { useLingui } from '@lingui/react/macro';
import styles from '../components/admin.module.css';
import own from './two-factor.module.css';

export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="recovery-title" className={own.panel}>
      <h2 id="recovery-title" tabIndex={-1} ref={(heading) => heading?.focus()}>
        {t`Your recovery codes`}
      </h2>
      <p>{t`Keep these ten codes somewhere safe, apart from your phone (printed, or in a password manager). Each one signs you in once if your phone is lost. They are shown only now.`}</p>
      <ol className={own.codes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={own.actions}>
        <button type="button" className={styles.button} onClick={() => window.print()}>
          {t`Print`}
        </button>
        <button type="button" className={styles.primary} onClick={onDone}>
          {doneLabel}
        </button>
      </div>
    </section>
  );
}
