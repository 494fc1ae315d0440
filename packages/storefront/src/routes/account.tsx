// /account (spec section 2): the signed-in customer's area: orders, addresses (add, edit, delete,
// set default), password change, name and email address, own reviews, the customer's data
// (download, delete the account; issue 17), sign out. One action, switching on the form's intent;
// every form is a plain POST, so the page works before JavaScript has loaded.
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { Button } from '@shop/ui-kit';
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadAccount } from '../account/account.server.ts';
import { AddressForm } from '../account/AddressForm.tsx';
import { deleteAddress, saveAddress, setDefaultAddress, type AddressFailure } from '../account/addresses.server.ts';
import { AddressesSection } from '../account/AddressesSection.tsx';
import { OrdersSection } from '../account/OrdersSection.tsx';
import { changePassword } from '../account/password.server.ts';
import { PasswordSection } from '../account/PasswordSection.tsx';
import { deleteAccount, requestEmailChange, updateProfile } from '../account/privacy.server.ts';
import { PrivacySection } from '../account/PrivacySection.tsx';
import { ProfileSection } from '../account/ProfileSection.tsx';
import { noindexMeta, privatePageHeaders } from '../account/private-page.ts';
import { PRIVATE_PAGE_CACHE } from '../seo/cache-policy.ts';
import { ReviewsSection } from '../account/ReviewsSection.tsx';
import { requireSignedIn } from '../account/signed-in.server.ts';
import country from '../country/current-country.ts';
import { typedValues, type FieldErrors } from '../forms/parse-form.ts';
import { commitSession, destroySession } from '../session/session.server.ts';
import { signOut } from '../session/token-watch.server.ts';
import formStyles from '../forms/forms.module.css';
import styles from '../account/account.module.css';

const doneNotices = ['address-saved', 'address-deleted', 'default-set', 'password-changed', 'account-created', 'name-saved', 'email-link-sent'] as const;
type Done = (typeof doneNotices)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request);
  const { customer } = signedIn;
  const url = new URL(request.url);
  let account: Awaited<ReturnType<typeof loadAccount>>;
  try {
    account = await loadAccount(signedIn);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    // Every session of the account has ended elsewhere: sign in again ('Please login again').
    signOut(signedIn.session);
    signedIn.session.flash('toast', 'session_expired');
    throw redirect('/login-register?then=%2Faccount', { headers: { 'set-cookie': await commitSession(signedIn.session) } });
  }
  const wanted = url.searchParams.get('address');
  const editing = wanted === 'new' ? 'new' : (account.addresses?.find((address) => String(address.id) === wanted) ?? null);
  const done = doneNotices.find((notice) => notice === url.searchParams.get('done')) ?? null;
  // The address a confirmation link went to (only the shopper's own input, shown back to them).
  const pendingEmail = done === 'email-link-sent' ? url.searchParams.get('to') : null;
  return data(
    { customer: { firstname: customer.firstname, lastname: customer.lastname, email: customer.email, isCompany: customer.isCompany }, ...account, editing, done, pendingEmail },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers = privatePageHeaders;

type ActionResult =
  | { intent: 'save-address'; failure: AddressFailure; errors: FieldErrors; values: Record<string, string> }
  | { intent: 'address'; failure: AddressFailure }
  | { intent: 'change-password'; errors: FieldErrors; wrongPassword: boolean }
  | { intent: 'update-profile' | 'change-email' | 'delete-account'; errors: FieldErrors; wrongPassword: boolean; values: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  const signedIn = await requireSignedIn(request);
  const { backend, customer, session } = signedIn;
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const addressId = Number(form.get('address_id'));
  const done = (notice: Done, hash: string, headers?: HeadersInit) => redirect(`/account?done=${notice}#${hash}`, headers ? { headers } : undefined);

  if (intent === 'save-address') {
    const result = await saveAddress(backend, customer.id, form);
    if (result.ok) return done('address-saved', 'addresses');
    return data<ActionResult>({ intent, failure: result.failure, errors: result.errors, values: typedValues(form) }, { status: 400 });
  }
  if (intent === 'delete-address' || intent === 'set-default') {
    const result = intent === 'delete-address' ? await deleteAddress(backend, customer.id, addressId) : await setDefaultAddress(backend, addressId);
    if (!result.ok) return data<ActionResult>({ intent: 'address', failure: result.failure }, { status: 409 });
    if (intent === 'delete-address') return done('address-deleted', 'addresses');
    // Checkout starts from the default address: keep the session's copy in step.
    session.set('customer', { ...customer, addressId });
    return done('default-set', 'addresses', { 'set-cookie': await commitSession(session) });
  }
  if (intent === 'change-password') {
    const result = await changePassword(signedIn, form);
    if (result.ok) return done('password-changed', 'password', { 'set-cookie': await commitSession(session) });
    return data<ActionResult>({ intent, errors: result.errors, wrongPassword: result.wrongPassword }, { status: 400 });
  }
  if (intent === 'update-profile') {
    const result = await updateProfile(signedIn, form);
    if (result.ok) return done('name-saved', 'profile', { 'set-cookie': await commitSession(session) });
    return data<ActionResult>({ intent, errors: result.errors, wrongPassword: result.wrongPassword, values: typedValues(form) }, { status: 400 });
  }
  if (intent === 'change-email') {
    const result = await requestEmailChange(signedIn, form);
    if (result.ok) return redirect(`/account?done=email-link-sent&to=${encodeURIComponent(result.email ?? '')}#profile`);
    return data<ActionResult>({ intent, errors: result.errors, wrongPassword: result.wrongPassword, values: typedValues(form) }, { status: 400 });
  }
  if (intent === 'delete-account') {
    const result = await deleteAccount(signedIn, form);
    // Every session of the account has ended: this one goes too.
    if (result.ok) return redirect('/account/deleted', { headers: { 'set-cookie': await destroySession(session) } });
    return data<ActionResult>({ intent, errors: result.errors, wrongPassword: result.wrongPassword, values: {} }, { status: 400 });
  }
  throw data({ reason: 'route-not-found' }, { status: 400 });
}

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, noindexMeta];

export default function Account() {
  const { t } = useLingui();
  const account = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const name = `${account.customer.firstname} ${account.customer.lastname}`;
  const email = account.customer.email;
  const failure = result && 'failure' in result ? result.failure : null;
  const failureText = {
    add: t`Failed to add address`,
    update: t`Failed to update address`,
    delete: t`Failed to delete address`,
    default: t`Failed to update address`,
  };
  const doneText: Record<Done, string> = {
    'address-saved': t`The address has been saved.`,
    'address-deleted': t`The address has been deleted.`,
    'default-set': t`The default address has been changed.`,
    'password-changed': t`Your password has been changed.`,
    'account-created': t`Your account has been created. Your order is in it.`,
    'name-saved': t`Your name has been changed.`,
    'email-link-sent': t`We have sent a confirmation link to ${account.pendingEmail ?? ''}. Your new email address applies once you have followed it.`,
  };
  const savingAddress = result?.intent === 'save-address' ? result : null;
  const editingAddress = typeof account.editing === 'object' ? account.editing : null;
  const showAddressForm = account.editing !== null || savingAddress !== null;
  const formAddress = savingAddress ? (account.addresses?.find((address) => String(address.id) === savingAddress.values.address_id) ?? null) : editingAddress;

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="account-title">
        <h1 id="account-title">{t`My account`}</h1>
        <p>{t`Signed in as ${name} (${email}).`}</p>
        {account.customer.isCompany ? <p>{t`You see net prices as a company customer.`}</p> : null}
        {account.done && !result ? (
          <p role="status" className={styles.notice}>
            {doneText[account.done]}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className={formStyles.formError}>
            {failureText[failure]}
          </p>
        ) : null}
      </section>
      <OrdersSection orders={account.orders} />
      <AddressesSection addresses={account.addresses} busy={busy} />
      {showAddressForm ? (
        <AddressForm address={formAddress} states={account.states} errors={savingAddress?.errors ?? {}} values={savingAddress?.values ?? null} busy={busy} />
      ) : null}
      <PasswordSection
        errors={result?.intent === 'change-password' ? result.errors : {}}
        wrongPassword={result?.intent === 'change-password' && result.wrongPassword}
        busy={busy}
      />
      <ProfileSection
        firstname={account.customer.firstname}
        lastname={account.customer.lastname}
        email={email}
        name={result?.intent === 'update-profile' ? result : null}
        emailChange={result?.intent === 'change-email' ? result : null}
        busy={busy}
      />
      <ReviewsSection reviews={account.reviews} />
      <PrivacySection deletion={result?.intent === 'delete-account' ? result : null} busy={busy} />
      <Form method="post" action="/logout">
        <Button type="submit" variant="secondary">{t`Sign out`}</Button>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
