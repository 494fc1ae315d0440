// A few blog posts in German and Romanian, and the blog overview that links them.
import { a, h2, html, p, ul, type PageText } from './page-text.ts';

export interface BlogPost {
  slug: { de: string; ro: string };
  daysAgo: number;
  de: PageText;
  ro: PageText;
}

export const blogPosts: readonly BlogPost[] = [
  {
    slug: { de: 'bad-renovieren-checkliste', ro: 'renovarea-baii-lista-de-verificare' },
    daysAgo: 12,
    de: {
      title: 'Bad renovieren: die Checkliste in 7 Schritten',
      chapo: 'Von der Planung bis zur Silikonfuge – in dieser Reihenfolge gelingt die Badrenovierung.',
      description: html(
        p('Eine Badrenovierung dauert meist zwei bis vier Wochen. Wer die Schritte kennt, spart Zeit und Nerven.'),
        ul([
          'Aufmaß nehmen und Grundriss zeichnen',
          'Sanitärobjekte und Fliesen auswählen – Lieferzeiten von Speditionsware einplanen',
          'Installateur und Fliesenleger rechtzeitig beauftragen',
          'Rückbau und Rohinstallation',
          'Abdichtung im Spritzwasserbereich',
          'Fliesen verlegen, dann Endmontage von WC, Waschtisch und Armaturen',
          'Silikonfugen ziehen und 24 Stunden trocknen lassen',
        ]),
        h2('Unser Tipp'),
        p('Bestellen Sie Fliesen mit rund 10 % Reserve aus derselben Charge – Nachbestellungen haben oft einen anderen Farbton.'),
      ),
    },
    ro: {
      title: 'Renovarea băii: lista în 7 pași',
      chapo: 'De la plan până la rostul de silicon – în această ordine renovarea reușește.',
      description: html(
        p('O renovare de baie durează de obicei între două și patru săptămâni. Dacă știți pașii, economisiți timp și vă scutiți de stres.'),
        ul([
          'Măsurați baia și desenați planul',
          'Alegeți obiectele sanitare și gresia – țineți cont de termenele pentru produsele voluminoase',
          'Programați din timp instalatorul și faianțarul',
          'Demontarea și instalația de bază',
          'Hidroizolația în zona de stropire',
          'Montajul plăcilor, apoi al vasului WC, al lavoarului și al bateriilor',
          'Rosturile de silicon și 24 de ore de uscare',
        ]),
        h2('Sfatul nostru'),
        p('Comandați gresia cu aproximativ 10% rezervă, din același lot – la o comandă ulterioară nuanța poate diferi.'),
      ),
    },
  },
  {
    slug: { de: 'wasser-sparen-im-bad', ro: 'economisirea-apei-in-baie' },
    daysAgo: 40,
    de: {
      title: 'Wasser sparen im Bad – ohne Komfortverlust',
      chapo: 'Mit Eco-Armaturen und Spar-Duschköpfen sinkt der Verbrauch um bis zu 40 %.',
      description: html(
        p('Ein Vier-Personen-Haushalt verbraucht im Bad täglich mehrere hundert Liter Wasser, einen großen Teil davon warm.'),
        h2('Die wirksamsten Maßnahmen'),
        ul([
          'Armaturen mit Eco-Stufe und Strahlregler: 5 statt 9 Liter pro Minute',
          'Spar-Duschkopf: angenehmer Strahl bei weniger Durchfluss',
          'Spülrandloses WC mit 4,5/3-Liter-Spültechnik',
          'Thermostat-Armaturen: die richtige Temperatur ohne Nachregeln',
        ]),
        p(`Produkte mit dem Eco-Zeichen finden Sie zum Beispiel unter ${a('/bad/armaturen', 'Armaturen')}.`),
      ),
    },
    ro: {
      title: 'Economisirea apei în baie – fără a renunța la confort',
      chapo: 'Cu baterii Eco și capete de duș economice, consumul scade cu până la 40 %.',
      description: html(
        p('O familie de patru persoane consumă zilnic în baie câteva sute de litri de apă, mare parte caldă.'),
        ul([
          'Baterii cu treaptă Eco și aerator: 5 în loc de 9 litri pe minut',
          'Cap de duș economic: jet plăcut la un debit mai mic',
          'Vas WC fără ramă, cu spălare dublă de 4,5/3 litri',
          'Baterii termostatate: temperatura potrivită fără ajustări',
        ]),
      ),
    },
  },
  {
    slug: { de: 'fliesenbedarf-berechnen', ro: 'cum-calculezi-necesarul-de-gresie' },
    daysAgo: 75,
    de: {
      title: 'Fliesenbedarf richtig berechnen',
      chapo: 'Fläche messen, Verschnitt addieren, auf ganze Pakete runden – so geht’s.',
      description: html(
        p('Messen Sie Länge und Breite jeder Fläche und multiplizieren Sie beides. Ziehen Sie Türen und Fenster ab.'),
        ul([
          'Gerade Verlegung: 5-10 % Verschnitt',
          'Diagonale Verlegung oder großes Format: 10-15 % Verschnitt',
          'Auf ganze Pakete aufrunden – im Shop passiert das automatisch',
        ]),
        p('Beispiel: 8,5 m² Boden mit 60 x 60 cm Fliesen (1,44 m² je Paket): 8,5 m² + 10 % = 9,35 m², also 7 Pakete.'),
      ),
    },
    ro: {
      title: 'Cum calculați necesarul de gresie',
      chapo: 'Măsurați suprafața, adăugați pierderile, rotunjiți la cutii întregi.',
      description: html(
        p('Măsurați lungimea și lățimea fiecărei suprafețe și înmulțiți-le. Scădeți ușile și ferestrele.'),
        ul([
          'Montaj drept: 5-10 % pierderi',
          'Montaj diagonal sau format mare: 10-15 % pierderi',
          'Rotunjiți la cutii întregi – în magazin se face automat',
        ]),
        p('Exemplu: 8,5 m² cu plăci de 60 x 60 cm (1,44 m² pe cutie): 8,5 m² + 10 % = 9,35 m², deci 7 cutii.'),
      ),
    },
  },
  {
    slug: { de: 'kleines-bad-gross-wirken', ro: 'idei-pentru-baia-mica' },
    daysAgo: 120,
    de: {
      title: 'Kleines Bad? So wirkt es größer',
      chapo: 'Helle Farben, große Fliesen und wandhängende Möbel schaffen Raum.',
      description: html(
        ul([
          'Großformatige Fliesen mit schmalen Fugen beruhigen die Fläche',
          'Wandhängende WCs und Unterschränke lassen den Boden frei',
          'Ein großer Spiegel oder Spiegelschrank verdoppelt optisch den Raum',
          'Bodenebene Dusche mit Glasabtrennung statt Wanne',
        ]),
      ),
    },
    ro: {
      title: 'Baie mică? Idei ca să pară mai mare',
      chapo: 'Culori deschise, plăci mari și mobilier suspendat creează senzația de spațiu.',
      description: html(
        ul([
          'Plăcile de format mare cu rosturi înguste dau un aspect unitar, aerisit',
          'Vasele WC și dulapurile suspendate lasă pardoseala liberă',
          'O oglindă mare sau un dulap cu oglindă dublează optic spațiul',
          'Duș la nivelul pardoselii cu perete de sticlă în locul căzii',
        ]),
      ),
    },
  },
];

export function blogOverview(lang: 'de' | 'ro'): string {
  const intro = lang === 'de' ? 'Unsere neuesten Beiträge:' : 'Cele mai noi articole:';
  return html(p(intro), ul(blogPosts.map((post) => `${a(`/blog/${post.slug[lang]}`, post[lang].title)} – ${post[lang].chapo}`)));
}
