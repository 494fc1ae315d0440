import { describe, expect, it } from 'vitest';
import { showsTeaser } from './teaser.ts';

describe('product teaser', () => {
  it('is left out when the description already says it, so the shopper reads it once', () => {
    const teaser = 'Waschtisch aus Keramik & Glas, 60 cm breit.';
    expect(showsTeaser(teaser, '<p>Waschtisch aus Keramik &amp; Glas, 60 cm breit.</p><ul><li>pflegeleicht</li></ul>')).toBe(false);
  });
  it('is shown when the description says something else, and never when empty', () => {
    expect(showsTeaser('Der Klassiker.', '<p>Waschtisch aus Keramik.</p>')).toBe(true);
    expect(showsTeaser('', '<p>Waschtisch</p>')).toBe(false);
  });
});
