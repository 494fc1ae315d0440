// Third-party scripts load only when configured, after the page is interactive, so they never
// delay the first paint, and only after the shopper accepted (ARCHITECTURE.md, "Third-party
// scripts"). Their hosts are in the page's Content-Security-Policy only when configured.
import { setErrorClient } from '../errors/error-reporter.ts';

/** Error reporting with the spec's sample rates (section 9), loaded on demand. */
let reporting = false;

export function loadErrorReporting(dsn: string | null): void {
  if (!dsn || reporting) return;
  reporting = true;
  void import('@sentry/react').then((Sentry) => {
    setErrorClient(Sentry);
    Sentry.init({
      dsn,
      integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
      tracesSampleRate: 0.2,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });
}

/** The help-chat widget, from the configured script address. */
export function loadChatWidget(src: string | null): void {
  if (!src || document.querySelector(`script[data-chat-widget]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.chatWidget = 'true';
  document.body.append(script);
}
