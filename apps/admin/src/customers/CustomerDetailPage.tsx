// One customer: the account, its addresses, orders, reviews and newsletter state, and what staff can
// do with it (company and VAT exemption after a VAT-id check, block or unblock, a password-reset
// mail) and what only admins can (the role).
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { accountRoleSchema, adminCalls, customerCompanyBodySchema, type AccountRole, type CustomerCompanyBody, type CustomerDetail } from '@shop/contract/admin';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { DataTable, type Columns } from '../components/DataTable.tsx';
import { applyFieldErrors } from '../components/field-errors.ts';
import { SelectField, TextArea, TextField } from '../components/fields.tsx';
import { date, dateTime, money } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { useSessionStore } from '../session/session-store.ts';
import { TagsForm } from '../components/TagsForm.tsx';
import { useUnsavedChanges } from '../components/unsaved-changes.tsx';
import { useCountryName, useFieldMessage, useOrderStatusLabel, useRoleLabel } from './labels.ts';
import own from './pages.module.css';

export async function customerDetailLoader({ params }: LoaderFunctionArgs) {
  return (await adminCall(adminCalls.customers.detail, { params: { id: Number(params.id) } })).data;
}

type Order = CustomerDetail['orders'][number];
type Review = CustomerDetail['reviews'][number];

export function CustomerDetailPage() {
  const { t } = useLingui();
  const customer = useLoaderData<typeof customerDetailLoader>();
  const name = `${customer.firstname} ${customer.lastname}`.trim() || customer.email;
  usePageTitle(name);
  const role = useSessionStore((state) => state.session?.role);
  const ownId = useSessionStore((state) => state.session?.customer_id);
  const revalidator = useRevalidator();
  const countryName = useCountryName();
  const roleLabel = useRoleLabel();
  const statusLabel = useOrderStatusLabel();
  const newsletterStatus = { none: t`Not signed up`, pending: t`Signed up, not confirmed yet`, subscribed: t`Subscribed`, unsubscribed: t`Unsubscribed` };

  const orderColumns = useMemo<Columns<Order>>(
    () => [
      { id: 'ref', header: t`Order`, cell: ({ row }) => <Link to={`/orders/${row.original.id}`}>{row.original.ref}</Link> },
      { id: 'date', header: t`Date`, cell: ({ row }) => dateTime(row.original.created_at) },
      { id: 'status', header: t`Status`, cell: ({ row }) => statusLabel(row.original.status) },
      { id: 'total', header: t`Total`, cell: ({ row }) => money(row.original.total_cents, row.original.currency_code) },
    ],
    [t, statusLabel],
  );
  const reviewColumns = useMemo<Columns<Review>>(() => {
    const reviewStatus = { pending: t`Waiting`, approved: t`Approved`, rejected: t`Rejected` };
    return [
      { id: 'product', header: t`Product`, cell: ({ row }) => row.original.product_title ?? `#${row.original.product_id}` },
      { id: 'rating', header: t`Stars`, cell: ({ row }) => t`${row.original.rating} of 5` },
      { id: 'title', header: t`Title`, cell: ({ row }) => row.original.title },
      { id: 'status', header: t`Status`, cell: ({ row }) => reviewStatus[row.original.status] },
      { id: 'date', header: t`Date`, cell: ({ row }) => date(row.original.created_at) },
    ];
  }, [t]);

  return (
    <section className={styles.page}>
      <p>
        <Link to="/customers">{t`All customers`}</Link>
      </p>
      <h1>{name}</h1>
      {customer.is_guest || customer.blocked_at || customer.role !== 'customer' || customer.vat_exempt ? (
        <p className={own.badges}>
        {customer.is_guest ? <span className={styles.status}>{t`Guest (no account)`}</span> : null}
        {customer.blocked_at ? <span className={`${styles.status} ${own.statusDanger}`}>{t`Blocked since ${dateTime(customer.blocked_at)}`}</span> : null}
        {customer.role !== 'customer' ? <span className={styles.status}>{roleLabel(customer.role)}</span> : null}
        {customer.vat_exempt ? <span className={styles.status}>{t`Buys without VAT`}</span> : null}
        </p>
      ) : null}

      <div className={own.detailGrid}>
        <div className={`${styles.card} ${own.panel}`}>
          <h2>{t`Account`}</h2>
          <dl className={styles.dl}>
            <dt>{t`Customer number`}</dt>
            <dd>{customer.ref}</dd>
            <dt>{t`Email`}</dt>
            <dd>{customer.email}</dd>
            <dt>{t`Shop`}</dt>
            <dd>{countryName(customer.country_id)}</dd>
            <dt>{t`Language`}</dt>
            <dd>{customer.lang}</dd>
            <dt>{t`Company`}</dt>
            <dd>{customer.company ?? '—'}</dd>
            <dt>{t`VAT number`}</dt>
            <dd>{customer.vat_id ?? '—'}</dd>
            <dt>{t`Reference for invoices`}</dt>
            <dd>{customer.buyer_reference ?? '—'}</dd>
            <dt>{t`VAT-exempt`}</dt>
            <dd>{customer.vat_exempt ? t`Yes` : t`No`}</dd>
            <dt>{t`Role`}</dt>
            <dd>{roleLabel(customer.role)}</dd>
            {customer.role !== 'customer' ? (
              <>
                <dt>{t`Two-factor sign-in`}</dt>
                <dd>{customer.two_factor ? t`On` : t`Off`}</dd>
              </>
            ) : null}
            <dt>{t`Status`}</dt>
            <dd>{customer.blocked_at ? t`Blocked` : t`Active`}</dd>
            <dt>{t`Customer since`}</dt>
            <dd>{dateTime(customer.created_at)}</dd>
            <dt>{t`Newsletter`}</dt>
            <dd>
              {newsletterStatus[customer.newsletter.status]}
              {customer.newsletter.since ? ` (${date(customer.newsletter.since)})` : ''}
            </dd>
          </dl>
        </div>
        <div className={own.stack}>
          <AccountActions customer={customer} />
          {role === 'admin' && !customer.is_guest ? <RoleForm customer={customer} /> : null}
          {role === 'admin' && customer.two_factor && customer.id !== ownId ? <TwoFactorReset customer={customer} /> : null}
          <section className={`${styles.card} ${own.panel}`} aria-label={t`Tags and internal notes`}>
            <TagsForm
              key={customer.tags.join(',')}
              idPrefix="customer"
              tags={customer.tags}
              listPath="/customers"
              onSave={async (tags) => {
                await adminCall(adminCalls.customers.setTags, { params: { id: customer.id }, body: { tags } });
                toast.success(t`Tags saved.`);
                await revalidator.revalidate();
              }}
            />
            <CustomerNotes customer={customer} />
          </section>
          <CompanyForm customer={customer} />
        </div>
      </div>

      <h2>{t`Addresses`}</h2>
      {customer.addresses.length === 0 ? (
        <p>{t`No address saved.`}</p>
      ) : (
        <div className={styles.grid}>
          {customer.addresses.map((address) => (
            <address key={address.id} className={`${styles.card} ${own.panel}`}>
              <strong>
                {address.label}
                {address.is_default ? ` · ${t`Default`}` : ''}
              </strong>
              <br />
              {address.company ? (
                <>
                  {address.company}
                  <br />
                </>
              ) : null}
              {`${address.firstname} ${address.lastname}`}
              <br />
              {`${address.street} ${address.street_number}`}
              {address.address_extra ? `, ${address.address_extra}` : ''}
              <br />
              {`${address.zipcode} ${address.city}, ${countryName(address.country_id)}`}
              {address.phone ? (
                <>
                  <br />
                  {address.phone}
                </>
              ) : null}
            </address>
          ))}
        </div>
      )}

      <h2>{t`Orders`}</h2>
      <DataTable caption={t`Orders of this customer, newest first`} columns={orderColumns} rows={customer.orders} empty={t`No orders yet.`} />

      <h2>{t`Reviews`}</h2>
      <DataTable caption={t`Reviews written by this customer`} columns={reviewColumns} rows={customer.reviews} empty={t`No reviews yet.`} />
    </section>
  );
}

/** Block or unblock; a password-reset mail. */
function AccountActions({ customer }: { customer: CustomerDetail }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const fieldMessage = useFieldMessage();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const self = useSessionStore((state) => state.session?.customer_id) === customer.id;
  // Staff cannot block an admin (the back office refuses it too).
  const viewerRole = useSessionStore((state) => state.session?.role);
  const outranked = customer.role === 'admin' && viewerRole !== 'admin';

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      await revalidator.revalidate();
    } catch (error) {
      const field = error instanceof ApiError ? error.body?.error.fields?.[0]?.message : undefined;
      if (field) setProblem(fieldMessage(field) ?? field);
      else if (error instanceof ApiError && error.code === 'account_blocked') setProblem(t`This account is blocked: unblock it before sending a password-reset mail.`);
      else setProblem(t`That did not work. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  const toggleBlock = () =>
    run(async () => {
      const blocked = customer.blocked_at === null;
      if (blocked && !window.confirm(t`Block ${customer.email}? The account is signed out everywhere and cannot sign in until you unblock it.`)) return;
      await adminCall(adminCalls.customers.setBlocked, { params: { id: customer.id }, body: { blocked } });
      toast.success(blocked ? t`The account is blocked and signed out everywhere.` : t`The account is unblocked.`);
    });

  const sendReset = () =>
    run(async () => {
      const { data } = await adminCall(adminCalls.customers.sendPasswordReset, { params: { id: customer.id } });
      toast.success(data.sent_now ? t`A password-reset mail is on its way to ${customer.email}.` : t`A reset mail was already sent at ${dateTime(data.requested_at)}; it is not sent twice within minutes.`);
    });

  return (
    <div className={`${styles.card} ${own.panel}`}>
      <h2>{t`Actions`}</h2>
      {problem ? (
        <p role="alert" className={styles.formError}>
          {problem}
        </p>
      ) : null}
      <div className={own.actions}>
        {customer.is_guest ? (
          <p className={styles.hint}>{t`A guest record has no sign-in to block. A password-reset mail lets the guest set a password and become a customer.`}</p>
        ) : (
          <button
            type="button"
            className={customer.blocked_at ? styles.button : styles.danger}
            disabled={busy || self || (outranked && customer.blocked_at === null)}
            aria-describedby={outranked && customer.blocked_at === null ? 'block-outranked' : undefined}
            onClick={toggleBlock}
          >
            {customer.blocked_at ? t`Unblock account` : t`Block account`}
          </button>
        )}
        <button type="button" className={styles.button} disabled={busy || customer.blocked_at !== null} onClick={sendReset}>
          {t`Send password-reset mail`}
        </button>
      </div>
      {outranked && customer.blocked_at === null ? (
        <p id="block-outranked" className={styles.hint}>
          {t`Only an admin can block an admin.`}
        </p>
      ) : null}
    </div>
  );
}

/** Internal notes on the customer (issue 36), newest first, with who wrote them; never shown to the shopper. */
function CustomerNotes({ customer }: { customer: CustomerDetail }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const form = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(t`Internal note`, isDirty);
  const submit = form.handleSubmit(async ({ text }) => {
    if (text.trim() === '') {
      form.setError('text', { message: t`Please write the note first.` }, { shouldFocus: true });
      return;
    }
    try {
      await adminCall(adminCalls.customers.addNote, { params: { id: customer.id }, body: { text } });
      form.reset({ text: '' });
      toast.success(t`Note saved.`);
      await revalidator.revalidate();
      form.setFocus('text');
    } catch {
      form.setError('text', { message: t`The note could not be saved.` }, { shouldFocus: true });
    }
  });
  return (
    <div>
      <form onSubmit={submit} noValidate className={styles.form} aria-labelledby="customer-notes">
        <h3 id="customer-notes">{t`Internal notes`}</h3>
        <TextArea label={t`Note for the team`} hint={t`Only staff see it; the customer never does.`} rows={3} maxLength={2000} error={errors.text?.message} {...form.register('text')} />
        <div>
          <button type="submit" className={styles.button} disabled={isSubmitting}>
            {t`Save the note`}
          </button>
        </div>
      </form>
      {customer.notes.length > 0 ? (
        <ol className={own.notes} aria-label={t`Internal notes`}>
          {customer.notes.map((note) => (
            <li key={note.id}>
              <p>{note.text}</p>
              <p className={styles.hint}>
                {note.author} · {dateTime(note.created_at)}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** Admins only: a staff member's lost phone. Their sessions end; they set the second factor up again at the next sign-in. */
function TwoFactorReset({ customer }: { customer: CustomerDetail }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    if (!window.confirm(t`Reset the two-factor sign-in of ${customer.email}? They are signed out and set it up again at their next sign-in.`)) return;
    setBusy(true);
    setFailure(null);
    try {
      await adminCall(adminCalls.twoFactor.reset, { params: { id: customer.id } });
      toast.success(t`Two-factor sign-in reset: ${customer.email} sets it up again at the next sign-in.`);
      await revalidator.revalidate();
    } catch {
      setFailure(t`The two-factor sign-in could not be reset.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`${styles.card} ${own.panel}`} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t`Two-factor sign-in`}</h2>
      <p>{t`On. If the phone with the authenticator app is lost, reset it here.`}</p>
      {failure ? (
        <p role="alert" className={styles.formError}>
          {failure}
        </p>
      ) : null}
      <button type="button" className={styles.button} disabled={busy} onClick={() => void reset()}>
        {t`Reset two-factor sign-in`}
      </button>
    </section>
  );
}

/** Admins only: who may use the admin. */
function RoleForm({ customer }: { customer: CustomerDetail }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const roleLabel = useRoleLabel();
  const fieldMessage = useFieldMessage();
  const form = useForm<{ role: AccountRole }>({ defaultValues: { role: customer.role } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.audit.setRole, { params: { id: customer.id }, body: values });
      toast.success(t`The role is now: ${roleLabel(values.role)}.`);
      await revalidator.revalidate();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: t`The role could not be changed.` });
    }
  });
  return (
    <form className={`${styles.card} ${styles.form} ${own.panel}`} onSubmit={submit} noValidate aria-labelledby="role-title">
      <h2 id="role-title">{t`Role`}</h2>
      {errors.root ? (
        <p role="alert" className={styles.formError}>
          {errors.root.message}
        </p>
      ) : null}
      <SelectField label={t`Role in the admin`} error={fieldMessage(errors.role?.message)} hint={t`Staff run the shop; admins also read the audit log and set roles.`} {...form.register('role')}>
        {accountRoleSchema.options.map((option) => (
          <option key={option} value={option}>
            {roleLabel(option)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {t`Save role`}
      </button>
    </form>
  );
}

/** Company, VAT number and VAT exemption; the VAT number is checked with VIES on saving. */
function CompanyForm({ customer }: { customer: CustomerDetail }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const fieldMessage = useFieldMessage();
  const [checked, setChecked] = useState<string | null>(null);
  const form = useForm<CustomerCompanyBody>({
    resolver: zodResolver(customerCompanyBodySchema) as never,
    defaultValues: { company: customer.company ?? '', vat_id: customer.vat_id ?? '', vat_exempt: customer.vat_exempt, buyer_reference: customer.buyer_reference ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(t`Company and VAT`, isDirty);
  const submit = form.handleSubmit(async (values) => {
    setChecked(null);
    try {
      const { data } = await adminCall(adminCalls.customers.setCompany, { params: { id: customer.id }, body: values });
      if (data.vat_check) {
        const who = [data.vat_check.name, data.vat_check.address?.replace(/\n/g, ', ')].filter(Boolean).join(', ');
        const by = data.vat_check.checked_by === 'vies' ? t`VIES` : t`the demo stand-in for VIES`;
        setChecked(who ? t`${data.vat_check.vat_id} was confirmed by ${by}: ${who}.` : t`${data.vat_check.vat_id} was confirmed by ${by}.`);
      }
      toast.success(t`Company data saved.`);
      form.reset({ company: data.company ?? '', vat_id: data.vat_id ?? '', vat_exempt: data.vat_exempt, buyer_reference: data.buyer_reference ?? '' });
      await revalidator.revalidate();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: t`The company data could not be saved.` });
    }
  });
  return (
    <form className={`${styles.card} ${styles.form} ${own.panel}`} onSubmit={submit} noValidate aria-labelledby="company-title">
      <h2 id="company-title">{t`Company and VAT`}</h2>
      <p className={styles.hint}>{t`An EU company from another country than the shop’s buys without VAT once its VAT number is confirmed by VIES. Saving checks the number again.`}</p>
      {errors.root ? (
        <p role="alert" className={styles.formError}>
          {errors.root.message}
        </p>
      ) : null}
      {checked ? <p role="status">{checked}</p> : null}
      <TextField label={t`Company`} autoComplete="off" error={fieldMessage(errors.company?.message)} hint={t`Empty: a private customer.`} {...form.register('company')} />
      <TextField label={t`VAT number`} autoComplete="off" error={fieldMessage(errors.vat_id?.message)} hint={t`With its country prefix: DE, ATU or RO.`} {...form.register('vat_id')} />
      <TextField
        label={t`Reference for invoices`}
        autoComplete="off"
        error={fieldMessage(errors.buyer_reference?.message)}
        hint={t`Named on every e-invoice (XRechnung BT-10): the company's order number, or a public authority's Leitweg-ID. Empty: the order number.`}
        {...form.register('buyer_reference')}
      />
      <div className={styles.field}>
        <label className={own.checkbox}>
          <input
            type="checkbox"
            aria-invalid={errors.vat_exempt ? true : undefined}
            aria-describedby={errors.vat_exempt ? 'vat-exempt-error' : undefined}
            {...form.register('vat_exempt')}
          />
          <span>{t`Buys without VAT (intra-EU reverse charge)`}</span>
        </label>
        {errors.vat_exempt ? (
          <p id="vat-exempt-error" className={styles.fieldError}>
            {fieldMessage(errors.vat_exempt.message)}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {isSubmitting ? t`Checking…` : t`Check and save`}
      </button>
    </form>
  );
}
