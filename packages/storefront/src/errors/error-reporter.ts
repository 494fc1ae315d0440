// Errors reach the error-tracking service through this one adapter: in the browser @sentry/react
// (loaded after the shopper's consent, frame/integrations.ts), on the server @sentry/node (when
// SENTRY_DSN is set, errors/server-reporting.server.ts). Without a client nothing is sent.

/** What we need of an error-tracking client; Sentry's SDKs have this shape. */
export type ErrorClient = { captureException(error: unknown, hint?: { extra?: Record<string, unknown> }): unknown };

let client: ErrorClient | null = null;

export function setErrorClient(next: ErrorClient | null): void {
  client = next;
}

/** Sends an error with what is known of where it happened; a no-op without a client. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  client?.captureException(error, context ? { extra: context } : undefined);
}
