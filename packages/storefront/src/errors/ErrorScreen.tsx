// Not-found screens by reason (spec section 2) and the server-error screen (503).
import { useLingui } from '@lingui/react/macro';
import { NotFoundScreen, ServerErrorScreen } from '@shop/ui-kit';
import { useContactDetails } from '../frame/contact-details.ts';

export type NotFoundReason =
  | 'rewriting-failed'
  | 'product-fetch-failed'
  | 'category-fetch-failed'
  | 'brand-fetch-failed'
  | 'content-fetch-failed'
  | 'content-type-not-found'
  | 'route-not-found'
  | 'default';

export function ErrorScreen({ status, reason }: { status: number; reason?: string | undefined }) {
  const { t } = useLingui();
  const contact = useContactDetails();
  if (status === 503 || status >= 500) {
    return (
      <>
        <title>{t`We are sorry: the shop cannot be reached right now`}</title>
        <ServerErrorScreen
        title={t`We are sorry: the shop cannot be reached right now`}
        message={t`Please try again in a few minutes. Our service team is happy to help you in the meantime.`}
        contactTitle={t`Contact`}
        phone={contact.phone}
        hours={contact.hours}
        email={contact.email}
        retryLabel={t`Retry`}
        onRetry={() => {
          // Start clean: no stale local state, no session that may be the problem.
          window.localStorage.clear();
          window.sessionStorage.clear();
          // Signing out is a POST (a link cannot sign anyone out): a form of this page sends it.
          const form = document.createElement('form');
          form.method = 'post';
          form.action = `/logout?then=${encodeURIComponent(window.location.pathname)}`;
          document.body.append(form);
          form.submit();
        }}
        />
      </>
    );
  }
  const messages: Record<NotFoundReason, string> = {
    'rewriting-failed': t`This address could not be resolved.`,
    'product-fetch-failed': t`The product you are looking for is not available.`,
    'category-fetch-failed': t`The category you are looking for is not available.`,
    'brand-fetch-failed': t`The brand you are looking for is not available.`,
    'content-fetch-failed': t`The page you are looking for is not available.`,
    'content-type-not-found': t`This kind of page cannot be shown.`,
    'route-not-found': t`Perhaps the address is mistyped, or the page has moved.`,
    default: t`Perhaps the address is mistyped, or the page has moved.`,
  };
  const message = messages[(reason ?? 'default') as NotFoundReason] ?? messages.default;
  return (
    <>
      <title>{t`Sorry, the page was not found`}</title>
      <NotFoundScreen title={t`Sorry, the page was not found`} message={message} homeHref="/" homeLabel={t`Back to the homepage`} />
    </>
  );
}
