// The seller's ANAF OAuth tokens. ANAF gives an access token for 90 days and a refresh token for 365;
// the access token is refreshed a week before it runs out (each refresh also brings a new refresh
// token). Both are kept sealed (security/sealed-text.ts): a copy of the database opens nothing. The
// first refresh token comes from the configuration (EFACTURA_REFRESH_TOKEN: what the seller got
// when authorising the shop's OAuth application in ANAF's portal, README).
import type { Db } from '../../db/connect.ts';
import { sealText, unsealText } from '../../security/sealed-text.ts';
import { findToken, saveToken } from './report-repository.ts';

const PURPOSE = 'efactura-tokens';
/** Refresh the access token when it has less than this left. */
export const REFRESH_AHEAD_MS = 7 * 24 * 60 * 60_000;

export type TokenSettings = { tokenUrl: string; clientId: string; clientSecret: string; refreshToken: string };

type TokenAnswer = { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown };

async function refreshed(settings: TokenSettings, refreshToken: string): Promise<{ access: string; refresh: string; expiresInS: number }> {
  const response = await fetch(settings.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: settings.clientId, client_secret: settings.clientSecret }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`ANAF's token endpoint answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const answer = (await response.json()) as TokenAnswer;
  if (typeof answer.access_token !== 'string' || typeof answer.expires_in !== 'number') throw new Error('ANAF\'s token endpoint answered without an access token');
  return { access: answer.access_token, refresh: typeof answer.refresh_token === 'string' ? answer.refresh_token : refreshToken, expiresInS: answer.expires_in };
}

/** An access token good for at least a week, refreshed (and kept) when it was not. */
export async function freshAccessToken(db: Db, settings: TokenSettings, secret: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const row = await findToken(db);
  if (row && new Date(row.access_expires_at).getTime() - now.getTime() > REFRESH_AHEAD_MS) {
    const token = unsealText(row.access_token, secret, PURPOSE);
    if (token !== null) return { token, expiresAt: new Date(row.access_expires_at) };
  }
  const refreshToken = (row && unsealText(row.refresh_token, secret, PURPOSE)) ?? settings.refreshToken;
  const fresh = await refreshed(settings, refreshToken);
  const expiresAt = new Date(now.getTime() + fresh.expiresInS * 1000);
  await saveToken(db, {
    access_token: sealText(fresh.access, secret, PURPOSE),
    refresh_token: sealText(fresh.refresh, secret, PURPOSE),
    access_expires_at: expiresAt.toISOString(),
    updated_at: now.toISOString(),
  });
  return { token: fresh.access, expiresAt };
}
