// The mail outbox: every mail, newest first, by state (sent, waiting, failed after the sender's
// attempts) and recipient.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { adminCalls, mailStatusSchema, type MailRow } from '@shop/contract/admin';
import { useMemo } from 'react';
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { DataTable, type Columns } from '../components/DataTable.tsx';
import { useUrlPaging } from '../components/url-paging.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { dateTime } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { pageFrom } from '../customers/labels.ts';
import own from '../customers/pages.module.css';
import { useMailStatusLabel } from './labels.ts';

export async function mailsLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const status = mailStatusSchema.optional().catch(undefined).parse(url.searchParams.get('status') || undefined);
  const to = url.searchParams.get('to')?.trim() ?? '';
  return adminCall(adminCalls.mails.list, { query: { page: pageFrom(url), ...(status ? { status } : {}), ...(to ? { to } : {}) } });
}

export function MailsPage() {
  const { t } = useLingui();
  usePageTitle(t`Mails`);
  const answer = useLoaderData<typeof mailsLoader>();
  const [search] = useSearchParams();
  const paging = useUrlPaging(answer);
  const statusLabel = useMailStatusLabel();
  const columns = useMemo<Columns<MailRow>>(
    () => [
      { id: 'created', header: t`Written`, cell: ({ row }) => dateTime(row.original.created_at) },
      { id: 'to', header: t`To`, cell: ({ row }) => row.original.to },
      { id: 'subject', header: t`Subject`, cell: ({ row }) => <Link to={`/mails/${row.original.id}`}>{row.original.subject}</Link> },
      {
        id: 'status',
        header: t`State`,
        cell: ({ row }) => {
          const mail = row.original;
          const tone = mail.status === 'failed' ? own.statusDanger : mail.status === 'sent' ? own.statusOk : '';
          return (
            <>
              <span className={`${styles.status} ${tone}`}>{statusLabel(mail.status)}</span>
              {mail.status === 'sent' && mail.sent_at ? <span className={styles.hint}> {dateTime(mail.sent_at)}</span> : null}
              {mail.status !== 'sent' && mail.last_error ? (
                <>
                  <br />
                  <span className={styles.hint}>{t`After ${mail.attempts} attempts: ${mail.last_error}`}</span>
                </>
              ) : null}
            </>
          );
        },
      },
    ],
    [t, statusLabel],
  );
  return (
    <section className={styles.page}>
      <h1>{t`Mails`}</h1>
      <Form method="get" className={styles.filters} aria-label={t`Filter mails`}>
        <SelectField label={t`State`} name="status" defaultValue={search.get('status') ?? ''}>
          <option value="">{t`All`}</option>
          <option value="waiting">{t`Waiting`}</option>
          <option value="sent">{t`Sent`}</option>
          <option value="failed">{t`Failed`}</option>
        </SelectField>
        <TextField label={t`Recipient`} name="to" type="search" defaultValue={search.get('to') ?? ''} hint={t`The address or a part of it`} />
        <button type="submit" className={styles.primary}>{t`Show`}</button>
      </Form>
      <DataTable
        caption={t`${plural(answer.total, { one: '# mail', other: '# mails' })}, newest first`}
        columns={columns}
        rows={answer.data}
        empty={t`No mails.`}
        paging={paging}
      />
    </section>
  );
}
