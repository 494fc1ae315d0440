// A page whose data could not be loaded: says so in the admin's language, with the back office's
// reason (403: the role does not allow it; 404: it does not exist).
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { Link, useRouteError } from 'react-router';
import styles from '../components/admin.module.css';

export function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  const status = error instanceof ApiError ? error.status : 0;
  const message =
    status === 403 ? t`Your role does not allow this page.` : status === 404 ? t`This does not exist (any more).` : t`The page could not be loaded. Please try again.`;
  return (
    <section className={styles.page}>
      <h1>{status === 403 ? t`Not allowed` : t`Something went wrong`}</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to="/">{t`Back to the dashboard`}</Link>
      </p>
    </section>
  );
}
