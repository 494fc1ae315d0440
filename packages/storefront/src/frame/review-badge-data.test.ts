import { describe, expect, it } from 'vitest';
import { loadReviewBadge, parseReviewBadge, REVIEW_BADGE_CACHE_KEY } from './review-badge-data.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('review badge answer', () => {
  it('reads plain JSON', () => {
    expect(parseReviewBadge('{"ratingvalue":"4.8","ratingcount":"1234","reviewpage":"https://reviews.example/shop","sealcolor":"green"}')).toEqual({
      ratingValue: 4.8,
      ratingCount: 1234,
      reviewPage: 'https://reviews.example/shop',
      sealColor: 'green',
    });
  });

  it('reads JSON-like text with a callback, single quotes and a decimal comma', () => {
    expect(parseReviewBadge("badge({ratingvalue:'4,6', ratingcount:87, reviewpage:'https://reviews.example/x'})")?.ratingValue).toBe(4.6);
  });

  it('gives nothing for garbage or an unsafe review link', () => {
    expect(parseReviewBadge('<html>error</html>')).toBeNull();
    expect(parseReviewBadge('{"ratingvalue":"4","ratingcount":"1","reviewpage":"javascript:alert(1)"}')).toBeNull();
  });
});

describe('loading the badge', () => {
  it('keeps an answer 1800 s in session storage', async () => {
    const storage = memoryStorage();
    storage.setItem(REVIEW_BADGE_CACHE_KEY, JSON.stringify({ at: 1_000_000, data: { ratingValue: 4.1, ratingCount: 3, reviewPage: 'https://r.example', sealColor: null } }));
    const fresh = await loadReviewBadge('http://127.0.0.1:9/unreachable', { shopid: '1', lang: 'de' }, storage, 1_000_000 + 1_799_000);
    expect(fresh?.ratingValue).toBe(4.1);
  });

  it('ignores a failing provider', async () => {
    const data = await loadReviewBadge('http://127.0.0.1:9/unreachable', { shopid: '1', lang: 'de' }, memoryStorage(), 0);
    expect(data).toBeNull();
  });
});
