// The two small pages of Global Payments' hosted payment page flow: the one that posts a session's
// signed request to the HPP (the payer's browser must post it; a redirect cannot), and the answer
// the HPP shows the payer after paying, leading on to the shop's outcome page.
import { escapeHtml } from './sandbox-page.ts';

/** The SDK's request fields from the address (base64url JSON); null when it is not one. */
export function hppFields(encoded: string): Record<string, string> | null {
  try {
    const fields = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as unknown;
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return null;
    const entries = Object.entries(fields).filter((entry): entry is [string, string] => /^[A-Z0-9_]{1,40}$/.test(entry[0]) && typeof entry[1] === 'string');
    return entries.some(([name]) => name === 'SHA1HASH') ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

export function autoPostForm(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card payment</title></head>
<body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(action)}">${inputs}
<noscript><p>Continue to the card payment page.</p></noscript><button type="submit">Continue to payment</button></form></body></html>`;
}

export function continuePage(url: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${escapeHtml(url)}"><title>Back to the shop</title></head>
<body><p><a href="${escapeHtml(url)}">Back to the shop</a></p></body></html>`;
}
