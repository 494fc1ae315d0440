// Time-based one-time codes (RFC 6238) through otpauth: 20-byte secrets, six digits, 30-second steps,
// the settings every authenticator app reads from an otpauth:// link. A code is taken for the step
// it belongs to, one step either side allowed for a phone's clock that is a little off.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;

function totpOf(secretBase32: string, label = 'admin'): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** The name the authenticator app lists the entry under. */
const ISSUER = 'Bad & Heim Admin';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The link an authenticator app scans, and its QR code as SVG. */
export async function enrolmentOf(secretBase32: string, email: string): Promise<{ otpauthUri: string; qrSvg: string }> {
  const otpauthUri = totpOf(secretBase32, email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { otpauthUri, qrSvg };
}

/** The 30-second step a right code belongs to, or null for a wrong code. */
export function stepOfCode(secretBase32: string, code: string, now: Date): number | null {
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The code of a moment (tests and the demo's journeys play the authenticator app with it). */
export function codeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}
