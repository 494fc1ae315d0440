import { describe, expect, it } from 'vitest';
import { SlugRegistry, slugify } from './slug.ts';

describe('slugs', () => {
  it('spells out German umlauts and drops Romanian diacritics', () => {
    expect(slugify('Keramik-Waschbecken Aqua 60 cm Weiß')).toBe('keramik-waschbecken-aqua-60-cm-weiss');
    expect(slugify('Küchenspülen & Armaturen')).toBe('kuechenspuelen-armaturen');
    expect(slugify('Größe Öl Über')).toBe('groesse-oel-ueber');
    expect(slugify('Oglindă cu LED, Baterie, Chiuvetă, țiglă, șină, împărțire')).toBe('oglinda-cu-led-baterie-chiuveta-tigla-sina-impartire');
    expect(slugify('  --Terra 2.0--  ')).toBe('terra-2-0');
  });

  it('numbers a slug that is already taken and refuses a taken fixed route', () => {
    const registry = new SlugRegistry();
    expect(registry.claim('aqua-60-cm')).toBe('aqua-60-cm');
    expect(registry.claim('aqua-60-cm')).toBe('aqua-60-cm-2');
    expect(registry.claim('aqua-60-cm')).toBe('aqua-60-cm-3');
    expect(registry.reserve('agb.html')).toBe('agb.html');
    expect(() => registry.reserve('agb.html')).toThrow();
  });
});
