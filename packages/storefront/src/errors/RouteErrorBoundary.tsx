// The error boundary of every page route: the page's part shows the spec's screen (not-found by
// reason, or the server-error screen with the support contact) inside the header and footer, so the
// shopper can go on; what is not a plain "not found" is reported (errors/error-reporter.ts).
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { reportError } from './error-reporter.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const response = isRouteErrorResponse(error) ? error : null;
  useEffect(() => {
    if (!response || response.status >= 500) reportError(error, { path: location.pathname });
  }, [error, response, location.pathname]);
  if (response) return <ErrorScreen status={response.status} reason={(response.data as { reason?: string } | null)?.reason} />;
  return <ErrorScreen status={500} />;
}
