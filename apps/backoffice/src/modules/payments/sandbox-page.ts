// The sandbox gateway's hosted payment page: what the payer sees instead of a provider's page.
// Plain HTML forms, so it works in any browser and in tests driven over HTTP.
import type { PaymentCode } from '@shop/contract';
import type { SandboxSession } from './sandbox-gateway.ts';

const providerNames: Record<PaymentCode, string> = {
  paypal: 'PayPal',
  stripe: 'Card payment',
  globalpayments: 'Card payment (Global Payments)',
  sofort: 'Sofort bank transfer',
  klarna: 'Klarna',
  amazon: 'Amazon Pay',
  vorkasse: 'Prepayment',
  ramburs: 'Cash on delivery',
};

const statusText: Record<SandboxSession['status'], string> = {
  open: '',
  approved: 'This payment was approved.',
  declined: 'This payment was declined.',
  canceled: 'This payment was cancelled.',
  expired: 'This payment is no longer valid; the order was cancelled or replaced.',
};

export function sandboxPage(session: SandboxSession): string {
  const provider = providerNames[session.provider as PaymentCode] ?? session.provider;
  const amount = `${Math.floor(session.amount_cents / 100)}.${String(session.amount_cents % 100).padStart(2, '0')} ${session.currency_code}`;
  const action = `/sandbox-pay/${encodeURIComponent(session.id)}`;
  const button = (decision: string, label: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="decision" value="${decision}"><input type="hidden" name="amount_cents" value="${session.amount_cents}"><button type="submit" name="button" value="${decision}">${label}</button></form>`;
  const body =
    session.status === 'open'
      ? [button('approve', 'Approve'), button('decline', 'Decline'), button('cancel', 'Cancel')].join('\n')
      : `<p role="status">${escapeHtml(statusText[session.status])}</p>${
          session.status === 'expired' ? '' : `<p><a href="${escapeHtml(session.status === 'approved' ? session.success_url : session.failure_url)}">Back to the shop</a></p>`
        }`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Sandbox payment – ${escapeHtml(provider)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}form{display:inline-block;margin:.25rem}button{font-size:1rem;padding:.5rem 1rem}</style>
</head>
<body>
<h1>${escapeHtml(provider)} <small>(sandbox)</small></h1>
<p>No real money moves here: choose what the payment provider should answer.</p>
<dl><dt>Order</dt><dd>${escapeHtml(session.merchant_reference)}</dd><dt>Amount</dt><dd data-amount>${escapeHtml(amount)}</dd><dt>For</dt><dd>${escapeHtml(session.description)}</dd></dl>
${body}
</body>
</html>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
