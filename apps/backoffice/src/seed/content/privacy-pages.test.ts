// The privacy pages say what really runs and when (issue 20): the help chat and error tracking with
// session replay load after Accept in the consent banner, the review badge asks ShopVote after Accept
// too (issue 17); the choice is kept 150 days and changed under „Cookie-Einstellungen“.
import { describe, expect, it } from 'vitest';
import { germanPages } from './german-pages.ts';
import { romanianPages } from './romanian-pages.ts';

describe('privacy pages', () => {
  it('German: the chat loads after „Akzeptieren“ (not only when opened), Sentry with session replay, the ShopVote badge', () => {
    const text = germanPages('DE').privacy.description;
    expect(text).not.toContain('erst geladen, wenn Sie es öffnen');
    expect(text).toContain('sobald Sie im Cookie-Banner „Akzeptieren“ wählen');
    expect(text).toContain('Session Replay');
    expect(text).toContain('Erst wenn Sie im Cookie-Banner „Akzeptieren“ wählen, fragt Ihr Browser unsere Durchschnittsbewertung bei ShopVote ab');
    expect(text).toContain('150 Tage');
    expect(text).toContain('„Cookie-Einstellungen“');
    // Austria shows the ShopVote seal in its footer too.
    expect(germanPages('AT').privacy.description).toContain('Bewertungssiegel');
  });

  it('Romanian, in the formal address: the chat after „Accept”, Sentry with session replay', () => {
    const text = romanianPages().privacy.description;
    expect(text).toContain('după ce alegeți „Accept”');
    expect(text).toContain('session replay');
    expect(text).toContain('acordul dumneavoastră');
    expect(text).toContain('150 de zile');
    expect(text).toContain('„Setări cookie-uri”');
    expect(text).not.toMatch(/[şţŞŢ]/);
  });
});
