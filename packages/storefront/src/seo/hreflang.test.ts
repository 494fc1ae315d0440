import { describe, expect, it } from 'vitest';
import { alternateLinks, samePathAlternates } from './hreflang.ts';
import { absoluteUrl, shopOrigins } from './shop-locales.ts';

const origins = shopOrigins({ code: 'DE', origin: 'https://www.bad-heim.de/' }, 'DE=https://ignored.example,AT=https://www.bad-heim.at,RO=https://www.baie-casa.ro');

describe('shop origins', () => {
  it("takes this shop's own origin from its config and the others from SHOP_ORIGINS", () => {
    expect(origins).toEqual({ DE: 'https://www.bad-heim.de', AT: 'https://www.bad-heim.at', RO: 'https://www.baie-casa.ro' });
  });

  it('falls back to the local shops', () => {
    expect(shopOrigins({ code: 'RO', origin: 'http://localhost:3003' }, undefined).AT).toBe('http://localhost:3002');
    expect(shopOrigins({ code: 'RO', origin: 'http://localhost:3003' }, 'XX=http://x,garbage').DE).toBe('http://localhost:3001');
  });

  it('makes absolute URLs of paths with or without slash, encoding what needs it', () => {
    expect(absoluteUrl('https://shop.de/', '/bad/armaturen')).toBe('https://shop.de/bad/armaturen');
    expect(absoluteUrl('https://shop.de', 'bad/armaturen')).toBe('https://shop.de/bad/armaturen');
    expect(absoluteUrl('https://shop.ro', 'oglindă baie')).toBe('https://shop.ro/oglind%C4%83%20baie');
    expect(absoluteUrl('https://shop.de', '/')).toBe('https://shop.de/');
  });
});

describe('hreflang links', () => {
  it('links every shop version, itself included, with x-default on the Austrian one', () => {
    const links = alternateLinks(
      [
        { view_locale: 'ro_RO', view_url: 'cada-tauern' },
        { view_locale: 'de_AT', view_url: 'badewanne-tauern' },
        { view_locale: 'de_DE', view_url: 'badewanne-tauern' },
      ],
      origins,
    );
    expect(links).toEqual([
      { hreflang: 'de-DE', href: 'https://www.bad-heim.de/badewanne-tauern' },
      { hreflang: 'de-AT', href: 'https://www.bad-heim.at/badewanne-tauern' },
      { hreflang: 'ro-RO', href: 'https://www.baie-casa.ro/cada-tauern' },
      { hreflang: 'x-default', href: 'https://www.bad-heim.at/badewanne-tauern' },
    ]);
  });

  it('leaves out locales no shop serves, and x-default when Austria has no version', () => {
    const links = alternateLinks(
      [
        { view_locale: 'ro_RO', view_url: 'conditii-de-garantie.html' },
        { view_locale: 'en_US', view_url: 'warranty' },
      ],
      origins,
    );
    expect(links).toEqual([{ hreflang: 'ro-RO', href: 'https://www.baie-casa.ro/conditii-de-garantie.html' }]);
  });

  it('keeps the page of a listing on every version', () => {
    const links = samePathAlternates('/shop-grid-standard/all', origins, '?page=2');
    expect(links.map((l) => l.href)).toContain('https://www.baie-casa.ro/shop-grid-standard/all?page=2');
    expect(links).toHaveLength(4);
  });
});
