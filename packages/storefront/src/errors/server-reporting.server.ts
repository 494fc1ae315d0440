// Server-side error reporting: loader, action and render errors go to Sentry when SENTRY_DSN is
// set (no shopper data beyond the URL; tracing off). Started once with the server.
import { setErrorClient } from './error-reporter.ts';

let started = false;

export async function startServerErrorReporting(dsn: string | null): Promise<void> {
  if (!dsn || started) return;
  started = true;
  const Sentry = await import('@sentry/node');
  Sentry.init({ dsn, tracesSampleRate: 0 });
  setErrorClient(Sentry);
}
