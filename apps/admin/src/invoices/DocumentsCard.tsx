// An order's invoice and credit notes with their PDF downloads, for the admin's order detail
// (the orders page loads them with `adminCalls.documents.ofOrder` or gets them with the order).
// The links are plain GETs on the back office's origin: the session cookie goes along.
import { useLingui } from '@lingui/react/macro';
import { adminDocumentPdfPath, type AdminDocument } from '@shop/contract/admin';
import styles from '../components/admin.module.css';
import { date, money } from '../components/format.ts';

export function DocumentsCard({ documents, currency }: { documents: readonly AdminDocument[]; currency: string }) {
  const { t } = useLingui();
  return (
    <section className={styles.card} aria-labelledby="order-documents">
      <h2 id="order-documents">{t`Invoice and credit notes`}</h2>
      {documents.length === 0 ? (
        <p className={styles.empty}>{t`No invoice yet: it is issued when the order ships.`}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t`Documents of this order`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Document`}</th>
                <th scope="col">{t`Number`}</th>
                <th scope="col">{t`Issued`}</th>
                <th scope="col">{t`Amount`}</th>
                <th scope="col">{t`PDF`}</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((document) => (
                <tr key={document.id}>
                  <td>{document.kind === 'invoice' ? t`Invoice` : t`Credit note`}</td>
                  <td>{document.number}</td>
                  <td>{date(document.issued_at)}</td>
                  <td>{money(document.amount_cents, currency)}</td>
                  <td>
                    <a href={adminDocumentPdfPath(document.id)} download>
                      {t`Download ${document.number}`}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
