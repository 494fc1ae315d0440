// Requests from another address of this machine (127.0.0.2, 127.0.0.3 …: the whole 127/8 is the
// loopback), so a test can be two shoppers at two addresses and see limits counted per address.
import { request } from 'node:http';

/** Posts a form from `localAddress`; answers the status. */
export function postFormFrom(localAddress: string, url: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<number> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)), ...headers } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/**
 * Ten wrong passwords for one email from one address, then the eleventh and a spoofed
 * X-Forwarded-For from the same address, and one from another address: the statuses, for the
 * per-address login limit (10 per account and address in 15 minutes).
 */
export async function wrongLoginsFromTwoAddresses(shopOrigin: string, email: string): Promise<{ first10: number[]; eleventh: number; spoofed: number; otherAddress: number }> {
  const form = { intent: 'login', email, password: 'not-the-password' };
  const headers = { origin: shopOrigin, 'sec-fetch-site': 'same-origin' };
  const url = `${shopOrigin}/login-register`;
  const first10: number[] = [];
  for (let i = 0; i < 10; i += 1) first10.push(await postFormFrom('127.0.0.2', url, form, headers));
  const eleventh = await postFormFrom('127.0.0.2', url, form, headers);
  // The shopper's own claim of another address changes nothing.
  const spoofed = await postFormFrom('127.0.0.2', url, form, { ...headers, 'x-forwarded-for': '203.0.113.7' });
  const otherAddress = await postFormFrom('127.0.0.3', url, form, headers);
  return { first10, eleventh, spoofed, otherAddress };
}
