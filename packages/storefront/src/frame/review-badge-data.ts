// The third-party review badge (spec section 7): GET with shopid, type, src and lang; the answer is
// JSON-like text with ratingvalue, ratingcount, reviewpage, sealcolor. Kept 1800 s in session
// storage; any failure shows no badge and is otherwise ignored.
export type ReviewBadgeData = { ratingValue: number; ratingCount: number; reviewPage: string; sealColor: string | null };

export const REVIEW_BADGE_CACHE_KEY = 'review_badge_data';
const CACHE_SECONDS = 1800;

/** Reads the provider's answer: JSON, possibly wrapped in a callback or with single quotes. */
export function parseReviewBadge(text: string): ReviewBadgeData | null {
  const body = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  if (!body) return null;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(body) as Record<string, unknown>;
  } catch {
    try {
      raw = JSON.parse(body.replace(/'/g, '"').replace(/([{,]\s*)([A-Za-z_]\w*)\s*:/g, '$1"$2":')) as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  const ratingValue = Number(String(raw.ratingvalue ?? '').replace(',', '.'));
  const ratingCount = Number(raw.ratingcount);
  const reviewPage = typeof raw.reviewpage === 'string' ? raw.reviewpage : '';
  if (!Number.isFinite(ratingValue) || !Number.isFinite(ratingCount) || !/^https?:\/\//.test(reviewPage)) return null;
  return { ratingValue, ratingCount, reviewPage, sealColor: typeof raw.sealcolor === 'string' ? raw.sealcolor : null };
}

export async function loadReviewBadge(
  url: string,
  query: { shopid: string; lang: string },
  storage: Storage = window.sessionStorage,
  now = Date.now(),
): Promise<ReviewBadgeData | null> {
  try {
    const cached = JSON.parse(storage.getItem(REVIEW_BADGE_CACHE_KEY) ?? 'null') as { at: number; data: ReviewBadgeData } | null;
    if (cached && now - cached.at < CACHE_SECONDS * 1000) return cached.data;
    const params = new URLSearchParams({ shopid: query.shopid, type: 'badge', src: 'storefront', lang: query.lang });
    const response = await fetch(`${url}?${params.toString()}`);
    if (!response.ok) return null;
    const data = parseReviewBadge(await response.text());
    if (data) storage.setItem(REVIEW_BADGE_CACHE_KEY, JSON.stringify({ at: now, data }));
    return data;
  } catch {
    return null;
  }
}
