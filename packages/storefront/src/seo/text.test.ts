import { describe, expect, it } from 'vitest';
import { descriptionFrom, plainText, snippet } from './text.ts';

describe('descriptions from shop texts', () => {
  it('turns HTML into one line of text, entities decoded, scripts dropped', () => {
    expect(plainText('<p>Keramik &amp; Glas,<br>wei&szlig;</p>\n<script>alert(1)</script><ul><li>60&nbsp;cm</li></ul>')).toBe('Keramik & Glas, wei&szlig; 60 cm');
    expect(plainText('&#8222;Bad&#x201C; &#99999999;')).toBe('„Bad“');
  });

  it('cuts long text at a word, with an ellipsis', () => {
    const text = 'Ein Waschtisch aus Keramik mit Überlauf, passend für kleine Gästebäder und große Familienbäder gleichermaßen, in Weiß glänzend und matt erhältlich, mit Hahnloch.';
    const cut = snippet(text, 80);
    expect(cut.length).toBeLessThanOrEqual(80);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(snippet('kurz', 80)).toBe('kurz');
  });

  it('takes the first candidate with text', () => {
    expect(descriptionFrom('', '<p> </p>', '<p>Beschreibung</p>')).toBe('Beschreibung');
    expect(descriptionFrom(null, undefined)).toBe('');
  });
});
