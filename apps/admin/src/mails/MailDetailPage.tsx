// One mail: recipient, subject, state and its text part (one-time links hidden), and sending a
// failed one again.
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { adminCalls } from '@shop/contract/admin';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { dateTime } from '../components/format.ts';
import styles from '../components/admin.module.css';
import own from '../customers/pages.module.css';
import { useMailStatusLabel } from './labels.ts';

export async function mailDetailLoader({ params }: LoaderFunctionArgs) {
  return (await adminCall(adminCalls.mails.detail, { params: { id: Number(params.id) } })).data;
}

export function MailDetailPage() {
  const { t } = useLingui();
  const mail = useLoaderData<typeof mailDetailLoader>();
  usePageTitle(mail.subject);
  const statusLabel = useMailStatusLabel();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const resend = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await adminCall(adminCalls.mails.resend, { params: { id: mail.id } });
      if (data.id === mail.id) {
        toast.success(t`The mail is back in the queue; the sender tries it again now.`);
        await revalidator.revalidate();
      } else {
        // A sent mail goes again as a copy: show that one (it is on the order's timeline too).
        toast.success(t`A copy of the mail is queued and goes out in a moment.`);
        await navigate(`/mails/${data.id}`);
      }
    } catch (error) {
      setProblem(error instanceof ApiError && error.code === 'mail_not_resendable' ? t`This mail cannot be sent again (it was sent, or its one-time link is gone).` : t`That did not work. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.page}>
      <p>
        <Link to="/mails">{t`All mails`}</Link>
      </p>
      <h1>{mail.subject}</h1>
      <div className={styles.grid}>
        <div className={`${styles.card} ${own.panel}`}>
          <dl className={styles.dl}>
            <dt>{t`To`}</dt>
            <dd>{mail.to}</dd>
            <dt>{t`Kind`}</dt>
            <dd>{mail.kind}</dd>
            <dt>{t`Written`}</dt>
            <dd>{dateTime(mail.created_at)}</dd>
            <dt>{t`State`}</dt>
            <dd>
              <span className={`${styles.status} ${mail.status === 'failed' ? own.statusDanger : mail.status === 'sent' ? own.statusOk : ''}`}>{statusLabel(mail.status)}</span>
            </dd>
            {mail.sent_at ? (
              <>
                <dt>{t`Sent`}</dt>
                <dd>{dateTime(mail.sent_at)}</dd>
              </>
            ) : null}
            <dt>{t`Attempts`}</dt>
            <dd>{mail.attempts}</dd>
            {mail.last_error ? (
              <>
                <dt>{t`Last error`}</dt>
                <dd>{mail.last_error}</dd>
              </>
            ) : null}
            {mail.status === 'waiting' && mail.next_attempt_at ? (
              <>
                <dt>{t`Next attempt`}</dt>
                <dd>{dateTime(mail.next_attempt_at)}</dd>
              </>
            ) : null}
            {mail.order_id ? (
              <>
                <dt>{t`Order`}</dt>
                <dd>
                  <Link to={`/orders/${mail.order_id}`}>{t`Order #${mail.order_id}`}</Link>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
        {mail.status !== 'waiting' ? (
          <div className={`${styles.card} ${own.panel}`}>
            <h2>{t`Send again`}</h2>
            {problem ? (
              <p role="alert" className={styles.formError}>
                {problem}
              </p>
            ) : null}
            {mail.resendable ? (
              <>
                <p className={styles.hint}>
                  {mail.had_secret_link
                    ? t`The mail’s link to the order was removed when it was sent or given up. Sending it again sends the customer a copy with a new link to the order, its attachments included.`
                    : mail.status === 'failed'
                      ? t`The sender gave up after ${mail.attempts} attempts. Sending again puts the mail back in its queue.`
                      : t`The mail went out. Sending it again sends the customer a copy, its attachments included.`}
                </p>
                <button type="button" className={styles.primary} disabled={busy} onClick={() => void resend()}>
                  {t`Send again`}
                </button>
              </>
            ) : (
              <p>{t`This mail held a one-time link that was removed when it was sent or given up. Send a new one instead (for a password reset: from the customer’s page).`}</p>
            )}
          </div>
        ) : null}
      </div>
      <h2>{t`Text`}</h2>
      {mail.had_secret_link ? <p className={styles.hint}>{t`One-time links (password reset, confirmation, order access) are never shown here.`}</p> : null}
      <pre className={own.pre}>{mail.text}</pre>
    </section>
  );
}
