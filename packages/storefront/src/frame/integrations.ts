// Third-party scripts load only when configured, and after the page is interactive, so they never
// delay the first paint (ARCHITECTURE.md, "Third-party scripts").

/** Error reporting with the spec's sample rates (section 9), loaded on demand. */
export function loadErrorReporting(dsn: string | null): void {
  if (!dsn) return;
  void import('@sentry/react').then((Sentry) => {
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
