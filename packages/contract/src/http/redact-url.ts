// What of our URLs must never reach a log line: the guest-order hash (in the back office's
// `/guest_order/{ref}/{hash}` and the storefront's `/guest/invoice/{ref}/{hash}`) and any token,
// hash, key, secret, signature, code, confirmation or email address in a query (password reset,
// newsletter confirmation and unsubscribe, payment returns). Shared so the storefront's and the back office's logs redact the same things.
const SECRET_QUERY = /([?&](?:token|hash|key|secret|signature|code|confirm|email)=)[^&#]*/gi;
const GUEST_HASH_PATH = /(\/(?:guest_order|guest\/invoice)\/[^/]+\/)[^/?#]+/g;

/** The URL as a log line may show it. */
export function redactUrl(url: string): string {
  return url.replace(GUEST_HASH_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** The request id a caller sent, when it is a sane one (length and alphabet), else undefined. */
export function acceptedRequestId(sent: string | string[] | null | undefined): string | undefined {
  return typeof sent === 'string' && /^[\w.:-]{1,100}$/.test(sent) ? sent : undefined;
}

export const REQUEST_ID_HEADER = 'x-request-id';
