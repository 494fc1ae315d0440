import { describe, expect, it } from 'vitest';
import { asSpreadsheetText, fromSpreadsheetText } from './spreadsheet-text.ts';

describe('text cells a spreadsheet would run as formulas', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Rechnung")', '\'=HYPERLINK("http://evil.example","Rechnung")'],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('writes %j as text and reads it back unchanged', (given, written) => {
    expect(asSpreadsheetText(given)).toBe(written);
    expect(fromSpreadsheetText(written)).toBe(given);
  });

  it('leaves ordinary text alone, an apostrophe of its own included', () => {
    for (const text of ['Erika Muster', 'Bad & Heim GmbH', "'s Hertogenbosch", 'a=b', '', "O'Brien"]) {
      expect(asSpreadsheetText(text)).toBe(text);
      expect(fromSpreadsheetText(text)).toBe(text);
    }
  });
});
