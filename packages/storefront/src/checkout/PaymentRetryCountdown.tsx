// The spec's 2-minute wait before an online payment is tried again after a failed one, counted down
// (issue 37; decision 029). Rendered on the server with the seconds left, then counted in the
// browser; when it ends, a polite announcement says that paying online works again.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import styles from './checkout.module.css';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function PaymentRetryCountdown({ seconds }: { seconds: number }) {
  const { t } = useLingui();
  const [left, setLeft] = useState(Math.max(0, Math.ceil(seconds)));
  useEffect(() => {
    const until = Date.now() + Math.max(0, Math.ceil(seconds)) * 1000;
    const timer = window.setInterval(() => {
      const next = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
  const time = clock(left);
  return (
    <>
      {left > 0 ? (
        <p role="timer">
          {t`Online payment possible again in ${time}`}
        </p>
      ) : null}
      <p aria-live="polite">
        {left === 0 ? t`You can pay online again now.` : ''}
      </p>
    </>
  );
}

/** Why the online payment waits, how long, and what can be chosen at once. */
export function RetryWait({ seconds, offline }: { seconds: number; offline: string[] }) {
  const { t } = useLingui();
  const names = offline.join(' / ');
  return (
    <div className={styles.retryWait}>
      <PaymentRetryCountdown seconds={seconds} />
      <p>{t`A payment of the failed attempt could still be on its way: waiting makes sure nothing is charged twice.`}</p>
      {offline.length > 0 ? <p>{t`You can choose ${names} right away.`}</p> : null}
    </div>
  );
}
