// How the admin names a Romanian document's report to RO e-Factura (issue 35), on the order page
// and in the e-Factura list: the state as a badge, what ANAF said, and ANAF's ZIP.
import { useLingui } from '@lingui/react/macro';
import { adminEFacturaZipPath, type EFacturaReport, type EFacturaState } from '@shop/contract/admin';
import { date, dateTime } from '../components/format.ts';
import styles from '../components/admin.module.css';
import own from '../customers/pages.module.css';
import local from './efactura.module.css';

export function useEFacturaStateLabel(): (state: EFacturaState) => string {
  const { t } = useLingui();
  return (state) =>
    ({
      waiting: t`Waiting to be sent`,
      sent: t`Sent, ANAF checking`,
      accepted: t`Accepted by ANAF`,
      rejected: t`Rejected by ANAF`,
      not_reported: t`Not reported (cancels a rejected invoice)`,
    })[state];
}

/** The report's state as a badge: rejected and overdue stand out, accepted reads as done. */
export function EFacturaBadge({ report }: { report: EFacturaReport }) {
  const { t } = useLingui();
  const label = useEFacturaStateLabel();
  const tone = report.state === 'accepted' ? own.statusOk : report.state === 'rejected' && !report.corrected_by ? own.statusDanger : report.overdue ? own.statusDanger : '';
  const dueOn = date(report.due_on);
  return (
    <span className={`${styles.status} ${local.badge} ${tone}`}>
      {label(report.state)}
      {report.overdue ? ` · ${t`overdue since ${dueOn}`}` : ''}
    </span>
  );
}

/** What ANAF said and when, the due day while it is open, and ANAF's ZIP once kept. */
export function EFacturaDetails({ report }: { report: EFacturaReport }) {
  const { t } = useLingui();
  const dueOn = date(report.due_on);
  const index = report.upload_index ?? '';
  const number = report.number;
  const corrected = report.corrected_by ?? '';
  const attempts = report.attempts;
  const lastError = report.last_error ?? '';
  return (
    <>
      {report.state === 'waiting' ? <span className={styles.hint}>{t`Report by ${dueOn}`}</span> : null}
      {report.upload_index ? <span className={styles.hint}>{t`ANAF upload index ${index}`}</span> : null}
      {report.answered_at ? <span className={styles.hint}> · {dateTime(report.answered_at)}</span> : null}
      {report.has_zip ? (
        <>
          {' · '}
          <a href={adminEFacturaZipPath(report.document_id)} download aria-label={t`ANAF's answer (ZIP), ${number}`}>
            {t`ANAF's answer (ZIP)`}
          </a>
        </>
      ) : null}
      {report.errors.length > 0 ? (
        <ul className={styles.fieldError} aria-label={t`ANAF's findings for ${number}`}>
          {report.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      {report.state === 'rejected' ? (
        <p className={styles.hint}>
          {report.corrected_by ? t`Corrected: cancelled by ${corrected} and issued anew.` : t`Correct the invoice on its order: a credit note cancels it, and the new invoice is reported.`}
        </p>
      ) : null}
      {report.last_error ? <p className={styles.hint}>{t`ANAF could not be reached (tried ${attempts} times; trying again): ${lastError}`}</p> : null}
    </>
  );
}
