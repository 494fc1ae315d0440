import { describe, expect, it } from 'vitest';
import { parseReviewBadgeText, reviewBadgeQuerySchema } from './review-badge.ts';

describe('review badge', () => {
  it('takes shopid, type, src, lang', () => {
    expect(reviewBadgeQuerySchema.parse({ shopid: 12345, type: 'badge', src: 'shop', lang: 'de' })).toEqual({
      shopid: 12345,
      type: 'badge',
      src: 'shop',
      lang: 'de',
    });
  });

  it('reads JSON and JSONP-wrapped text and keeps unknown fields', () => {
    const json = '{"ratingvalue":"4.8","ratingcount":1520,"reviewpage":"https://reviews.example/shop/1","sealcolor":"green","criteria":[1]}';
    expect(parseReviewBadgeText(json)).toEqual({
      ratingvalue: '4.8',
      ratingcount: 1520,
      reviewpage: 'https://reviews.example/shop/1',
      sealcolor: 'green',
      criteria: [1],
    });
    expect(parseReviewBadgeText(`callback(${json});`)?.sealcolor).toBe('green');
  });

  it('gives null for anything else (the storefront then does nothing)', () => {
    expect(parseReviewBadgeText('')).toBeNull();
    expect(parseReviewBadgeText('<html>error</html>')).toBeNull();
    expect(parseReviewBadgeText('{"ratingvalue":4.8}')).toBeNull();
    expect(parseReviewBadgeText('{broken')).toBeNull();
  });
});
