import { describe, expect, it } from 'vitest';
import { contentSchema, parseContentPostscriptum } from './content.ts';

describe('content', () => {
  it('uses the postscriptum only when it is JSON with brand_id and category_id', () => {
    expect(parseContentPostscriptum('{"brand_id": 4, "category_id": "12"}')).toEqual({ brand_id: 4, category_id: 12 });
    expect(parseContentPostscriptum('Nur Text')).toBeNull();
    expect(parseContentPostscriptum('{"brand_id": 4}')).toBeNull();
    expect(parseContentPostscriptum('')).toBeNull();
    expect(parseContentPostscriptum(null)).toBeNull();
  });

  it('parses a content page', () => {
    const page = { id: 3, title: 'Impressum', chapo: '', description: '<p>…</p>', postscriptum: null, url: '/impressum', folder_id: 1, position: 2 };
    expect(contentSchema.parse(page)).toEqual(page);
  });
});
